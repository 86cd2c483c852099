import { editDistance, MAX_QUESTION_LENGTH, SiteSearchIndex, type RankedDocument, type SearchDocument } from 'shared/search';
import type { Brand } from '../brand.ts';
import { healthConcern, type HealthConcern } from './health.ts';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the built-in advisor answers from: the brand's facts, and the site's published documents (null while none could be read). */
export interface AdvisorSources {
  brand: Brand;
  index: SiteSearchIndex | null;
}

/** The facts a question asks for, by the words it asks with. */
const asks = {
  price: /\b(price|prices|priced|cost|costs|how much|expensive|extra|charge|fee|fees)\b/,
  duration: /\b(how long|duration|how many (hours|minutes))\b/,
  hours: /\b(open|opens|opening|close|closes|closing|hours|what time|early|late)\b/,
  address: /\b(where|address|street|located|location|find you|find noirelle|directions|get to)\b/,
  /** A question about the houses themselves: only then is a city's name a fact about one of them. */
  houses: /\b(houses?|salons?|shops?|stores?|boutiques?|locations?|branch(es)?|flagship|studios?|visit|come in|open|opens|opening|close|closes|closing|hours|what time|where|address|located|directions|get to)\b/,
  /** Which houses there are, or how many. */
  houseList: /\b(how many|number of|which|what|list( of)?( your| the)?|all( your| the)?)\s+(\w+\s+)?(houses|salons|locations|shops|stores|boutiques|cities|countries)\b|\bwhere are (you|your (houses|salons|locations))\b/,
  cheapest: /\b(cheapest|least expensive|most affordable|lowest[- ]price[ds]?|least costly)\b/,
  dearest: /\b(dearest|most expensive|priciest|highest[- ]price[ds]?|most costly)\b/,
  domains: /\b(domain|domains|acquire|acquisition|asset package|for sale|auction|portfolio|noirelle\.(beauty|skin|hair|makeup))\b/,
  greeting: /^(hi|hello|hey|good (morning|afternoon|evening)|bonjour|hola|salut)\b/,
  /** Sums: what a beauty house's documents never answer, though their numbers may meet the question's. */
  arithmetic: /\b\d+(\.\d+)?\s*(%|percent|per cent)\s+of\s+\d|\b\d+(\.\d+)?\s*([-+*/×÷x]|plus|minus|times|divided by|multiplied by)\s*\d|\b(square|cube) root\b/,

  // "number" alone may be a street's.
  contact: /\b(phone|telephone|call|ring|(phone|contact|telephone) number|number to call|your number|e-?mail|email address|contact|reach|speak|talk to|human|concierge)\b/,
  buyer: /\b(acquisitions?|buy(ing)? the domains?|buyers?|investors?|domains?|asset package|noirelle\.(beauty|skin|hair|makeup))\b/,
};

/** The longer words that say what is asked for: a visitor's typo in one of them is read as the word ("adress"). */
const ASKING_WORDS = ['address', 'opening', 'closing', 'duration', 'cheapest', 'expensive', 'telephone', 'located', 'directions', 'contact', 'concierge', 'email', 'phone'];

/** The question in lower case, with a mistyped asking word read as the word. */
function askedText(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    // A typo keeps the word's first letter: "losing" is no mistyped "closing".
    .replace(/\p{L}{5,}/gu, (word) => ASKING_WORDS.find((asking) => asking !== word && asking[0] === word[0] && editDistance(word, asking, 1) <= 1) ?? word);
}

