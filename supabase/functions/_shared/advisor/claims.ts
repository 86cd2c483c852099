/**
 * Claims about how a thing is made or what it leaves out: vegan, cruelty-free, talc-free, halal,
 * organic, non-comedogenic, "does it contain parabens?". A house states such a claim on its label,
 * or does not make it, and a visitor may rely on it for a belief, an allergy or their faith; so
 * the advisor answers one only from a sentence of the item's own copy that states it, and
 * otherwise says that the pages do not say (./engine.ts). A page about a lipstick that never says
 * "vegan" is no answer to "is the lipstick vegan?".
 *
 * The vocabulary is the usual one of beauty labels and of the questions people ask about them,
 * tested on examples of its own (./claims.test.ts).
 */

/** A claim a question asks about, and the words a sentence must hold to state it. */
export interface Claim {
  /** What is claimed, as the reply says it of a thing: "is vegan", "is free of talc", "contains shea butter". */
  predicate: string;
  /** Words (in lower case) that a stating sentence holds, each as a whole word or the start of one. */
  stating: string[];
}

/** Claims named by one word or phrase, with the words a stating sentence holds. */
const NAMED_CLAIMS: readonly { says: RegExp; predicate: string; stating: string[] }[] = [
  { says: /\bvegan\b/, predicate: 'is vegan', stating: ['vegan'] },
  { says: /\bcruelty[- ]?free\b|\b(?:tested|test|testing) on animals\b|\banimal[- ]test(?:ed|ing)?\b|\bleaping bunny\b/, predicate: 'is cruelty-free', stating: ['cruelty'] },
  { says: /\bhalal\b/, predicate: 'is halal', stating: ['halal'] },
  { says: /\bkosher\b/, predicate: 'is kosher', stating: ['kosher'] },
  { says: /\borganic\b/, predicate: 'is organic', stating: ['organic'] },
  { says: /\bnon[- ]?comedogenic\b|\bclog (?:my )?pores\b|\bpore[- ]clogging\b/, predicate: 'is non-comedogenic', stating: ['comedogenic'] },
  { says: /\bhypo[- ]?allergenic\b/, predicate: 'is hypoallergenic', stating: ['hypoallergenic'] },
  { says: /\breef[- ]safe\b|\breef[- ]friendly\b/, predicate: 'is reef-safe', stating: ['reef'] },
  { says: /\bclean beauty\b/, predicate: 'is "clean beauty"', stating: ['clean beauty'] },
  { says: /\bgluten\b/, predicate: 'is gluten-free', stating: ['gluten'] },
  { says: /\bnut[- ]free\b/, predicate: 'is nut-free', stating: ['nut'] },
  { says: /\bfair[- ]trade\b/, predicate: 'is fair trade', stating: ['fair trade'] },
  { says: /\b(?:dermatologist|ophthalmologist)[- ]tested\b/, predicate: 'is tested by dermatologists', stating: ['dermatologist'] },
  { says: /\bfda[- ]approved\b/, predicate: 'is FDA-approved', stating: ['fda'] },
  // The sun protection an item gives is a label's claim too ("what is the SPF of the foundation?").
  { says: /\b(?:what|which|how much|how high(?: an?)?|any) spf\b|\bspf (?:of|in|rating|level|value|does)\b|\b(?:does|do) (?:it|they|the [\w-]+(?: [\w-]+){0,2}) (?:have|has|contain|include|come with) (?:an? |any )?(?:spf|sun protection)\b|\bis there (?:an? |any )?(?:spf|sun protection) in\b/, predicate: 'has an SPF', stating: ['spf'] },
];

/** "free of X", and "X-free" or "X free" (not "the concentrate free of", nor "a Friday free before my flight"). */
const FREE_OF = /\bfree (?:of|from) (?:any )?([a-z]+(?: [a-z]+)?)|\b([a-z]+)(?:-free\b| free\b(?! (?:of|from|before|after|on|at|in|to|for|until|till|now|this|that|the|time|day)\b))/;
/** What is "free" without being an ingredient: "free of charge", "feel free", "hands-free", a free day. */
const NOT_AN_INGREDIENT = new Set(['charge', 'cost', 'feel', 'hands', 'tax', 'duty', 'toll', 'stress', 'worry', 'hassle', 'cruelty', 'gluten', 'nut', 'is', 'are', 'be', 'am', 'i', 'you', 'it', 'totally', 'completely', 'entirely', 'fully', 'day', 'time', 'weekend', 'morning', 'afternoon', 'evening', 'night', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'today', 'tomorrow']);