/** Index terms that only say what kind of answer is wanted (a price, a time, a place): no subject to look for. */
const ASKING_TERMS = new Set(['price', 'cost', 'expensive', 'extra', 'charge', 'fee', 'duration', 'take', 'last', 'hour', 'open', 'opening', 'close', 'closing', 'time', 'early', 'late', 'address', 'located', 'location', 'direction', 'street', 'full', 'exact', 'exactly', 'post', 'code', 'postcode', 'zip', 'near', 'nearby', 'far', 'gps', 'satnav', 'map', 'navigation', 'cheapest', 'dearest', 'priciest', 'affordable', 'lowest', 'highest', 'least', 'costly', 'number', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekend', 'today', 'tomorrow', 'tonight', 'next', 'week', 'month', 'soon', 'later', 'city', 'article', 'page']);

/**
 * Where on the body: the context of a question about skin ("melasma on my cheeks"), not what it
 * asks for. A worry about the body is ./health.ts's.
 */
const BODY_TERMS = new Set(['cheek', 'forehead', 'chin', 'jaw', 'jawline', 'neck', 'nose', 'leg', 'arm', 'chest', 'back', 'shoulder', 'knee', 'elbow', 'foot', 'feet', 'thigh', 'belly', 'stomach', 'underarm', 'armpit', 'body']);

/** Words that say a kind of thing the house sells, not which: "are your products vegan?" asks about "vegan". */
const KIND_TERMS = new Set(['product', 'item', 'thing', 'range', 'line', 'formula', 'brand']);

/** Words that say a house, whichever one: with a city's name, they name a house. */
const HOUSE_TERMS = new Set(['house', 'salon', 'shop', 'store', 'boutique', 'spa', 'studio', 'branch', 'visit']);

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * How much of a question a document answers: the share of the question's subject words (what it
 * asks about, not how it asks) that the document matched. A city's name counts only when the
 * question is about the houses: "the capital of France" is not a question about the Paris house.
 */
function coverage(index: SiteSearchIndex, entry: RankedDocument, subject: readonly string[], places: ReadonlySet<string>, aboutHouses: boolean): number {
  if (entry.document.kind === 'location') {
    // A question that names a city is about that city's house, or about nothing the houses answer
    // (its weather, its museums); one that names none must ask about the houses ("your flagship").
    const named = subject.filter((term) => places.has(term));
    if (named.length > 0 ? !entry.matchedTerms.some((term) => named.includes(term)) : !aboutHouses) return 0;
    // What is asked of the house must be on its page too: "parking at the Milan salon" is not.
    const asked = subject.filter((term) => !places.has(term) && !HOUSE_TERMS.has(term));
    return asked.length === 0 ? 1 : entry.matchedTerms.filter((term) => asked.includes(term)).length / asked.length;
  }
  if (subject.length === 0) return 0;
  const counted = subject.filter((term) => !places.has(term));
  if (entry.document.kind === 'article' || entry.document.kind === 'page') {
    // An article's or a page's long copy touches most words somewhere: it answers what one of its
    // sentences says, with its name ("how much training do facialists get": the sentence on training).
    // "A salon" in an article's story is no answer about the houses.
    const asked = counted.filter((term) => !HOUSE_TERMS.has(term));
    const naming = index.namingTerms(entry.document);
    const said = Math.max(SiteSearchIndex.found(asked, naming).length, ...index.passages(entry.document).map((passage) => SiteSearchIndex.found(asked, new Set([...naming, ...passage.terms])).length));
    return said / subject.length;
  }
  return entry.matchedTerms.filter((term) => counted.includes(term)).length / subject.length;
}

/**
 * The sentence of a document that says most of what the question asks beyond the document's name
 * ("will the serum protect from heat": "it protects against heat up to 450°F"), if one says any.
 */
function passageFor(index: SiteSearchIndex, document: SearchDocument, subject: readonly string[]): string | null {
  const beyondName = subject.filter((term) => SiteSearchIndex.found([term], index.namingTerms(document)).length === 0);
  let best: { text: string; found: number } | null = null;
  for (const passage of index.passages(document)) {
    // Whole words only: "water" is not said by "waterproof".
    const found = SiteSearchIndex.found(beyondName, passage.terms, { prefixes: false }).length;
    if (found > 0 && (!best || found > best.found)) best = { text: passage.text, found };
  }
  return best?.text ?? null;
}

/**
 * The share of its subject a document must answer, by what kind of document it is: an item or a
 * /chat question is about one thing, so half of the words is enough; an article or a page touches
 * many words in passing, and a house's page tells its neighbourhood's story, so two thirds of what
 * is asked beyond the house's name.
 */
const ENOUGH: Record<RankedDocument['document']['kind'], number> = { product: 0.5, service: 0.5, location: 2 / 3, question: 0.5, article: 2 / 3, page: 2 / 3 };
/** A /chat question, an article or a page also answers two of the question's words, when it has two: one shared word is chance. */
const TWO_WORDS = new Set<RankedDocument['document']['kind']>(['question', 'article', 'page']);

const withFact = (ranked: readonly RankedDocument[], fact: keyof NonNullable<SearchDocument['facts']>) => ranked.find((entry) => entry.document.facts?.[fact]);

function priceAndDuration(document: SearchDocument, askedDuration: boolean): string {
  const { price, duration } = document.facts ?? {};
  if (price && duration) return `${document.title} is ${price}, for ${duration}.`;
  if (price) return `${document.title} is ${price}.`;
  if (duration && askedDuration) return `${document.title} takes ${duration}.`;
  return `${document.title}: ${document.description}`;
}

/** A price as a number, for comparing: "$1,200" is 1200; of "$850 solo · $1,200 duo", the first. */
const amount = (price: string) => Number(price.match(/\d[\d,]*(?:\.\d+)?/)?.[0]?.replace(/,/g, '') ?? NaN);

const itemLine = (document: SearchDocument) => `• ${document.title}: ${document.description} ${document.path}`;

const concierge = (brand: Brand) => `our concierge, on ${brand.phone} (${brand.phoneHours}) or at ${brand.emails.concierge}`;

/** A worry about health gets a doctor, never a product: kind, short, and with nothing to buy. */
export function referral(brand: Brand, concern: HealthConcern): string {
  switch (concern) {
    case 'reaction':
      return `I am sorry that happened. Please stop using it, and see a dermatologist or your doctor, who can tell what it is. If your face, lips or throat swell, or you find it hard to breathe, get emergency help at once. Please also tell ${concierge(brand)}, so we can look into it with you.`;
    case 'pregnancy-or-medication':
      return 'That is a question for your doctor, midwife or pharmacist, who know your health and what you take. Please ask them before you start anything new, and bring the ingredient list with you. I am not able to give medical advice.';
    case 'condition':
      return 'I am sorry you are dealing with that. I cannot tell what it is, and I would not want to guess: please see a dermatologist or your doctor, who can look at it properly. If it changes quickly, bleeds, spreads or you feel unwell, please do not wait.';
  }
}

export function fallback(brand: Brand): string {
  return `I am not sure about that, and I would rather not guess. ${concierge(brand).replace(/^our/, 'Our')} can help, or write to us at /contact. I can answer questions about our products, services, prices, houses, booking and the four ${brand.name} domains.`;
}

function contactFacts(brand: Brand, lower: string): string {
  if (asks.buyer.test(lower)) {
    return `The acquisitions team is at ${brand.emails.acquisitions}, and replies ${brand.replyPromise}; you can also use the enquiry form at /inquire. For anything else, ${concierge(brand)}.`;
  }
  return `Our concierge answers on ${brand.phone} (${brand.phoneHours}) and at ${brand.emails.concierge}, in ${brand.languages.join(', ').replace(/, ([^,]*)$/, ' and $1')}. You can also write to us at /contact; we reply ${brand.replyPromise}.`;
}

/** The houses, from the site's documents: how many, and which. */
function housesFacts(brand: Brand, index: SiteSearchIndex): string | null {
  const houses = index.documents('location');
  if (houses.length === 0) return null;
  const names = houses.map((house) => house.title.replace(new RegExp(`^${brand.name} `), ''));
  return `${brand.name} has ${houses.length} houses: ${names.join(', ').replace(/, ([^,]*)$/, ' and $1')}. Each has its page, with its address and opening hours, at /local.`;
}

/**
 * The least or most expensive of a kind of thing ("the cheapest add-on", "your most expensive
 * experience"): among the priced documents named by the question's other words (in their title or
 * the words that name them), or null when the question names no such kind.
 */
function extremePrice(index: SiteSearchIndex, subject: readonly string[], dearest: boolean): string | null {
  const priced = index.documents().filter((document) => document.facts?.price);
  // The kind is what the most of the question's words name ("hair product": the hair products, not every product).
  const naming = new Map(priced.map((document) => [document, subject.filter((term) => index.names(document, [term])).length]));
  const most = Math.max(0, ...naming.values());
  if (most === 0) return null;
  const kind = priced.filter((document) => naming.get(document) === most);
  const sorted = [...kind].sort((a, b) => amount(a.facts!.price!) - amount(b.facts!.price!));
  const pick = dearest ? sorted[sorted.length - 1]! : sorted[0]!;
  const others = sorted.length > 1 ? ` Of the ${sorted.length}, the ${dearest ? 'least' : 'most'} expensive is ${(dearest ? sorted[0]! : sorted[sorted.length - 1]!).title}, at ${(dearest ? sorted[0]! : sorted[sorted.length - 1]!).facts!.price}.` : '';
  return `The ${dearest ? 'most' : 'least'} expensive is ${pick.title}, at ${pick.facts!.price}${pick.facts!.duration ? ` for ${pick.facts!.duration}` : ''}. ${pick.path}${others}`;
}

/** One day's opening hours from a house's week ("Sunday 11:00-18:00"), when the question names a day. */
function dayHours(hours: string, lower: string): string | null {
  const day = DAYS.find((name) => new RegExp(`\\b${name}s?\\b`).test(lower));
  if (!day) return null;
  return hours.split(/,\s*/).find((part) => part.toLowerCase().startsWith(day))?.replace(/\s*\(.*\)$/, '') ?? null;
}

/**
 * The documents that best answer the question, and the question they answer: asked again with the
 * visitor's previous question when this one leans on it ("how much is it?").
 */
function retrieve(index: SiteSearchIndex, question: string, history: readonly ChatTurn[], answers: (entry: RankedDocument, asked: string) => boolean): { ranked: RankedDocument[]; asked: string } {
  const ranked = index.search(question, { limit: 8, maxLength: MAX_QUESTION_LENGTH });
  if (ranked.slice(0, 3).some((entry) => answers(entry, question))) return { ranked, asked: question };
  const previous = [...history].reverse().find((turn) => turn.role === 'user');
  if (!previous) return { ranked, asked: question };
  const followUp = index.search(`${previous.content} ${question}`, { limit: 8, maxLength: 2 * MAX_QUESTION_LENGTH });
  return followUp[0] && answers(followUp[0], previous.content) ? { ranked: followUp, asked: previous.content } : { ranked, asked: question };
}

/**
 * The built-in advisor: it finds the site's documents that answer the question (the same engine and
 * documents as /search) and composes its reply from the best of them, stating the facts asked for
 * (price, duration, opening hours, address) with the page's link. Deterministic, so it is tested like
 * any other function, on the relevance sets (scripts/search/relevance.ts). In order:
 * - a worry about health gets a referral to a doctor, and nothing to buy (./health.ts);
 * - facts asked directly: the concierge's phone and emails, how many houses, the cheapest or dearest
 *   of a kind of thing;
 * - otherwise it answers only when a document answers enough of what was asked (`coverage`, `ENOUGH`),
 *   with the sentence that says it where there is one (`passageFor`), and says plainly when none
 *   does, with the concierge and no link but the contact page.
 */
export function advise({ brand, index }: AdvisorSources, message: string, history: readonly ChatTurn[] = []): string {
  // Lower case, a mistyped asking word read as the word: what every rule below reads.
  const text = askedText(message.trim());

  if (asks.greeting.test(text) && text.split(/\s+/).length <= 4) {
    return `Hello, I am ${brand.advisorName}, the ${brand.name} beauty advisor. Ask me about skin, hair or makeup for melanin-rich beauty, our prices, a house near you, booking an appointment, or the four ${brand.name} domains.`;
  }
  const concern = healthConcern(message);
  if (concern) return referral(brand, concern);
  if (!index) return asks.contact.test(text) ? contactFacts(brand, text) : fallback(brand);
  if (asks.arithmetic.test(text)) return fallback(brand);

  if (asks.houseList.test(text)) {
    const houses = housesFacts(brand, index);
    if (houses) return houses;
  }
  const places = index.places();
  /** Whether the question names an item: half of its title's words are in it ("the serum" alone names no serum). */
  const names = (document: SearchDocument, asking: readonly string[]) => {
    if (document.kind !== 'product' && document.kind !== 'service') return false;
    const titleTerms = [...index.namingTerms({ ...document, keywords: '' })];
    return titleTerms.filter((term) => SiteSearchIndex.found([term], new Set(asking)).length > 0).length * 2 >= titleTerms.length;
  };
  const subjectOf = (asked: string, { kinds = false } = {}) => {
    const terms = index.terms(asked, MAX_QUESTION_LENGTH);
    // A number alone ("15% of 240") says what is counted only with its words; "your products" says
    // nothing of which, except of the cheapest or dearest ("skin product").
    const subject = terms.filter((term) => !ASKING_TERMS.has(term) && !BODY_TERMS.has(term) && !brandTerms.includes(term) && !/^\d+$/.test(term) && (kinds || !KIND_TERMS.has(term)));
    // The house's own name is the subject only when nothing else is ("who is Noirelle for?").
    return subject.length > 0 ? subject : terms.filter((term) => brandTerms.includes(term));
  };
  const brandTerms = index.terms(brand.name);
  const subject = subjectOf(text);
  const aboutHouses = asks.houses.test(text) || (subject.length > 0 && subject.every((term) => places.has(term)));
  const askedPrice = asks.price.test(text);
  const askedDuration = asks.duration.test(text);
  const answers = (entry: RankedDocument, asked: string) => {
    const asking = asked === text ? subject : subjectOf(asked);
    // An item the question names answers the fact asked of it, whatever else the question tells
    // ("booking the Signature Complexion Session before a wedding: how long is it?").
    if (names(entry.document, asking) && ((askedPrice && entry.document.facts?.price) || (askedDuration && entry.document.facts?.duration))) return true;
    const housesAsked = aboutHouses || asks.houses.test(asked.toLowerCase());
    const share = coverage(index, entry, asking, places, housesAsked);
    if (TWO_WORDS.has(entry.document.kind) && asking.length >= 2 && share * asking.length < 2) return false;
    return share >= ENOUGH[entry.document.kind];
  };

  const dearest = asks.dearest.test(text);
  if (dearest || asks.cheapest.test(text)) {
    const extreme = extremePrice(index, subjectOf(text, { kinds: true }), dearest);
    if (extreme) return extreme;
  }
  // How to reach the house: the concierge answers for every house (they have no numbers of their own).
  if (asks.contact.test(text)) return contactFacts(brand, text);

  const { ranked, asked } = retrieve(index, text, history, answers);
  const askedSubject = asked === text ? subject : subjectOf(asked);
  const covered = (entry: RankedDocument) => coverage(index, entry, askedSubject, places, aboutHouses);
  // The best three (a page that shares one word with the question can outrank the item that
  // answers it), and the house of a place the question names wherever it ranks (/local, which
  // lists every city, ranks first).
  const named = new Set(askedSubject.filter((term) => places.has(term)));
  const candidates = ranked.filter((entry, rank) => rank < 3 || (entry.document.kind === 'location' && entry.matchedTerms.some((term) => named.has(term))));
  const answering = candidates.filter((entry) => answers(entry, asked));
  // What answers most of the question, the better ranked on a tie; the house's own answer to a
  // /chat question first when it answers as much.
  const most = Math.max(0, ...answering.map(covered));
  const best =
    answering.find((entry) => entry.document.kind === 'question' && covered(entry) >= most) ??
    // Over an article's sentence, the house's own answer to a /chat question that answers too.
    (answering.some((entry) => covered(entry) >= most && entry.document.kind === 'article') ? answering.find((entry) => entry.document.kind === 'question') : undefined) ??
    answering.find((entry) => covered(entry) >= most);

  if (asks.domains.test(text)) {
    const article = ranked.find((entry) => entry.document.kind === 'article');
    return [
      `The four ${brand.name} domains (${brand.domains.join(', ')}) are offered together, as one digital asset package, to a serious buyer. They are not sold individually. There is no auction.`,
      `To start a conversation, use the enquiry form at /inquire or write to ${brand.emails.acquisitions}; the team replies ${brand.replyPromise}. Registering your interest is not a newsletter subscription.${article ? ` The package is described at ${article.document.path}.` : ''}`,
    ].join('\n\n');
  }

  if (!best) return fallback(brand);

  // The /chat page's own questions are answered with the page's own words, and with the item that
  // answers the question too, when one does (a sunscreen question gets the sunscreen).
  if (best.document.kind === 'question' && best.document.facts?.answer) {
    const item = ranked.slice(0, 4).find((entry) => entry !== best && (entry.document.kind === 'product' || entry.document.kind === 'service') && answers(entry, asked));
    return item ? `${best.document.facts.answer}\n\nFrom the collection:\n${itemLine(item.document)}` : best.document.facts.answer;
  }

  // The house that answers, or the one whose city the question names when a page about the houses ranks first.
  const house = (best.document.kind === 'location' ? best : answering.find((entry) => entry.document.kind === 'location' && entry.matchedTerms.some((term) => places.has(term))))?.document;
  if (house) {
    const { address, hours = '' } = house.facts ?? {};
    const where = asks.address.test(text) || !asks.hours.test(text);
    const when = asks.hours.test(text) || !asks.address.test(text);
    const day = when ? dayHours(hours, text) : null;
    const said = [where ? `${house.title} is at ${address}.` : '', when ? (day ? `${where ? 'It is open' : `${house.title} is open`} on ${day} (local time).` : `${where ? 'It is open' : `${house.title} is open`}: ${hours}.`) : ''].filter(Boolean);
    return `${said.join(' ')} Everything about the house is at ${house.path}, and you can book at /booking.`;
  }

  // "How much" asks a price only of what has one ("how much training" asks of an article), and of
  // what the question names first ("fake lashes on top of my makeup appointment": the lashes).
  const fact = askedPrice ? 'price' : 'duration';
  const priced = (askedPrice || askedDuration) && (withFact(answering.filter((entry) => names(entry.document, askedSubject)), fact) ?? withFact(answering, fact));
  if (priced) return `${priceAndDuration(priced.document, askedDuration)} ${priced.document.path}`;

  if (best.document.kind === 'service' && best.document.path === '/beauty') {
    return `${best.document.title}: ${best.document.description} It is described chapter by chapter at /beauty, and you can ask for an invitation at /booking.`;
  }

  // An item the question names, asked about something its copy says ("does the serum protect from
  // heat?"): the sentence that says it. An article or a page: the sentence that answers.
  const namedItem = names(best.document, askedSubject);
  const passage = namedItem || best.document.kind === 'article' || best.document.kind === 'page' ? passageFor(index, best.document, askedSubject) : null;
  if (passage && namedItem && (best.document.kind === 'product' || best.document.kind === 'service')) {
    return `${best.document.title}: ${passage} ${best.document.facts?.price ? `(${best.document.facts.price}) ` : ''}${best.document.path}`;
  }
  if (best.document.kind === 'article' || best.document.kind === 'page') return `${best.document.title}: ${passage ?? best.document.description} ${best.document.path}`;

  // Items that answer as much of the question as the best document does: not those that share a word with it.
  const items = ranked.filter((entry) => (entry.document.kind === 'product' || entry.document.kind === 'service') && answers(entry, asked) && covered(entry) >= covered(best)).slice(0, 3);
  if (items.length > 0) {
    return `For that, I would look at:\n${items.map((entry) => itemLine(entry.document)).join('\n')}\n\nFor advice in person, our specialists are at /booking.`;
  }
  return `${best.document.title}: ${best.document.description} ${best.document.path}`;
}

/** The few documents that answer a question best, as facts a hosted model can answer from (Flowise's grounding). */
export function groundingFacts(index: SiteSearchIndex | null, question: string, limit = 5): string {
  if (!index) return '';
  return index
    .search(question, { limit })
    .map(({ document }) => {
      const facts = Object.entries(document.facts ?? {})
        .filter(([name]) => name !== 'answer')
        .map(([name, value]) => `${name}: ${value}`);
      return [`${document.title} (${document.path})`, document.description, ...facts].join('\n');
    })
    .join('\n\n');
}