/** "does it contain parabens?", "is there any alcohol in it?", "any fragrance in the serum?". */
const CONTAINS = /\bcontains? (?:any )?([a-z]+(?: [a-z]+)?)|\b(?:is|are) there (?:any )?((?:[a-z]+ ){0,2}[a-z]+) in (?:it|them|(?:the |your |this |that |these |those )?(?:[a-z]+ ){0,2}(?:foundation|cream|serum|oil|powder|lipstick|palette|concentrate|elixir|spf|sunscreen|cleanser|skin|products?|formulas?|range))\b|\bmade with (?:any )?([a-z]+(?: [a-z]+)?)/;
/** Words after "contain" that are not an ingredient: "contain my excitement". */
const NOT_CONTENT = /^(?:my|your|the|a|an|it|this|that|what|which|how|any|anything|something|enough|much|many|more)\b/;

/** The claim a question asks about, if it asks about one. */
export function askedClaim(question: string): Claim | null {
  const text = question.toLowerCase().replace(/[’‘]/g, "'");
  for (const claim of NAMED_CLAIMS) if (claim.says.test(text)) return { predicate: claim.predicate, stating: claim.stating };
  const free = text.match(FREE_OF);
  const freeOf = free?.[1] ?? free?.[2];
  if (freeOf && !NOT_AN_INGREDIENT.has(freeOf.split(' ')[0]!)) return { predicate: `is free of ${freeOf}`, stating: [freeOf.split(' ')[0]!] };
  const contains = text.match(CONTAINS);
  const content = contains?.[1] ?? contains?.[2] ?? contains?.[3];
  if (content && !NOT_CONTENT.test(content)) {
    // "contain shea butter": the ingredient is its first word and the next, unless the next is a
    // word of the question's own ("alcohol or", "parabens or silicones").
    const words = content.split(' ');
    const ingredient = words.length > 1 && /^(?:or|and|in|at|for|to|because|as|it|is)$/.test(words[1]!) ? words[0]! : words.slice(0, 2).join(' ');
    return { predicate: `contains ${ingredient}`, stating: ingredient.split(' ') };
  }
  return null;
}

/** Whether a sentence states the claim: it holds each of the claim's words, whole or as the start of one ("fragrance" in "Fragrance-free"). */
export function states(sentence: string, claim: Claim): boolean {
  const words = sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return claim.stating.every((stated) => stated.split(' ').every((part) => words.some((word) => word.startsWith(part.length > 4 ? part.replace(/s$/, '') : part))));
}

/**
 * The house's terms of trade: delivery, returns, cancellation, deposits, payment, gift cards and
 * wrapping, discounts, surcharges, sizes, shelf life, stock, access and parking, holiday hours,
 * and the particulars of the company and of the domain sale. A visitor acts on them (orders, travels,
 * books), so the advisor states one only from a sentence of the site that says it, and otherwise
 * says the pages do not, with the concierge (./engine.ts). A product's price is no answer to "how
 * much is delivery?".
 */
export interface Terms {
  /** What the visitor asks about, as the reply names it: "the delivery terms". */
  topic: string;
  /** Words a stating sentence holds: any one of these sets, each word whole (or its plural), or as the start of one when it ends in "*". */
  stating: string[][];
}

/** Holidays on which a house may keep other hours. */
const HOLIDAYS = "(?:thanksgiving|christmas(?: eve| day)?|xmas|new year'?s?(?: eve| day)?|easter|good friday|boxing day|bank holidays?|public holidays?|national holidays?|eid|diwali|hanukkah|juneteenth|independence day|labou?r day|memorial day|the fourth of july|july 4(?:th)?)";

const TERMS: readonly (Terms & { says: RegExp })[] = [
  { says: /\b(?:ship(?:s|ping|ped)?|deliver(?:y|ies)|deliver(?:s|ed)? (?:to|in|abroad|overseas|internationally)|postage|courier|dispatch(?:ed)?|international orders?)\b/, topic: 'the delivery terms', stating: [['shipping'], ['delivery'], ['deliveries'], ['dispatch*'], ['courier']] },
  { says: /\b(?:returns? polic(?:y|ies)|(?:make|making) a return|return (?:it|them|my|a|an|the|this|that)|your returns|refunds?|refunded|exchanges?|money back|send (?:it |them )?back)\b/, topic: 'the returns and refunds terms', stating: [['refund*'], ['return', 'policy'], ['exchange', 'policy']] },
  { says: /\b(?:cancel(?:s|led|ling|lation)?|no[- ]shows?|late fees?|reschedul(?:e|ing))\b/, topic: 'the cancellation terms', stating: [['cancel*'], ['reschedul*']] },
  { says: /\b(?:deposits?|prepay(?:ment)?|pay upfront|pay in advance)\b/, topic: 'whether a deposit is taken', stating: [['deposit'], ['prepay*']] },
  { says: /\b(?:pay(?:ment)? (?:methods?|options?)|pay with|paypal|klarna|afterpay|apple pay|credit cards?|debit cards?|instal(?:l)?ments?|currenc(?:y|ies)|in euros?|in pounds|in dollars)\b/, topic: 'the payment options', stating: [['payment'], ['paypal'], ['klarna'], ['credit', 'card'], ['currenc*']] },
  { says: /\bgift ?(?:cards?|vouchers?|certificates?)\b|\be-?gift\b|\bvouchers?\b/, topic: 'gift cards', stating: [['gift', 'card'], ['voucher'], ['gift', 'certificate']] },
  { says: /\b(?:discounts?|promo(?:tion)?(?:al)? codes?|promos?|coupons?|loyalty|rewards? (?:programme|program|points)|student (?:price|rate)s?|on sale)\b/, topic: 'discounts', stating: [['discount'], ['promo*'], ['loyalty'], ['coupon']] },
  // A domain sale's particulars (before the shelf life: a domain "expires" too).
  { says: /\b(?:registrars?|escrow|brokers?|brokerage|auth(?:orization)? codes?|epp codes?|renewal dates?|(?:domains?|names?) (?:\w+ ){0,3}expire|expiry dates?)\b/, topic: 'those particulars of the domains', stating: [['registrar'], ['escrow'], ['broker*'], ['domain', 'expir*'], ['domain', 'renew*']] },
  { says: /\b(?:shelf life|expir(?:y|es|ation|e)|use[- ]by|best before|once (?:it'?s |it is |they'?re |they are )?opened|after opening|go(?:es)? off)\b/, topic: 'the shelf life', stating: [['shelf'], ['expir*'], ['months', 'opened']] },
  { says: /\b(?:in stock|out of stock|sold out|restock(?:ed|ing)?|back in stock|available to (?:buy|order))\b/, topic: 'what is in stock', stating: [['stock']] },
  // A lift to a floor, not a lash or brow lift.
  { says: /\b(?:wheelchairs?|accessible|accessibility|step[- ]free|disabled access|elevator|ramp|stairs)\b|(?<!\b(?:lash|lashes|brow|brows|eyebrow|face|eye|neck)[- ])\blifts?\b(?= (?:to|up|in|at|or)\b)/, topic: 'the access arrangements', stating: [['wheelchair'], ['accessib*'], ['step', 'free'], ['elevator'], ['lift'], ['stairs']] },
  { says: /\bparking\b|\bpark (?:my|the|a) car\b|\bvalet\b|\bgarage\b/, topic: 'parking', stating: [['parking'], ['valet']] },
  // A holiday's hours, asked as hours: "a Christmas party look" asks no hours.
  { says: new RegExp(`\\b(?:open|opens|opening|closed|close|closes|closing|hours)\\b[^.?!]{0,40}\\b${HOLIDAYS}\\b|\\b${HOLIDAYS}\\b[^.?!]{0,40}\\b(?:open|opens|opening|closed|close|closes|closing|hours)\\b`), topic: 'the opening hours on holidays', stating: [['holiday', 'hours'], ['holidays', 'hours'], ['holiday', 'closed'], ['holidays', 'closed']] },
  { says: /\bgift[- ]?wrap(?:s|ped|ping)?\b|\bgift (?:box|bag|packaging)\b|\bgift (?:message|note)\b|\bhandwritten (?:note|card)\b/, topic: 'gift wrapping', stating: [['gift', 'wrap*'], ['gift', 'box']] },
  { says: /\b(?:surcharges?|upcharges?)\b/, topic: 'surcharges', stating: [['surcharge'], ['upcharge']] },
  // The company's own particulars, which its pages give or do not.
  { says: /\b(?:employ(?:s|ees?)?|headcount|staff (?:count|size|numbers?)|how many (?:people|staff|employees) (?:work|are employed|do you (?:have|employ)))\b/, topic: 'how many people the house employs', stating: [['employ*'], ['staff', 'of']] },
  { says: /\b(?:inci|full ingredients?(?: list)?|ingredients? list|list of ingredients|every ingredient)\b/, topic: 'the full ingredient list', stating: [['ingredients'], ['inci']] },
  { says: /\b(?:how big|what size|bottle size|jar size|tube size|how many (?:ml|oz|ounces|grams|millilit(?:er|re)s))\b/, topic: 'the size', stating: [['ml'], ['oz'], ['gram']] },
];

/** The terms of trade a question asks about, if it asks about them. */
export function askedTerms(question: string): Terms | null {
  const text = question.toLowerCase().replace(/[’‘]/g, "'");
  const found = TERMS.find((terms) => terms.says.test(text));
  return found ? { topic: found.topic, stating: found.stating } : null;
}

/** Whether a sentence states the terms: it holds every word of one of their sets, itself or its plural (a word ending in * as the start of one). */
export function statesTerms(sentence: string, terms: Terms): boolean {
  const words = sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const holds = (part: string) => (part.endsWith('*') ? words.some((word) => word.startsWith(part.slice(0, -1))) : words.some((word) => word === part || word === `${part}s` || word === `${part}es`));
  return terms.stating.some((set) => set.every(holds));
}
