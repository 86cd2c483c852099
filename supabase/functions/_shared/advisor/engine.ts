import { editDistance, indexTerm, KNOWN_WORDS, MAX_QUESTION_LENGTH, queryTerms, SiteSearchIndex, STOP_WORDS, summaryOf, VISITING, type RankedDocument, type SearchDocument } from 'shared/search';
import type { Brand } from '../brand.ts';
import { askedClaim, askedTerms, states, statesTerms, type Claim, type Terms } from './claims.ts';
import { healthConcern, type HealthConcern } from './health.ts';
import { conciergeIn, dayAsked, durationIn, hoursIn, onlyEnglishIn, otherLanguage, referralIn, VOCABULARY, withHouseCities, withoutCommonWords, type OtherLanguage } from './language.ts';

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
  // "How much" asks a price of what follows it, not of a noun ("how much training", "how much do I put on").
  price: /\b(price|prices|priced|cost|costs|how much(?= (?:is|are|does|do|did|will|would|for|to|money|it|they|that|this|the|a|an|extra|more|less|roughly|altogether)\b|[?.!,]|$)(?! (?:[\w'-]+ ){0,7}(?:put|use|apply|need)\b)|expensive|extra|charge|fee|fees|the damage|set (me|you|us) back|pay|spend|bucks|cheaper|pricier|dearer)\b/,
  /** Two things weighed against each other. */
  comparison: /\b(vs\.?|versus|compared?( to| with)?|difference|better|cheaper|pricier|dearer|quicker|faster|longer|shorter|or the)\b/,
  // Not "how many hours of practice": a count of something else.
  duration: /\b(how long|duration|how many (hours|minutes)(?! of))\b/,
  // Or a visit planned in everyday words ("can I pop in at noon?"): the search engine's phrase.
  hours: new RegExp(`\\b(open|opens|opening|close|closes|closed|closing|hours|what time|early|late)\\b|${VISITING.source}`),
  address: /\b(where|address|street|suite|post ?code|postal code|zip(?: code)?|located|location|find you|find noirelle|directions|get to)\b/,
  /** What a thing is or holds, asked of it. */
  whatItIs: /\bwhat (?:happens|is it|is that|is this|is included|'s included|s included|do (?:you|they|i) (?:do|get)|does it (?:involve|include|do)|is in it|goes on)\b|\bwhat(?:'s| is) (?:it|that|this) like\b|\btell me (?:more )?about\b|\bdescribe\b/,
  /** Whether the house has a thing at all. */
  selling: /\b(do|does|can) (you|you guys|y'?all|noirelle|the house|your (?:houses?|salons?)) (sell|have|carry|stock|offer|make|do)\b|\bwhere can i (buy|get)\b|\bcan (?:i|we) get\b/,
  /** A question about the houses themselves: only then is a city's name a fact about one of them. */
  houses: /\b(houses?|salons?|shops?|stores?|boutiques?|locations?|branch(es)?|flagship|studios?|visit|come in|open|opens|opening|close|closes|closing|hours|what time|where|address|located|directions|get to|(a|your) noirelle)\b/,
  /** Which houses there are, or how many. */
  houseList: /\b(how many|number of|which|what|list( of)?( your| the)?|all( your| the)?)\s+(\w+\s+)?(houses|salons|locations|shops|stores|boutiques|cities|countries)\b(?! (?:sell|sells|carry|carries|stock|stocks)\b)|\bwhere are (you|your (houses|salons|locations))\b/,
  cheapest: /\b(cheapest|least expensive|most affordable|lowest[- ]price[ds]?|least costly|costs? the least|least money|lowest cost|inexpensive)\b/,
  dearest: /\b(dearest|most expensive|priciest|highest[- ]price[ds]?|most costly|costs? the most|most money|top[- ]priced|priced highest|biggest splurge)\b/,
  /** When and where the house itself began, asked of the house (not of a person or a house's city). */
  origin: /\b(?:when|what year|which year) (?:was|were|did) (?:the house|noirelle|you|you guys|y'?all|the brand|the company|your (?:house|brand|company)) (?:\w+ )?(?:founded|established|start(?:ed)?|begin|began|open(?:ed)?|launch(?:ed)?|set up)\b|\bhow old is (?:the house|noirelle|the brand|the company|your (?:house|brand|company))\b|\bhow long (?:have|has) (?:you|you guys|y'?all|noirelle|the house|the brand) been (?:around|open|in business|going)\b|\b(?:noirelle|the house|the brand|your (?:house|brand|company)) (?:was )?(?:founded|established)\b/,
  /** The house's head office. */
  headOffice: /\b(?:head ?office|headquarters|head quarters|hq|main office|corporate office|registered office)\b/,
  /** Where on the site a thing is kept ("where could I see your returns policy?", "where do you keep your articles?"). */
  sitePage: /\bwhere (?:can|could|do|would|should|might|will) (?:i|we|one|you) (?:\w+ ){0,2}?(?:see|read|browse|find|look|view|keep|list)\b/,
  domains: /\b(domain|domains|acquir(?:e|es|ed|ing)|acquisition|asset package|for sale|auction|portfolio|noirelle\.(beauty|skin|hair|makeup))\b|(?<![\w.])\.(beauty|skin|hair|makeup)\b/,
  greeting: /^(hi|hello|hey|good (morning|afternoon|evening)|bonjour|hola|salut)\b/,
  /** Sums: what a beauty house's documents never answer, though their numbers may meet the question's. */
  arithmetic: /\b\d+(\.\d+)?\s*(%|percent|per cent)\s+of\s+\d|\b\d+(\.\d+)?\s*([-+*/×÷x]|plus|minus|times|divided by|multiplied by)\s*\d|\b(square|cube) root\b/,

  // "number" alone may be a street's.
  // "Call" and "ring" as reaching someone, not a film's "call time" or "take a call" during a visit.
  contact: /\b(phone|telephone|(?:call|ring)(?! time| sheet)(?<!\b(?:take|taking|took|a|my|on a|the) (?:call|ring))|(phone|contact|telephone) number|number to call|your number|e-?mail|email address|contact|reach|in touch|speak|talk to|concierge|gets? back to (me|us)|hear back|response time|turnaround)\b/,
  buyer: /\b(acquisitions?|buy(ing)? the domains?|buyers?|investors?|domains?|asset package|register(ing|ed)? (my )?interest|noirelle\.(beauty|skin|hair|makeup))\b/,
};

/**
 * Kinds of place that are not a beauty house: what is open, or where, when a question names one of
 * them is that place, not the house near it ("what time does the palace open?", "a hotel near
 * Mount Street"), unless the question also speaks of the house or of what it does.
 */
const OTHER_PLACE = '(?:hotels?|motels?|hostels?|airbnbs?|restaurants?|brunch(?: spots?)?|cafes?|cafés?|coffee shops?|bars?|pubs?|night ?clubs?|palaces?|museums?|galler(?:y|ies)|theat(?:re|er)s?|opera houses?|cinemas?|stadiums?|arenas?|airports?|stations?|churche?s?|cathedrals?|basilicas?|monuments?|towers?|zoos?|parks?|markets?|malls?|beach(?:es)?|embass(?:y|ies)|consulates?|banks?|pharmac(?:y|ies)|hospitals?|schools?|universit(?:y|ies)|gyms?)';
/** Another place asked for ("recommend a hotel", "brunch spots near"), or asked when it opens ("the palace open"). */
const OTHER_PLACE_ASKED = new RegExp(`\\b(?:recommend|suggest|any|good|best|nice|nearest|find)\\s+(?:\\w+\\s+){0,2}${OTHER_PLACE}\\b|\\b${OTHER_PLACE}\\s+(?:\\w+\\s+){0,2}(?:near|nearby|close to|around|within|open|opens|close|closes|closed)\\b`);
const OF_THE_HOUSE = /\b(?:houses?|salons?|spa|noirelle|appointments?|book(?:ing|ed)?|hair|hiar|skin|make-?up|nails?|braids?|facials?|treatments?|stylists?|artists?|your|ur|(?:are|r) (?:you|u)|(?:you|u) guys|y'?all)\b/;
/**
 * A place asked by its own name when it opens ("when does the Prado shut?"): not a house, whose
 * name says it is one ("the Brera atelier", "the Atlanta one"), or names where it is.
 */
// Asked as hours ("what time", "when"): a sale, a booking or an offer is open or closes too.
const NAMED_PLACE_HOURS = /\b(?:what time|when|how late|how early|until when|till when) (?:does|do|is|are|will) the ((?:[\p{L}'-]+ ){0,3}?)[\p{L}'-]+ (?:(?:already|still|even) )?(?:open|opens|close|closes|shut|shuts)\b/u;
const HOUSE_NAMES_ITSELF = /\b(?:houses?|salons?|atelier|studio|shop|store|boutique|flagship|location|branch|spa|one|place|noirelle)\b/;
const namedPlaceHours = (question: string, places: ReadonlySet<string>) => {
  const asked = NAMED_PLACE_HOURS.exec(question);
  return asked !== null && !HOUSE_NAMES_ITSELF.test(asked[0]) && !asked[0].split(/\s+/).some((word) => places.has(indexTerm(word) ?? ''));
};
/** Another place than a house is what the question asks about, and nothing of the house is asked. */
const elsewhere = (question: string, places: ReadonlySet<string>) => (OTHER_PLACE_ASKED.test(question) || namedPlaceHours(question, places)) && !OF_THE_HOUSE.test(question);

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** The words that say what is asked for, and the days: a visitor's typo in one of them is read as the word ("adress", "sundy"). */
const ASKING_WORDS = ['address', 'opening', 'closing', 'duration', 'cheapest', 'expensive', 'telephone', 'located', 'directions', 'contact', 'concierge', 'email', 'phone', 'where', 'hours', ...DAYS];

/** A beauty word the copy does not use, asked for: what the house does not sell or do. */
const KNOWN_WORDS_ASKED = new RegExp(`\\b(${[...KNOWN_WORDS].join('|')})\\b`);

/** How a chat spells the short words that ask ("hw much", "wat time", "is it opn"). */
const CHAT_SPELLINGS: Record<string, string> = { hw: 'how', muh: 'much', mutch: 'much', mch: 'much', wat: 'what', wht: 'what', wut: 'what', wot: 'what', whn: 'when', wen: 'when', wher: 'where', whr: 'where', hiw: 'how', evry: 'every', opn: 'open', u: 'you', ur: 'your', urs: 'yours', r: 'are', n: 'and', w: 'with', abt: 'about', pls: 'please', plz: 'please', hrs: 'hours' };

/** The question in lower case, with a mistyped asking word read as the word. */
function askedText(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\p{L}+/gu, (word) => CHAT_SPELLINGS[word] ?? word)
    // A typo keeps the word's first letter ("losing" is no mistyped "closing"), and a word of its
    // own is no typo ("were" is not "where").
    .replace(/\p{L}{4,}/gu, (word) => (STOP_WORDS.has(word) ? word : (ASKING_WORDS.find((asking) => asking !== word && asking[0] === word[0] && editDistance(word, asking, 1) <= 1) ?? word)))
    // Where the visitor read it says nothing of what is asked ("according to your press"): the
    // topic it names does ("your piece on inclusivity").
    .replace(/\b(?:according to|as (?:stated|said|written|reported) in|in|from) (?:your|this|that) (?:press|piece|article|report|blog(?: post)?|post|write-?up)\b/g, ' ')
    // Nor does who the visitor is, said first ("Makeup artist here.", "Skeptic here:"): it would
    // name the service of that name.
    .replace(/^\s*(?:[\p{L}-]+ ){0,3}[\p{L}-]+ here\s*[.:,;!-]+/u, ' ');
}

/** Words as the index keeps them (folded and stemmed), to compare with a question's terms. */
const inIndexForm = (words: readonly string[]): ReadonlySet<string> => new Set(words.flatMap((word) => indexTerm(word) ?? []));

/** Index terms that only say what kind of answer is wanted (a price, a time, a place): no subject to look for. */
const ASKING_TERMS = inIndexForm(['price', 'cost', 'expensive', 'extra', 'charge', 'fee', 'duration', 'take', 'last', 'hour', 'open', 'opening', 'close', 'closing', 'time', 'early', 'late', 'address', 'located', 'location', 'direction', 'street', 'full', 'exact', 'exactly', 'post', 'code', 'postcode', 'zip', 'near', 'nearby', 'far', 'gps', 'satnav', 'map', 'navigation', 'cheapest', 'dearest', 'priciest', 'affordable', 'lowest', 'highest', 'least', 'costly', 'number', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekend', 'today', 'tomorrow', 'tonight', 'next', 'week', 'month', 'soon', 'later', 'city', 'article', 'page',
  // When in the day, and a visit planned: the time of the question, not its subject.
  'morning', 'afternoon', 'lunchtime', 'lunch', 'noon', 'midday', 'plan', 'trip',
  // How near: the question is where the house is.
  'stay', 'staying', 'walk', 'walking', 'distance', 'close', 'closest', 'nearest', 'anywhere',
  // Whether the house has a thing: "do you carry an eyelash serum?" asks about the serum.
  'sell', 'carry', 'stock', 'offer', 'available',
  // Prices and lengths in everyday words, and two things weighed.
  'pay', 'spend', 'buck', 'quid', 'roughly', 'approximately', 'cheaper', 'pricier', 'dearer', 'quicker', 'faster', 'longer', 'shorter', 'compare', 'difference', 'versus', 'vs',
  // Whose, and a name asked for, and whether something is so: the form of the question ("is it true
  // the Houston founder once…? Whose idea, and what name does she go by?"). "Really" is a stop word already.
  'whose', 'name', 'called', 'true']);

/**
 * Where on the body: the context of a question about skin ("melasma on my cheeks"), not what it
 * asks for. A worry about the body is ./health.ts's.
 */
const BODY_TERMS = inIndexForm(['cheek', 'forehead', 'chin', 'jaw', 'jawline', 'neck', 'nose', 'leg', 'arm', 'chest', 'back', 'shoulder', 'knee', 'elbow', 'foot', 'feet', 'thigh', 'belly', 'stomach', 'underarm', 'armpit', 'body']);

/** Words that say a kind of thing the house sells, not which: "are your products vegan?" asks about "vegan". */
const KIND_TERMS = inIndexForm(['product', 'item', 'thing', 'range', 'line', 'formula', 'brand']);
/** A named item's price, length or booking asked in other words ("will it take all afternoon?", "between the two"). */
const ITEM_FACT_ASKED = /\b(?:time|long|hours?|minutes?|afternoon|morning|evening|all day|between|book|booking|booked|appointment|included|includes?)\b/;

/** Words that say a house, whichever one: with a city's name, they name a house. */
/** A question that speaks of an article as one. */
const ARTICLE_NAMED = /\b(?:essay|article|piece|post|write-?up|feature|column|interview|portrait|story)\b/;

/** What the words an article's sentence shares with a question must weigh for it to answer (two rare-ish words). */
const ARTICLE_LINE_WEIGHT = 5;

/** Figures a buyer asks of the domains: what the pages state, or the acquisitions team does. */
const DOMAIN_FIGURES = /\bhow much\b|\b(?:traffic|visitors|visits|page ?views|revenue|turnover|valuation|valued|profit|earnings|figures|numbers|stats|statistics|metrics|asking price|reserve price)\b/;

/** The people who run a house, as the copy names them ("Owner Jolie Broussard"). */
const PERSON_TERMS = inIndexForm(['owner', 'director', 'founder', 'manager']);
const HOUSE_TERMS = inIndexForm(['house', 'salon', 'shop', 'store', 'boutique', 'spa', 'studio', 'branch', 'visit']);

/**
 * How much of a question a document answers: the share of the question's subject words (what it
 * asks about, not how it asks) that the document matched. A city's name counts only when the
 * question is about the houses: "the capital of France" is not a question about the Paris house.
 */
function coverage(index: SiteSearchIndex, entry: RankedDocument, subject: readonly string[], places: ReadonlySet<string>, aboutHouses: boolean, question = ''): number {
  if (entry.document.kind === 'location') {
    // "Who" asks for a person, and a house's page names none: the press portrait of the houses does.
    // So does a question about its owner or director ("tell me about the founder of the Houston salon").
    if (/\bwho\b/.test(question) || subject.some((term) => PERSON_TERMS.has(term))) return 0;
    // Nor is it the answer for another place near it ("coffee shops close to Hyde Park").
    if (elsewhere(question, places)) return 0;
    // A question that names a city is about that city's house, or about nothing the houses answer
    // (its weather, its museums); one that names none must ask about the houses ("your flagship").
    const named = subject.filter((term) => places.has(term));
    if (named.length > 0 ? !entry.matchedTerms.some((term) => named.includes(term)) : !aboutHouses) return 0;
    // What is asked of the house must be on its page too: "valet at the Lagos salon" is not. A
    // line of its page that says most of what is asked, two words at least, answers ("marrying in
    // Paris next spring: is a bridal consultation something the house gives?").
    const asked = subject.filter((term) => !places.has(term) && !HOUSE_TERMS.has(term));
    if (asked.length === 0) return 1;
    const inOneLine = Math.max(0, ...index.passages(entry.document).map((passage) => SiteSearchIndex.found(asked, passage.terms).length));
    // A word only this house's page uses, of five letters or more, names what is near it ("the
    // Frick", "La Scala", "the Château Frontenac").
    const ownWord = asked.some((term) => term.length >= 5 && index.documentFrequency(term) === 1 && entry.matchedTerms.includes(term));
    return (inOneLine >= 2 && inOneLine * 2 >= asked.length) || (ownWord && aboutHouses) ? 1 : entry.matchedTerms.filter((term) => asked.includes(term)).length / asked.length;
  }
  if (subject.length === 0) return 0;
  // An item the question names is what it asks about; what it asks of it is for its sentences to say.
  if (namesItem(index, entry.document, subject)) return 1;
  // A question of the site's own that the visitor asks in more words ("my cousin keeps telling me
  // deep skin still needs an SPF every day: is she right?"): most of its words are in theirs.
  if (entry.document.kind === 'question') {
    const its = index.terms(entry.document.title, Infinity).filter((term) => !ASKING_TERMS.has(term));
    const asked = its.length >= 2 ? SiteSearchIndex.found(its, new Set(subject), { prefixes: false }).length : 0;
    if (asked >= 3 && asked * 3 >= its.length * 2) return 1;
  }
  const counted = subject.filter((term) => !places.has(term));
  if (entry.document.kind === 'article' || entry.document.kind === 'page') {
    // An article's or a page's long copy touches most words somewhere: it answers what one of its
    // sentences says, with its name ("how much training do facialists get": the sentence on training).
    // "A salon" in an article's story is no answer about the houses. A city the question names must
    // be in that sentence, or the heading it sits under ("who manages the Lagos house": the Lagos
    // paragraph), not merely in the article's name; then what is asked of it is the subject.
    // An article the question names, as one ("in the gloss essay", "your piece on the domains"): it
    // is what the question is about, as an item named is; its sentences say what is asked of it.
    if (entry.document.kind === 'article' && ARTICLE_NAMED.test(question) && index.terms(entry.document.title).some((term) => subject.includes(term) && index.documentFrequency(term) <= 2)) return 1;
    const named = subject.filter((term) => places.has(term));
    // Who runs a house is one thing asked, however many words say it ("the woman behind": owner, director).
    const personAsked = counted.some((term) => PERSON_TERMS.has(term));
    const asked = counted.filter((term) => !HOUSE_TERMS.has(term) && !PERSON_TERMS.has(term));
    const askedCount = asked.length + (personAsked ? 1 : 0);
    if (named.length > 0 && askedCount === 0) return 0;
    const naming = index.namingTerms(entry.document);
    const namesPerson = (terms: ReadonlySet<string>) => (personAsked && [...PERSON_TERMS].some((term) => terms.has(term)) ? 1 : 0);
    const sentences = index.passages(entry.document).filter((passage) => named.every((place) => passage.terms.has(place)));
    // A sentence about the city named that says the kind of thing asked for ("who is the owner in
    // Houston": a name) says one more of what is asked, when it says something of it too.
    const wanted = named.length > 0 ? ANSWER_KINDS.filter((kind) => kind.asks.test(question)) : [];
    const saying = (passage: { text: string; terms: ReadonlySet<string> }) => {
      const terms = new Set([...naming, ...passage.terms]);
      const found = SiteSearchIndex.found(asked, terms).length + namesPerson(terms);
      return Math.min(askedCount, found + (found > 0 && wanted.some((kind) => saysKind(index, kind, passage.text)) ? 1 : 0));
    };
    const said = Math.max(named.length > 0 ? 0 : SiteSearchIndex.found(asked, naming).length + namesPerson(naming), ...sentences.map(saying));
    // One word of the sentence about that city is chance ("the weather in Houston": the Houston
    // house's "cooler weather"), unless the question asks for what the sentence is ("who runs it").
    if (named.length > 0 && said < 2 && !ANSWER_KINDS.some((kind) => kind.asks.test(question))) return 0;
    return named.length > 0 ? (said / askedCount) * (said > 0 ? 1 : 0) : said / subject.length;
  }
  return entry.matchedTerms.filter((term) => counted.includes(term)).length / subject.length;
}

/** The words of an item's name, not its numbers ("SPF 50"), nor the house's own name ("The Noirelle Immersion"). */
const titleTerms = (index: SiteSearchIndex, document: SearchDocument) => index.terms(document.title).filter((term) => !/^\d+$/.test(term) && !houseName(index).has(term));
const houseNameOf = new WeakMap<SiteSearchIndex, ReadonlySet<string>>();
/** The house's own name: the words every house's title shares ("Noirelle Paris", "Noirelle Milan"). */
function houseName(index: SiteSearchIndex): ReadonlySet<string> {
  return memo(houseNameOf, index, () => {
    const [first, ...others] = index.documents('location').map((house) => new Set(index.terms(house.title, Infinity)));
    // One house's title alone would also give its city.
    return new Set(others.length === 0 ? [] : [...first!].filter((term) => others.every((title) => title.has(term))));
  });
}

/**
 * Whether the question names an item: two of its title's words (one of a one-word title), which
 * tell at least half of what its title tells, weighing each word by how rare it is on the site
 * ("the serum" alone names no serum; "the Sheer Shield" names Sheer Shield SPF 50; "black skin"
 * does not name Tailored Skincare for Black Skin).
 */
function namesItem(index: SiteSearchIndex, document: SearchDocument, asking: readonly string[]): boolean {
  if (document.kind !== 'product' && document.kind !== 'service') return false;
  const title = titleTerms(index, document);
  const named = title.filter((term) => asking.includes(term));
  const weight = (terms: readonly string[]) => terms.reduce((sum, term) => sum + index.rarity(term), 0);
  return named.length >= Math.min(2, title.length) && weight(named) * 2 >= weight(title);
}

/**
 * The sentence of a document that says most of what the question asks beyond the document's name
 * ("will the serum protect from heat": "it protects against heat up to 450°F"), if one says any;
 * with `beyondSummary`, only what its description does not say already.
 */
function passageFor(index: SiteSearchIndex, document: SearchDocument, subject: readonly string[], { beyondSummary = false, question = '' } = {}): string | null {
  const said = beyondSummary ? new Set([...index.namingTerms(document), ...index.terms(document.description, Infinity)]) : index.namingTerms(document);
  const wanted = ANSWER_KINDS.filter((kind) => kind.asks.test(question));
  // What is counted must be in the sentence that counts: "how many ml" needs "ml".
  const counted = index.terms(question.match(/\bhow many (\p{L}+)/u)?.[1] ?? '', Infinity);
  // The words that ask for the kind ("three times a week") are no subject a sentence must share.
  const kindWords = new Set(wanted.flatMap((kind) => index.terms(question.match(kind.asks)?.[0] ?? '', Infinity)).filter((term) => !counted.includes(term)));
  const beyondName = subject.filter((term) => SiteSearchIndex.found([term], said).length === 0 && !kindWords.has(term));
  // The words of an article's name count for half: they say which of its sentences is about the
  // question ("the lipstick index"). An item's name is in most of its sentences, and says nothing.
  const nameWords = document.kind === 'article' || document.kind === 'page' ? subject.filter((term) => !beyondName.includes(term) && !kindWords.has(term)) : [];
  // A place the question names is where the answer is: the sentences about it, when there are any.
  const places = subject.filter((term) => index.places().has(term));
  const about = index.passages(document).filter((passage) => places.every((place) => passage.terms.has(place)));
  // The document's own name is no phrase of the question's ("Second Skin" is in most of its sentences).
  const titleWords = new Set(wordsOf(document.title));
  const askedPairs = new Set([...wordPairs(question)].filter((pair) => !pair.split(' ').every((word) => titleWords.has(word))));
  let best: { text: string; found: number; pairs: number; heading?: string; terms: ReadonlySet<string> } | null = null;
  const pool = about.length > 0 ? about : index.passages(document);
  for (const passage of pool) {
    // Whole words only: "water" is not said by "waterproof". A rare word says more of what is
    // asked than a common one ("how often to reapply": the sentence on reapplying, not on dark marks),
    // and a sentence that says the kind of thing asked for (a person, a year, how often) says most.
    const words =
      SiteSearchIndex.found(beyondName, passage.terms, { prefixes: false }).reduce((sum, term) => sum + index.rarity(term), 0) +
      SiteSearchIndex.found(nameWords, passage.terms, { prefixes: false }).reduce((sum, term) => sum + index.rarity(term) / 2, 0);
    const sayingKind = wanted.some((answer) => saysKind(index, answer, passage.text)) && SiteSearchIndex.found(counted, passage.terms).length === counted.length;
    // A count of what was named ("how many shades": "five tinted shades") is the answer itself.
    const kind = sayingKind ? (counted.length > 0 ? 2 * ANSWER_KIND_WEIGHT : ANSWER_KIND_WEIGHT) : 0;
    const found = words + kind;
    // Of two that say as much, the one that says it in the question's own phrases ("very deep
    // skin": 9R's line, not 7R's "deep skin", where "very" is no word the index keeps), then the
    // shorter, which says it most plainly ("Knotless Braids", not "knotless braids London W1").
    const pairs = [...wordPairs(passage.text)].filter((pair) => askedPairs.has(pair)).length;
    const better = !best || found > best.found || (found === best.found && (pairs > best.pairs || (pairs === best.pairs && passage.text.length < best.text.length)));
    if (found > 0 && better) best = { text: passage.text, found, pairs, heading: passage.heading, terms: passage.terms };
  }
  if (!best) return null;
  // The heading it sits under says where or whom it is about ("London: Owner Abena Lindo …").
  const quoted = (passage: { text: string; heading?: string }) => (passage.heading ? `${passage.heading}: ${passage.text}` : passage.text);
  // What the question asks that this sentence does not say, when another sentence says it ("what
  // is it priced at, and what size bottle is it?"): that sentence too, the two answering together.
  // Or the kind of thing asked for, when it does not say it ("whose was it?": a name), in a sentence
  // about the place asked of, or about something asked.
  const unsaid = beyondName.filter((term) => SiteSearchIndex.found([term], best!.terms, { prefixes: false }).length === 0);
  const kindUnsaid = wanted.length > 0 && !wanted.some((kind) => saysKind(index, kind, best!.text));
  const weigh = (passage: (typeof pool)[number]) =>
    SiteSearchIndex.found(unsaid, passage.terms, { prefixes: false }).reduce((sum, term) => sum + index.rarity(term), 0) + (kindUnsaid && wanted.some((kind) => saysKind(index, kind, passage.text)) && (about.length > 0 || SiteSearchIndex.found(subject, passage.terms, { prefixes: false }).length > 0) ? ANSWER_KIND_WEIGHT : 0);
  const second = unsaid.length === 0 && !kindUnsaid ? undefined : pool.filter((passage) => passage.text !== best!.text).reduce<{ passage: (typeof pool)[number]; weight: number } | undefined>((top, passage) => {
    const weight = weigh(passage);
    return weight > (top?.weight ?? 0) ? { passage, weight } : top;
  }, undefined);
  return second && second.weight >= SECOND_SENTENCE_WEIGHT ? `${quoted(best)} ${quoted(second.passage)}` : quoted(best);
}

/** What a second sentence must add of the question to be quoted too: a word on few of the site's pages. */
const SECOND_SENTENCE_WEIGHT = 1.5;

/** The words of `text`, lower-cased, as written (no stems). */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];

/** Words that join a phrase rather than say it: "the shade" and "your shade" are one word's phrases. */
const GRAMMAR_WORDS: ReadonlySet<string> = new Set('a an the of on in to for with and or at by as is are be it its i my me you your we our us this that these those'.split(' '));

/**
 * The pairs of neighbouring words of `text`, lower-cased, that say something: "very deep skin" has
 * "very deep" and "deep skin"; "the shade" has none.
 */
function wordPairs(text: string): ReadonlySet<string> {
  const words = wordsOf(text);
  const pairs = words.slice(1).map((word, at) => [words[at]!, word] as const);
  return new Set(pairs.filter((pair) => !pair.some((word) => GRAMMAR_WORDS.has(word))).map((pair) => pair.join(' ')));
}

/**
 * The kinds of thing a question asks for by its form, and how a sentence says one: "who" asks for a
 * person (a name of two capitalised words, not at the start), "how often" for a frequency, "how do
 * I apply" for the gesture, "how much do I use" for an amount, "what year" for a year, "how many"
 * for a count.
 */
interface AnswerKind {
  asks: RegExp;
  says: RegExp;
  /** A person's name: capitalised words that are not all a place's or a house's ("New York, Milan"). */
  person?: true;
}
const ANSWER_KINDS: readonly AnswerKind[] = [
  // A name in a sentence of six words or more: not a title ("Beauty for Every Shade").
  { asks: /\bwho\b|\bwhose\b|\bwhat(?:'s| is) (?:her|his|their|the [\w-]+'s) name\b/, says: /^(?=(?:\S+\s+){5}\S)[\s\S]*\S\s+\p{Lu}\p{Ll}+(?:[- ]\p{Lu}\p{Ll}+)+/u, person: true },
  { asks: /\bhow often\b|\bhow many times\b|\b(?:\w+ times|twice|once) (?:a|in the|per|each) (?:day|week)\b|\bevery (?:single )?day\b|\bdaily\b|\bagain when\b|\breapply\b/, says: /\b(?:times? a (?:day|week|month)|daily|twice|once a|every (?:day|morning|evening|night|week|two|three|\d+)|morning and evening|each (?:morning|evening|night)|a week)\b/i },
  { asks: /\bhow (?:do|should|to|can|would|must) (?:i |you |we )?(?:use|apply|put|wear)\b|\b(?:ought|supposed) to be (?:used|applied)\b|\bhow (?:is it|it is|it's) (?:used|applied)\b/, says: /\b(?:apply|press|massage|warm|sweep|dispense|smooth|shake|mist|pat|blend)\b/i },
  { asks: /\bhow much (?:[\w'-]+ ){0,7}(?:put|use|apply|need)\b|\bhow many (?:drops|pumps)\b/, says: /\b(?:pumps?|drops?|pea-sized|finger-lengths?|amount|layer)\b/i },
  { asks: /\b(?:what year|when did|since when|how old|how long ago|founded|established)\b/, says: /\b(?:1[89]|20)\d\d\b/ },
  { asks: /\b(?:which|what) month\b|\bwhen in the year\b|\bwhat time of (?:the )?year\b/, says: /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/ },
  // A length of time ("how long do I leave it on": "allow one minute"), a place of origin ("where does
  // the shea come from": "from a cooperative in northern Ghana").
  { asks: /\bhow long\b|\bhow many (?:seconds|minutes|hours|days|weeks)\b/, says: /\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|few|several)[- ](?:\w+[- ])?(?:seconds?|minutes?|hours?|days?|weeks?|months?)\b/i },
  { asks: /\bwhere (?:\w+ ){0,10}(?:comes?|coming) from\b|\bwhere (?:\w+ ){0,10}(?:sourced|grown|harvested|made)\b|\bwhere from\b|\borigins?\b|\bprovenance\b|\bsourced\b/, says: /\b(?:from|in) (?:\p{Ll}+ ){0,2}\p{Lu}\p{Ll}+/u },
  { asks: /\bhow many\b|\btotal count\b|\bthe number of\b/, says: /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty)\b/i },
];
/** What a named item's copy must say to answer: a name ("what is it called?"), a share ("what percentage?"). */
const UNSAID_KINDS: readonly AnswerKind[] = [
  { asks: /\bwhat (?:is|are|'s|'re) (?:it|they|that|those|these|the [\w-]+(?: [\w-]+){0,3}) called\b|\bnames? of (?:the|its|their|each|every|all)\b|\bwhat (?:is|are) (?:its|their) names?\b/, says: /[\p{Ll},]\s+\p{Lu}\p{Ll}+/u },
  { asks: /\b(?:percentage|per ?cent|concentration)\b/, says: /\d+(?:\.\d+)?\s?%|\b\d+(?:\.\d+)?\s?per ?cent\b/i },
];

/** A value computed once per index: the site's words do not change while it serves. */
function memo<T>(cache: WeakMap<SiteSearchIndex, T>, index: SiteSearchIndex, compute: () => T): T {
  if (!cache.has(index)) cache.set(index, compute());
  return cache.get(index)!;
}
const houseWordsOf = new WeakMap<SiteSearchIndex, ReadonlySet<string>>();
const offeredTermsOf = new WeakMap<SiteSearchIndex, ReadonlySet<string>>();

/**
 * The words of what the house sells or does: every document's name and keywords, and the short
 * lines a house's page lists its services in ("Wig Customization and Install").
 */
function offeredTerms(index: SiteSearchIndex): ReadonlySet<string> {
  return memo(offeredTermsOf, index, () => {
    const named = index.documents().flatMap((document) => [...index.namingTerms(document)]);
    const listed = index.documents('location').flatMap((house) => index.passages(house).filter((line) => line.text.split(/\s+/).length <= SERVICE_LINE_WORDS).flatMap((line) => [...line.terms]));
    return new Set([...named, ...listed]);
  });
}
/**
 * The words of the trade: what a beauty house's visitor speaks of, whatever the site's copy says.
 * A question with none of them, nor a word of what the house sells or does (`offeredTerms`), is
 * about something else ("the weather in Houston in June", "who won the match last night"), however
 * many of its words the copy happens to use. A word of what the house does can still be chance ("the
 * check engine light": a "light menu"); such a question is not caught here.
 */
const TRADE_WORDS = inIndexForm([
  // The body as beauty speaks of it.
  'skin', 'complexion', 'face', 'facial', 'cheek', 'forehead', 'chin', 'jaw', 'jawline', 'neck', 'lip', 'lips', 'eye', 'eyes', 'eyelid', 'lash', 'brow', 'eyebrow', 'nail', 'hand', 'body', 'leg', 'arm', 'elbow', 'knee', 'foot', 'pore', 'hair', 'scalp', 'hairline', 'edge', 'end', 'strand', 'curl', 'coil', 'kink', 'wave', 'texture', 'undertone', 'tone', 'shade', 'melanin', 'pigment',
  // Its states and cares.
  'dry', 'dryness', 'oily', 'ashy', 'dull', 'glow', 'radiance', 'dark', 'deep', 'sensitive', 'breakout', 'blemish', 'pimple', 'acne', 'spot', 'mark', 'hyperpigmentation', 'pigmentation', 'discoloration', 'scar', 'wrinkle', 'line', 'ageing', 'aging', 'frizz', 'breakage', 'shrinkage', 'moisture', 'hydration', 'barrier', 'sun', 'spf', 'sunscreen', 'cast', 'flashback', 'matte', 'shine', 'finish', 'coverage', 'wear', 'routine', 'regimen', 'ingredient', 'formula', 'fragrance', 'scent',
  // What is put on or done.
  'product', 'cream', 'serum', 'oil', 'balm', 'butter', 'mask', 'cleanser', 'toner', 'moisturiser', 'moisturizer', 'lotion', 'exfoliant', 'peel', 'makeup', 'foundation', 'concealer', 'powder', 'primer', 'blush', 'bronzer', 'highlighter', 'lipstick', 'gloss', 'mascara', 'eyeliner', 'eyeshadow', 'palette', 'brush', 'sponge', 'shampoo', 'conditioner', 'gel', 'wig', 'weave', 'braid', 'loc', 'twist', 'cornrow', 'extension', 'relaxer', 'silk', 'press', 'blowout', 'trim', 'cut', 'colour', 'color', 'dye', 'style', 'styling', 'updo', 'wash', 'cleanse', 'apply', 'treatment', 'ritual', 'consultation', 'session', 'massage', 'manicure', 'pedicure', 'wax', 'bridal', 'wedding', 'beauty', 'cosmetic', 'skincare', 'haircare',
  // The house and its trade.
  'house', 'office', 'headquarters', 'hq', 'salon', 'spa', 'studio', 'stylist', 'artist', 'facialist', 'specialist', 'appointment', 'booking', 'book', 'reserve', 'visit', 'gift', 'price', 'cost', 'open', 'hour', 'address', 'concierge', 'contact', 'phone', 'email', 'owner', 'director', 'founder', 'team', 'staff', 'press', 'article', 'site', 'website', 'page', 'privacy', 'terms', 'advisor', 'chat', 'domain', 'buyer', 'acquisition', 'investor',
]);
const siteNamesOf = new WeakMap<SiteSearchIndex, ReadonlySet<string>>();
/** A capitalised word within a sentence: a name, not a sentence's first word. */
const NAME_IN_SENTENCE = /(?<=[\p{L}\p{N},;:’')]\s+)\p{Lu}[\p{Ll}’'-]{2,}/gu;
const CALENDAR = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/i;

/**
 * The names the site's copy gives (a person, a street, a brand it writes about: "Kendra Lassiter",
 * "Fenty"): a question about one is a question about what the site says. Not the days and months.
 */
function siteNames(index: SiteSearchIndex): ReadonlySet<string> {
  return memo(siteNamesOf, index, () => {
    const names = index.documents().flatMap((document) => [...`${document.description}\n${document.body ?? ''}`.matchAll(NAME_IN_SENTENCE)].map(([name]) => name).filter((name) => !CALENDAR.test(name)));
    return new Set(names.flatMap((name) => index.terms(name, Infinity)));
  });
}

/**
 * Subjects a beauty house does not advise on, in the phrases people ask them with: a car, money
 * and markets, code and devices, school work, sport, politics, the weather, cooking, general
 * knowledge. A question about one is declined even when it names something the copy names ("should
 * I put my money into beauty shares?"), unless it also names one of the house's items or houses.
 */
const OFF_TOPIC = new RegExp(
  [
    // Cars.
    String.raw`\b(?:my|the) (?:car|truck|motorbike|bike|van)\b`, String.raw`\b(?:engine|gearbox|brakes?|tyres?|tires?|oil change|mechanic)\b`, String.raw`\b(?:honda|toyota|ford|bmw|tesla|nissan|volkswagen)\b`,
    // Money and markets.
    String.raw`\bstocks?\b(?= (?:price|market|tip|pick|a good|worth)|\?|$)`, String.raw`\b(?:stock|share) (?:price|market)\b`, String.raw`\bshares in\b`, String.raw`\binvest(?:ing|ment)? in (?!noirelle|the (?:domains?|package|house))`, String.raw`\b(?:bitcoin|crypto(?:currency)?|ethereum|forex|mortgage|401k|pension|tax return|taxes)\b`,
    // Code and devices.
    String.raw`\b(?:javascript|python|java|sql|html|css|excel|spreadsheet|debug|compile|algorithm|laptop|iphone|android|wi-?fi|router|printer)\b`, String.raw`\bwrite (?:me )?(?:a |some )?(?:code|function|script|program)\b`,
    // School work and general knowledge.
    String.raw`\b(?:homework|assignment|exam|essay for (?:my|a) class|maths?|algebra|calculus|geometry|trigonometry|fractions|equations?|physics)\b`, String.raw`\bcapital (?:city )?of\b`, String.raw`\bwhen was the (?:very )?first\b`, String.raw`\bpopulation of\b`, String.raw`\bwho (?:wrote|painted|invented|discovered|won)\b`, String.raw`\btranslate\b`,
    // Sport and politics.
    String.raw`\b(?:football|soccer|basketball|baseball|cricket|rugby|tennis|nba|nfl|super bowl|world cup|olympics)\b`, String.raw`\b(?:election|elections|senator|congress|parliament|prime minister|candidate|vote for)\b`,
    // Weather and cooking.
    String.raw`\b(?:weather|forecast|sunset|sunrise|sun (?:set|rise)s?)\b(?! (?:skin|hair))`, String.raw`\b(?:recipe|recipes|bake a|cook (?:a|the))\b`,
  ].join('|'),
);

/** How long a line of a house's page is, at most, that names one thing it does. */
const SERVICE_LINE_WORDS = 6;
const siteQuestionsOf = new WeakMap<SiteSearchIndex, readonly { document: SearchDocument; its: ReadonlySet<string> }[]>();

const CAPITALISED_WORDS = /(?<=\S\s+)\p{Lu}\p{Ll}+(?:[- ]\p{Lu}\p{Ll}+)+/gu;

/** Whether a sentence says the kind of thing asked for (`ANSWER_KINDS`). */
function saysKind(index: SiteSearchIndex, kind: AnswerKind, text: string): boolean {
  if (!kind.says.test(text)) return false;
  if (!kind.person) return true;
  const houseWords = memo(houseWordsOf, index, () => new Set([...index.places(), ...index.documents('location').flatMap((house) => index.terms(house.title, Infinity))]));
  return [...text.matchAll(CAPITALISED_WORDS)].some(([name]) => index.terms(name, Infinity).some((term) => !houseWords.has(term)));
}

/** What saying the kind of thing asked for weighs: as much as the rarest word of the question. */
const ANSWER_KIND_WEIGHT = 4;

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
    case 'emergency':
      return `Trouble breathing, a tight throat, a swollen tongue or fainting need help at once: please call your local emergency number now, or go to the nearest emergency department. Once you are safe, see your doctor, and if it followed something you used or had done, please tell ${concierge(brand)}.`;
    case 'reaction':
      return `I am sorry that happened. Please stop using it, and see a dermatologist or your doctor, who can tell what it is. If your face, lips or throat swell, or you find it hard to breathe, get emergency help at once. Please also tell ${concierge(brand)}, so we can look into it with you.`;
    case 'pregnancy-or-medication':
      return 'That is a question for your doctor, midwife or pharmacist, who know your health and what you take. Please ask them before you start anything new, and bring the ingredient list with you. I am not able to give medical advice.';
    case 'condition':
      return 'I am sorry you are dealing with that. I cannot tell what it is, and I would not want to guess: please see a dermatologist or your doctor, who can look at it properly. If it changes quickly, bleeds, spreads or you feel unwell, please do not wait.';
    case 'scalp-itch':
      return 'A scalp that itches or feels tight under protective styles is common, and usually eases with care. If it lasts, or comes with redness, bumps, sores, bleeding or hair loss, please see a dermatologist.';
  }
}

const COUNT = /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/giu;

/**
 * Whether the question asks how many of something the item's copy never counts ("how many grams
 * does the pot hold?"): a count nobody wrote down is no answer to guess. A count is a number a few words
 * before what is counted, or its synonym ("five tinted shades", "twelve shades" for colours), not
 * "a liner one shade deeper". With `mentioned`, only of what the copy speaks of without counting
 * it ("how many colours is the liner sold in?").
 */
function unsaidCount(index: SiteSearchIndex, document: SearchDocument, text: string, { mentioned = false } = {}): boolean {
  const word = text.match(/\bhow many (\p{L}+)/u)?.[1] ?? '';
  const counted = index.terms(word);
  // What is counted is a plural ("how many shades"), not what they do ("how many suit the darkest skin").
  if (counted.length === 0 || (mentioned && !word.endsWith('s'))) return false;
  const passages = index.passages(document);
  if (mentioned && !passages.some((passage) => SiteSearchIndex.found(counted, passage.terms).length > 0)) return false;
  return !passages.some((passage) => [...passage.text.matchAll(COUNT)].some(([, words]) => SiteSearchIndex.found(counted, new Set(index.terms(words!, Infinity))).length > 0));
}

/**
 * A part of an item, or another size of it, that may be sold apart from it at a price of its own,
 * when its price is asked ("how much is a refill", "the price of the travel size", "do refills cost extra").
 */
const PART_WORDS = '(refills?|replacements?|spares?|samples?|minis?|miniatures?|travel[- ]sizes?|testers?|cartridges?)';
const PART_PRICED = new RegExp(`\\b(?:how much|price|prices|cost|costs)\\b(?:\\s+\\w+){0,3}?\\s+(?:a|an|the|one|each|of)\\s+${PART_WORDS}\\b|\\b${PART_WORDS}\\s+(?:\\w+\\s+){0,5}?(?:cost|costs|price|priced|extra)\\b`, 'i');

/** A question's parts, when it asks two things ("…, and is it OK around the eyes?"): each with words of its own. */
function clauses(text: string): string[] {
  return text
    .split(/[?;]|(?<=[.!])\s+|\band\b|,\s*(?=(?:but|also|is|are|can|will|would|does|do|how|what|which|when|where|should)\b)/)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 2);
}

/**
 * The /chat question that the question, or one of its parts, asks in its words and no others
 * ("…, but tell me, what is Noirelle? A friend forwarded the page."): the site has answered it.
 */
function siteQuestionAsked(index: SiteSearchIndex, text: string): SearchDocument | undefined {
  const termsOf = (words: string) => new Set(index.terms(words, Infinity));
  const questions = memo(siteQuestionsOf, index, () => index.documents('question').map((document) => ({ document, its: termsOf(document.title) })));
  for (const part of [text, ...clauses(text)]) {
    const terms = termsOf(part);
    // All it asks is the site's question ("which Noirelle is nearest my hotel?" asks more than "what is Noirelle?").
    const same = questions.find(({ its }) => [...its].some((term) => !ASKING_TERMS.has(term)) && [...its].every((term) => ASKING_TERMS.has(term) || terms.has(term)) && [...terms].every((term) => its.has(term)));
    if (same) return same.document;
  }
  return undefined;
}

/** Text without the price and length that lead an item's summary on its page ("$185 · A daily concentrate"). */
/**
 * An item's sentence that answers, with what the item is (its summary, when the sentence is not
 * it), its price and its page: the sentence says what was asked, the summary what it answers with.
 */
const quoting = (document: SearchDocument, passage: string) => {
  // The summary without its leading price: the reply states the price once, apart.
  const summary = summaryOf(document);
  const withSummary = passage.includes(summary) || summary.includes(passage) ? passage : `${passage} ${summary}`;
  return `${document.title}: ${withSummary} ${document.facts?.price ? `(${document.facts.price}) ` : ''}${document.path}`;
};

/** What the pages do not answer: said plainly, with the concierge and the contact page, and no other link. */
const unanswered = (brand: Brand, what: string, offer: string) => `${what}, and I would rather not guess. ${concierge(brand).replace(/^our/, 'Our')} ${offer}, or write to us at /contact.`;

/** What a named item's page does not say. */
function notOnPage(brand: Brand, document: SearchDocument): string {
  return unanswered(brand, `I cannot find that on the page of ${document.title}`, 'can tell you');
}

/**
 * A question in French or Spanish (./language.ts) that voices no worry (`healthReferral`): a
 * house's address and hours, or a named item's price and length, are given with their page; anything
 * else goes to the concierge, who speaks the language.
 */
function inOtherLanguage({ brand, index }: AdvisorSources, language: OtherLanguage, message: string): string {
  const contact = conciergeContact(brand);
  const vocabulary = VOCABULARY[language];
  if (!index) return onlyEnglishIn(language, contact);
  const question = withoutCommonWords(withHouseCities(message, language), language);
  // Not corrected into the site's English words: "maison" is no mistyped "Madison".
  const terms = queryTerms(question, MAX_QUESTION_LENGTH);
  const colon = language === 'french' ? ' :' : ':';
  const items = index.documents().filter((document) => (document.facts?.price || document.facts?.duration) && namesItem(index, document, terms));
  if ((vocabulary.price.test(question) || vocabulary.duration.test(question)) && items.length === 1) {
    const { title, path, facts } = items[0]!;
    const said = [facts?.price, facts?.duration && durationIn(facts.duration, language)].filter(Boolean).join(', ');
    return `${title}${colon} ${said}. ${path}\n\n${conciergeIn(language, contact)}`;
  }
  const houses = namedHouses(index, terms);
  if (houses.length !== 1) return onlyEnglishIn(language, contact);
  const { title, path, facts } = houses[0]!;
  const day = dayAsked(question, language);
  // The day's hours alone ("10:00-19:00"), or the week's.
  const hours = (day && dayHours(facts?.hours ?? '', day.toLowerCase())?.replace(/^\p{L}+\s*/u, '').concat(language === 'french' ? ' (heure locale)' : ' (hora local)')) || facts?.hours || '';
  const dayName = day ? vocabulary.days[DAYS.indexOf(day.toLowerCase() as (typeof DAYS)[number])] : null;
  const lines =
    language === 'french'
      ? `${title} : ${facts?.address}. Horaires${dayName ? ` le ${dayName}` : ''} : ${hoursIn(hours, language)}. Tout sur la maison : ${path} ; pour réserver : /booking.`
      : `${title}: ${facts?.address}. Horario${dayName ? ` del ${dayName}` : ''}: ${hoursIn(hours, language)}. Todo sobre la casa: ${path}; para reservar: /booking.`;
  return `${lines}\n\n${conciergeIn(language, contact)}`;
}

export function fallback(brand: Brand): string {
  return `${unanswered(brand, 'I am not sure about that', 'can help')} I can answer questions about our products, services, prices, houses, booking and the four ${brand.name} domains.`;
}

/**
 * A claim about how an item is made ("is the lipstick vegan?"): the sentence of its copy that states
 * it, or plainly that its page does not say. The item is the one the question names, or the one
 * that ranks first; with none, the claim is asked of the whole range.
 */
function claimAnswer(brand: Brand, index: SiteSearchIndex, text: string, claim: Claim): string {
  const ranked = index.search(text, { limit: 3, maxLength: MAX_QUESTION_LENGTH }).filter((entry) => entry.document.kind === 'product' || entry.document.kind === 'service');
  const subject = index.terms(text, MAX_QUESTION_LENGTH);
  const item = (ranked.find((entry) => namesItem(index, entry.document, subject)) ?? ranked[0])?.document;
  const stated = item && index.passages(item).find((passage) => states(passage.text, claim));
  if (item && stated) return quoting(item, stated.text);
  return unanswered(brand, `I cannot tell from our pages whether ${item ? item.title : `each ${brand.name} product`} ${claim.predicate}`, 'can check the full ingredient list for you');
}

/**
 * The house's terms of trade ("how much is delivery to Lagos?", "is there a deposit to book?"): the
 * sentence that states them, of the item or house the question names, or of the pages that answer
 * it best; or plainly that the pages do not say, with the concierge.
 */
function termsAnswer(brand: Brand, index: SiteSearchIndex, text: string, terms: Terms): string {
  const subject = index.terms(text, MAX_QUESTION_LENGTH);
  const named = [...index.documents().filter((document) => namesItem(index, document, subject)), ...namedHouses(index, subject)];
  const where = named.length > 0 ? named : index.search(text, { limit: 5, maxLength: MAX_QUESTION_LENGTH }).map((entry) => entry.document);
  for (const document of where) {
    const stated = index.passages(document).find((passage) => statesTerms(passage.text, terms));
    // Its price too, when a part of the question of its own asks it ("what's the price, and what size
    // is the tube?"); never for the terms' own price ("how much is delivery?").
    const priceApart = named.includes(document) && document.facts?.price && clauses(text).some((part) => asks.price.test(part) && !askedTerms(part));
    if (stated) return `${document.title}: ${stated.text}${priceApart ? ` It is ${document.facts!.price}.` : ''} ${document.path}`;
  }
  const of = named.length === 1 ? ` for ${named[0]!.title}` : '';
  return unanswered(brand, `I cannot find ${terms.topic}${of} on our pages`, 'can tell you');
}

/**
 * When and where the house was established, and its head office, from the brand's facts, with the
 * About page and the house whose page is near the head office ("a short drive from our Beverly
 * Hills head office").
 */
function originFacts(brand: Brand, index: SiteSearchIndex, lower: string): string {
  const { established, headOffice } = brand;
  const near = index.documents('location').find((house) => /\bhead office\b/i.test(`${house.description}\n${house.body ?? ''}`));
  const office = (whose: string) => `${whose} head office is at ${headOffice.address}${near ? `, near ${near.title} (${near.path})` : ''}.`;
  const founded = (who: string) => `${who} was established in ${established}, in ${headOffice.city}.`;
  const facts = asks.origin.test(lower) ? `${founded(brand.name)} ${office('Its')}` : `${office(`${brand.name}'s`)} ${founded('The house')}`;
  return `${facts} The house's story is at /about.`;
}

function contactFacts(brand: Brand, lower: string): string {
  if (asks.buyer.test(lower)) {
    return `The acquisitions team is at ${brand.emails.acquisitions}, and replies ${brand.replyPromise}; you can also use the enquiry form at /inquire. For anything else, ${concierge(brand)}, or write to us at /contact.`;
  }
  return `Our concierge answers on ${brand.phone} (${brand.phoneHours}) and at ${brand.emails.concierge}, in ${brand.languages.join(', ').replace(/, ([^,]*)$/, ' and $1')}. You can also write to us at /contact; we reply ${brand.replyPromise}.`;
}

/** The houses, from the site's documents: how many, and which. */
function housesFacts(brand: Brand, index: SiteSearchIndex): string | null {
  const houses = index.documents('location');
  if (houses.length === 0) return null;
  const names = houses.map((house) => house.title.replace(new RegExp(`^${brand.name} `), ''));
  // Each house is named after its city.
  const cities = new Set(names).size;
  return `${brand.name} has ${houses.length} ${houses.length === 1 ? 'house' : 'houses'}, in ${cities} ${cities === 1 ? 'city' : 'cities'}: ${names.join(', ').replace(/, ([^,]*)$/, ' and $1')}. Each has its page, with its address and opening hours, at /local.`;
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

/** Minutes in a duration as the pages write it ("90 minutes", "3-4 hours": the longest), for comparing. */
function minutes(duration: string): number {
  const value = Math.max(...(duration.match(/\d+(?:\.\d+)?/g) ?? ['NaN']).map(Number));
  return /hour/i.test(duration) ? value * 60 : value;
}

/**
 * Items set side by side: each one's price and length, and which is cheaper or quicker when that is
 * asked; compared on anything else ("which one is gentler on curls?"), each one's sentence that says it.
 */
function comparison(index: SiteSearchIndex, items: readonly SearchDocument[], text: string, subject: readonly string[], factsAsked: boolean): string {
  const lines = items.map((item) => {
    const { price, duration } = item.facts ?? {};
    const facts = [price, duration].filter(Boolean).join(', for ');
    const sentence = factsAsked ? null : passageFor(index, item, subject.filter((term) => !items.some((other) => index.namingTerms(other).has(term))), { beyondSummary: true, question: text });
    return `• ${item.title}${facts ? `: ${facts}` : ''}${sentence ? `. ${sentence}` : ''} ${item.path}`;
  });
  const priced = items.filter((item) => item.facts?.price);
  const timed = items.filter((item) => item.facts?.duration);
  const verdicts: string[] = [];
  const byPrice = [...priced].sort((a, b) => amount(a.facts!.price!) - amount(b.facts!.price!));
  const byTime = [...timed].sort((a, b) => minutes(a.facts!.duration!) - minutes(b.facts!.duration!));
  if (priced.length >= 2 && /\b(cheaper|costs? less|less expensive|more affordable|cheapest)\b/.test(text)) verdicts.push(`${byPrice[0]!.title} costs less.`);
  if (priced.length >= 2 && /\b(pricier|dearer|costs? more|more expensive|priciest)\b/.test(text)) verdicts.push(`${byPrice[byPrice.length - 1]!.title} costs more.`);
  if (timed.length >= 2 && /\b(quicker|faster|shorter|less time)\b/.test(text)) verdicts.push(`${byTime[0]!.title} is the shorter.`);
  if (timed.length >= 2 && /\b(longer|more time)\b/.test(text)) verdicts.push(`${byTime[byTime.length - 1]!.title} is the longer.`);
  return [...lines, ...(verdicts.length ? ['', verdicts.join(' ')] : [])].join('\n');
}

/** The houses whose own place (city, region, country, street or neighbourhood) the question's terms name. */
function namedHouses(index: SiteSearchIndex, terms: readonly string[]): SearchDocument[] {
  const places = index.places();
  return index.documents('location').filter((house) => index.terms(`${house.title} ${house.keywords ?? ''} ${house.facts?.address ?? ''}`, Infinity).some((term) => places.has(term) && terms.includes(term)));
}

/**
 * A house's address or hours (those of the day asked, when one is), as asked, and the line of its
 * page that says what else was asked of it ("knotless braids in London"), when one does.
 */
function houseAnswer(brand: Brand, index: SiteSearchIndex, house: SearchDocument, text: string, asked: readonly string[]): string {
  const { address, hours = '' } = house.facts ?? {};
  const where = asks.address.test(text) || !asks.hours.test(text);
  const when = asks.hours.test(text) || !asks.address.test(text);
  const day = when ? dayHours(hours, text) : null;
  const line = asked.length > 0 ? passageFor(index, house, asked, { question: text }) : null;
  // A price or a length asked of what the house's page lists without one ("how much are the
  // braids at the London house?"): the page does not say, and the house's hours are no answer.
  const factAsked = asks.price.test(text) ? 'price' : asks.duration.test(text) ? 'length' : null;
  if (line && factAsked && !(factAsked === 'price' ? /[$€£]\s?\d/ : /\b\d+\s*(?:minutes?|mins?|hours?|hrs?)\b/i).test(line)) {
    return unanswered(brand, `The page of ${house.title} lists "${line}", but I cannot find its ${factAsked} there`, 'can tell you');
  }
  const said = [
    line ? `From the page of ${house.title}: "${line}".` : '',
    where ? `${house.title} is at ${address}.` : '',
    when ? (day ? `${where ? 'It is open' : `${house.title} is open`} on ${day} (local time).` : `${where ? 'It is open' : `${house.title} is open`}: ${hours}.`) : '',
  ].filter(Boolean);
  return `${said.join(' ')} Everything about the house is at ${house.path}, and you can book at /booking.`;
}

/** The opening hours of the days the question names ("Sunday 11:00-18:00"; a weekend is two), from a house's week. */
function dayHours(hours: string, lower: string): string | null {
  const days = /\bweekends?\b/.test(lower) ? ['saturday', 'sunday'] : DAYS.filter((name) => new RegExp(`\\b${name}s?\\b`).test(lower));
  const said = days.flatMap((day) => hours.split(/,\s*/).find((part) => part.toLowerCase().startsWith(day))?.replace(/\s*\(.*$/, '') ?? []);
  return said.length > 0 ? said.join(' and ') : null;
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
 * any other function, on the relevance sets (tooling/search/relevance.ts). In order:
 * - a worry about health gets a referral to a doctor, and nothing to buy (./health.ts);
 * - facts asked directly: the concierge's phone and emails, how many houses, the cheapest or dearest
 *   of a kind of thing;
 * - otherwise it answers only when a document answers enough of what was asked (`coverage`, `ENOUGH`),
 *   with the sentence that says it where there is one (`passageFor`), and says plainly when none
 *   does, with the concierge and no link but the contact page.
 */
export function advise(sources: AdvisorSources, message: string, history: readonly ChatTurn[] = []): string {
  // A worry about health comes first, whatever else the question asks ("hi, my mole bleeds").
  const referred = healthReferral(sources.brand, message);
  if (referred) return referred;
  // The site and the advisor's vocabularies are English: a question in another language goes to
  // the concierge, who speaks it, and is never answered with what its words happen to name.
  const language = otherLanguage(message);
  if (language) return inOtherLanguage(sources, language, message);
  const concern = healthConcern(message);
  const reply = answer(sources, message, history);
  // An itch under braids is a care question, answered, with when to see a dermatologist first.
  return concern === 'scalp-itch' ? `${referral(sources.brand, concern)}\n\n${reply}` : reply;
}

/**
 * The referral a worry about health gets, in the visitor's language, or null when the question
 * voices none (an itch under braids is a care question). Whoever answers the chat, the built-in
 * advisor or a hosted model, a worry gets this and nothing to buy.
 */
export function healthReferral(brand: Brand, message: string): string | null {
  const language = otherLanguage(message);
  if (language) return VOCABULARY[language].worry.test(message) || healthConcern(message) ? referralIn(language, conciergeContact(brand)) : null;
  const concern = healthConcern(message);
  return concern && concern !== 'scalp-itch' ? referral(brand, concern) : null;
}

const conciergeContact = (brand: Brand) => ({ phone: brand.phone, phoneHours: brand.phoneHours, email: brand.emails.concierge });

/** Where a sentence of a question ends. */
const SENTENCE_END = /(?<=[.!?])\s+/;

/** The sentences that ask, when some do and others only tell; otherwise the whole question. */
function askingPart(text: string): string {
  const asking = text.split(SENTENCE_END).filter((sentence) => sentence.includes('?'));
  return asking.length > 0 ? asking.join(' ') : text;
}

/** What the advisor answers to a question that voices no worry about health. */
function answer({ brand, index }: AdvisorSources, message: string, history: readonly ChatTurn[]): string {
  // Lower case, a mistyped asking word read as the word: what every rule below reads.
  const text = askedText(message.trim());

  if (asks.greeting.test(text) && text.split(/\s+/).length <= 4) {
    return `Hello, I am ${brand.advisorName}, the ${brand.name} beauty advisor. Ask me about skin, hair or makeup for melanin-rich beauty, our prices, a house near you, booking an appointment, or the four ${brand.name} domains.`;
  }
  if (!index) return asks.contact.test(text) ? contactFacts(brand, text) : fallback(brand);
  if (asks.arithmetic.test(text)) return fallback(brand);

  if (asks.houseList.test(text)) {
    const houses = housesFacts(brand, index);
    if (houses) return houses;
  }
  const places = index.places();
  const names = (document: SearchDocument, asking: readonly string[]) => namesItem(index, document, asking);
  // The question's words in the index's form, spelling corrected: once for the whole question.
  const spoken = index.terms(text, MAX_QUESTION_LENGTH);
  const subjectOf = (asked: string, { kinds = false } = {}) => {
    const terms = asked === text ? spoken : index.terms(asked, MAX_QUESTION_LENGTH);
    // A number alone ("15% of 240") says what is counted only with its words; "your products" says
    // nothing of which, except of the cheapest or dearest ("skin product").
    const subject = terms.filter((term) => !ASKING_TERMS.has(term) && !BODY_TERMS.has(term) && !brandTerms.includes(term) && !/^\d+$/.test(term) && (kinds || !KIND_TERMS.has(term)));
    // The house's own name is the subject only when nothing else is ("who is Noirelle for?").
    return subject.length > 0 ? subject : terms.filter((term) => brandTerms.includes(term));
  };
  const brandTerms = index.terms(brand.name);
  const subject = subjectOf(text);
  const aboutHouses = !elsewhere(text, places) && (asks.houses.test(text) || (subject.length > 0 && subject.every((term) => places.has(term))));
  const askedPrice = asks.price.test(text);
  const askedDuration = asks.duration.test(text);
  // What the visitor tells before asking ("A decade of tight braids has thinned my
  // temples. What might help them grow back?") is context. The sentence that asks is an
  // item's the last that asks; a house's, the one that asks of it by its city ("can the lagos
  // house do wedding hair? the ceremony is in may"). Worked out once per question, not per document.
  const askedSubjects = new Map<string, readonly string[]>([[text, subject]]);
  const subjectOfAsked = (asked: string) => askedSubjects.get(asked) ?? askedSubjects.set(asked, subjectOf(asked)).get(asked)!;
  const askingSentences = new Map<string, { question: string; askedHere: readonly string[] } | null>();
  const askingSentence = (asked: string, house: boolean) => {
    const key = `${house ? 'house' : 'item'}\n${asked}`;
    if (!askingSentences.has(key)) {
      const sentences = asked.split(house ? SENTENCE_END : /(?<=[.!])\s+/).filter((sentence) => sentence.trim().length > 0);
      const question = sentences.length < 2 ? undefined : house ? sentences.find((sentence) => sentence.includes('?') && subjectOfAsked(sentence).some((term) => places.has(term))) : sentences.findLast((sentence) => sentence.includes('?'));
      askingSentences.set(key, question ? { question, askedHere: subjectOfAsked(question) } : null);
    }
    return askingSentences.get(key)!;
  };
  const answers = (entry: RankedDocument, asked: string) => {
    const asking = subjectOfAsked(asked);
    const housesAsked = aboutHouses || (!elsewhere(asked.toLowerCase(), places) && asks.houses.test(asked.toLowerCase()));
    const share = coverage(index, entry, asking, places, housesAsked, asked);
    // An article's long copy touches one word anywhere ("wigs" in a team's portrait): it answers two.
    if (TWO_WORDS.has(entry.document.kind) && (asking.length >= 2 || entry.document.kind === 'article') && share * asking.length < 2) return false;
    if (share >= ENOUGH[entry.document.kind]) return true;
    // An item answers the sentence that asks when it also holds a word of what was told; a house,
    // when that sentence names its city.
    const house = entry.document.kind === 'location';
    if (entry.document.kind !== 'product' && entry.document.kind !== 'service' && !house) return false;
    const thatAsks = askingSentence(asked, house);
    if (!thatAsks) return false;
    const { question, askedHere } = thatAsks;
    const told = asking.filter((term) => !askedHere.includes(term));
    const relevant = house ? askedHere.some((term) => places.has(term)) : told.some((term) => entry.matchedTerms.includes(term));
    return askedHere.length > 0 && relevant && coverage(index, entry, askedHere, places, housesAsked, question) >= ENOUGH[entry.document.kind];
  };

  // Two items named, and their prices or lengths asked or compared: both, side by side.
  // Set side by side, an item is also named by what it is, when it is the only one ("setting powder
  // vs foundation": the powder and the foundation).
  const whatItems = (document: SearchDocument) => (document.kind === 'product' || document.kind === 'service' ? titleTerms(index, document).slice(-1) : []);
  const byWhatItIs = asks.comparison.test(text) ? index.documents().filter((document) => whatItems(document).some((term) => subject.includes(term) && index.documents().filter((other) => whatItems(other).includes(term)).length === 1)) : [];
  const compared = [...new Set([...index.documents().filter((document) => names(document, subject)), ...byWhatItIs])];
  if (compared.length >= 2 && (askedPrice || askedDuration || asks.comparison.test(text))) return comparison(index, compared.slice(0, 3), text, subject, askedPrice || askedDuration || /\b(cheaper|pricier|dearer|quicker|faster|longer|shorter)\b/.test(text));

  const dearest = asks.dearest.test(text);
  if (dearest || asks.cheapest.test(text)) {
    const extreme = extremePrice(index, subjectOf(text, { kinds: true }), dearest);
    if (extreme) return extreme;
  }
  // A term of trade, asked of a house too ("is the London house step-free?"): its copy states it, or
  // the concierge does; the house's address or head office is no answer. Asked, not told ("I'm
  // posting a card there. What is the postcode?").
  const terms = askedTerms(askingPart(text));
  if (terms) return termsAnswer(brand, index, text, terms);
  // When and where the house began, and its head office: the brand's own facts.
  if (asks.origin.test(text) || asks.headOffice.test(text)) return originFacts(brand, index, text);
  // How to reach the house: the concierge answers for every house (they have no numbers of their own).
  if (asks.contact.test(text)) return contactFacts(brand, text);
  // A house's hours or address, asked of the one house the question names: what else it tells is
  // the visitor's day ("wen does houston open on sundy, i have choir after").
  // "Where" asks for a house only with a word for one: "where can I get a taxi in Lagos?" does not.
  const houseAddressAsked = asks.address.test(text) && (/\b(address|adress|located|street|directions|post ?code|postal code|zip(?: code)?|find (you|noirelle))\b/.test(text) || asks.houses.test(text.replace(/\bwhere\b/g, '')) || text.includes(brand.name.toLowerCase()));
  // Not the hours of something else the day holds ("what time is sunrise in Lagos?").
  if ((asks.hours.test(text) || houseAddressAsked) && !elsewhere(text, places) && !(OFF_TOPIC.test(text) && !OF_THE_HOUSE.test(text))) {
    const named = namedHouses(index, subject);
    if (named.length === 1) return houseAnswer(brand, index, named[0]!, text, []);
  }
  // Where on the site a thing is: the page whose name says it, when nothing of a house is asked.
  if (asks.sitePage.test(text) && !subject.some((term) => places.has(term) || HOUSE_TERMS.has(term))) {
    const named = (page: SearchDocument) => SiteSearchIndex.found(subject, index.namingTerms(page), { prefixes: false }).reduce((sum, term) => sum + index.rarity(term), 0);
    const page = index.documents('page').reduce<SearchDocument | undefined>((top, page) => (named(page) > (top ? named(top) : 0) ? page : top), undefined);
    if (page) return `${page.title}: ${page.description} ${page.path}`;
  }
  const claim = askedClaim(text);
  if (claim) return claimAnswer(brand, index, text, claim);
  // Something the house does not sell or do, asked for by name ("do you stock a bronzer?").
  const notSold = KNOWN_WORDS_ASKED.exec(text)?.[1];
  if (notSold && asks.selling.test(text) && !index.terms(notSold).some((term) => offeredTerms(index).has(term))) return fallback(brand);

  // A city's name is a word of the trade only when the question is about the houses: "the weather
  // in Houston" is not about the Houston house, and "Toronto?" is.
  const ofTheTrade = (term: string) => TRADE_WORDS.has(term) || brandTerms.includes(term) || (places.has(term) ? aboutHouses : offeredTerms(index).has(term) || siteNames(index).has(term));
  if (history.length === 0 && spoken.length > 0 && !asks.domains.test(text) && !spoken.some(ofTheTrade)) return fallback(brand);
  // A house's city keeps it the house's only when something of the house is asked too ("the
  // forecast in Houston for my silk press appointment"), not the city's sunset.
  if (OFF_TOPIC.test(text) && !index.documents().some((document) => names(document, subject)) && !(namedHouses(index, subject).length > 0 && OF_THE_HOUSE.test(text))) return fallback(brand);
  const { ranked, asked } = retrieve(index, text, history, answers);
  const askedSubject = asked === text ? subject : subjectOf(asked);
  const covered = (entry: RankedDocument) => coverage(index, entry, askedSubject, places, aboutHouses, asked);
  // The best three (a page that shares one word with the question can outrank the item that
  // answers it), and the house of a place the question names wherever it ranks (/local, which
  // lists every city, ranks first).
  const named = new Set(askedSubject.filter((term) => places.has(term)));
  // And a /chat question whose every word the visitor asks ("is there an auction?"), wherever it ranks.
  const asksSiteQuestion = (document: SearchDocument) => {
    const its = document.kind === 'question' ? index.terms(document.title, Infinity).filter((term) => !ASKING_TERMS.has(term)) : [];
    return its.length > 0 && SiteSearchIndex.found(its, new Set(askedSubject), { prefixes: false }).length === its.length;
  };
  const candidates = ranked.filter((entry, rank) => rank < 3 || (entry.document.kind === 'location' && entry.matchedTerms.some((term) => named.has(term))) || asksSiteQuestion(entry.document));
  const answering = candidates.filter((entry) => answers(entry, asked));
  // What answers most of the question, the better ranked on a tie; the house's own answer to a
  // /chat question first when it answers as much.
  const most = Math.max(0, ...answering.map(covered));
  const askedWordForWord = siteQuestionAsked(index, asked);
  const best =
    (askedWordForWord && (ranked.find((entry) => entry.document === askedWordForWord) ?? { document: askedWordForWord, score: 0, matchedTerms: [] })) ??
    answering.find((entry) => entry.document.kind === 'question' && covered(entry) >= most) ??
    // Over an article's sentence, the house's own answer to a /chat question that answers too.
    (answering.some((entry) => covered(entry) >= most && entry.document.kind === 'article') ? answering.find((entry) => entry.document.kind === 'question') : undefined) ??
    answering.find((entry) => covered(entry) >= most);

  if (asks.domains.test(text)) {
    const article = ranked.find((entry) => entry.document.kind === 'article');
    const enquiry = `To start a conversation, use the enquiry form at /inquire or write to ${brand.emails.acquisitions}; the team replies ${brand.replyPromise}. Registering your interest is not a newsletter subscription.`;
    // The site's own answer to what was asked, when one answers it: a question's, or an article's
    // sentence; or the sentence of the article on the package that says two of the question's words
    // beyond the package's own ("what figure did the consultants give for closing the gap?").
    const own = new Set(index.terms(`${brand.domains.join(' ')} four domain domains digital asset package sale sold buy buyer acquire acquisition`, Infinity));
    const beyond = askedSubject.filter((term) => !own.has(term));
    const articleLine = article && best?.document.kind !== 'question' ? passageFor(index, article.document, beyond, { question: text }) : null;
    const lineSays = articleLine === null ? [] : SiteSearchIndex.found(beyond, new Set(index.terms(articleLine, Infinity)), { prefixes: false });
    // Two words at least, and not only common ones ("a beauty group" is no answer to "our beauty group is interested").
    const saysEnough = lineSays.length >= 2 && lineSays.reduce((sum, term) => sum + index.rarity(term), 0) >= ARTICLE_LINE_WEIGHT;
    const passage = best?.document.kind === 'article' ? passageFor(index, best.document, askedSubject, { question: text }) : saysEnough ? articleLine : null;
    const from = best?.document.kind === 'article' ? best.document : article?.document;
    const answered = best?.document.kind === 'question' && best.document.facts?.answer ? `${best.document.facts.answer} (From our questions and answers: ${best.document.path})` : from && passage ? `${from.title}: ${passage} ${from.path}` : null;
    // A figure the pages do not give (the asking price, the traffic) is not met with the package's summary.
    if (!/\d/.test(answered ?? '') && (askedPrice || DOMAIN_FIGURES.test(text))) {
      return `I cannot find that figure for the ${brand.name} domains on our pages, and I would rather not guess. The acquisitions team, at ${brand.emails.acquisitions}, can tell you; ${concierge(brand)} can help too, or write to us at /contact.`;
    }
    return [
      `The four ${brand.name} domains (${brand.domains.join(', ')}) are offered together, as one digital asset package, to a serious buyer. They are not sold individually. There is no auction.`,
      ...(answered ? [answered] : []),
      `${enquiry}${article && !answered?.includes(article.document.path) ? ` The package is described at ${article.document.path}.` : ''}`,
    ].join('\n\n');
  }

  if (!best) return fallback(brand);

  // The site's own questions are answered with their page's own words and its link, as every
  // answer is, and with the item that answers the question too, when one does (a sunscreen
  // question gets the sunscreen).
  if (best.document.kind === 'question' && best.document.facts?.answer) {
    const answer = `${best.document.facts.answer} (From our questions and answers: ${best.document.path})`;
    const item = ranked.slice(0, 4).find((entry) => entry !== best && (entry.document.kind === 'product' || entry.document.kind === 'service') && answers(entry, asked));
    // And the page of the site's that answers all of it in one sentence ("which shade suits very
    // deep, red-undertoned skin": the shade finder's line for 9R).
    const page = ranked.find((entry) => entry.document.kind === 'page' && covered(entry) >= 1 && answers(entry, asked));
    const pageLine = page && passageFor(index, page.document, askedSubject, { question: text });
    return [answer, ...(pageLine ? [`${page.document.title}: ${pageLine} ${page.document.path}`] : []), ...(item ? [`From the collection:\n${itemLine(item.document)}`] : [])].join('\n\n');
  }

  // A country or a region that holds several houses ("anything in Europe?", "your Canadian salons"):
  // each of them, when nothing else is asked of them.
  const inRegion = aboutHouses ? namedHouses(index, askedSubject) : [];
  if (inRegion.length >= 2 && askedSubject.every((term) => places.has(term) || HOUSE_TERMS.has(term))) {
    return `${inRegion.map((house) => `• ${house.title}: ${house.facts?.address ?? house.description} ${house.path}`).join('\n')}\n\nEach house's page gives its opening hours; every house is at /local, and you can book at /booking.`;
  }
  // The house that answers, or the one whose city the question names when a page about the houses ranks first.
  const house = (best.document.kind === 'location' ? best : answering.find((entry) => entry.document.kind === 'location' && entry.matchedTerms.some((term) => places.has(term))))?.document;
  if (house) return houseAnswer(brand, index, house, text, askedSubject.filter((term) => !places.has(term) && !HOUSE_TERMS.has(term)));

  // "How much" asks a price only of what has one ("how much training" asks of an article), and of
  // what the question names first ("a brow tint added to my facial": the tint).
  const fact = askedPrice ? 'price' : 'duration';
  // Of several, the one that answers most of the question, the better ranked on a tie.
  const byCoverage = [...answering].sort((a, b) => covered(b) - covered(a));
  const priced = (askedPrice || askedDuration) && (withFact(answering.filter((entry) => names(entry.document, askedSubject)), fact) ?? withFact(byCoverage, fact));
  if (priced) {
    // The price of a part of it, or of another size ("what do spare cartridges for the pen cost?"), is
    // not the item's: its copy states it, or the concierge does.
    const partAsked = PART_PRICED.exec(text);
    const part = (partAsked?.[1] ?? partAsked?.[2])?.replace(/(?<=[^s])s$/, '');
    if (part && !index.passages(priced.document).some((passage) => /[$€£]\s?\d/.test(passage.text) && new RegExp(`\\b${part}s?\\b`, 'i').test(passage.text))) {
      return unanswered(brand, `I cannot find the price of a ${part} on the page of ${priced.document.title}`, 'can tell you');
    }
    // And what else the question asks of the item it names, when its copy says it ("the cleansing balm's
    // price, and does it melt sunscreen?").
    // Its summary is not quoted, so a sentence may say what the summary says too ("what comes in the kit").
    // Its price and length are stated already: no sentence is chosen for saying a length.
    const more = names(priced.document, askedSubject) ? passageFor(index, priced.document, askedSubject, { question: text.replace(asks.duration, '') }) : null;
    // Or what it is, when that is asked too ("what happens, and what does it cost?"): its summary.
    const summary = !more && asks.whatItIs.test(text) ? summaryOf(priced.document) : null;
    return `${priceAndDuration(priced.document, askedDuration)}${more ? ` ${more}` : ''}${summary ? ` ${summary}` : ''} ${priced.document.path}`;
  }

  if (best.document.kind === 'service' && best.document.path === '/beauty') {
    // Its summary, and the line that says what was asked beyond it ("at what minute is the massage?").
    const chapter = passageFor(index, best.document, askedSubject, { beyondSummary: true, question: text });
    return `${best.document.title}: ${best.document.description}${chapter ? ` ${chapter}` : ''} It is described chapter by chapter at /beauty, and you can ask for an invitation at /booking.`;
  }

  // An item the question names, asked about something its copy says ("does the serum protect from
  // heat?"): the sentence that says it. An article or a page: the sentence that answers.
  const namedItem = names(best.document, askedSubject);
  // An item named and asked how many of something its copy never counts ("how many tints does
  // the gloss offer?"): its page does not say, and a guess is no answer.
  if (namedItem && unsaidCount(index, best.document, text, { mentioned: true })) return notOnPage(brand, best.document);
  const namedItemSold = namedItem && (best.document.kind === 'product' || best.document.kind === 'service');
  // What is asked of a named item beyond its name ("where is the cream made?": made).
  const beyondName = namedItemSold ? askedSubject.filter((term) => SiteSearchIndex.found([term], index.namingTerms(best.document)).length === 0 && !KIND_TERMS.has(term)) : [];
  // A name or a share asked of it ("what is the cooperative called?", "what percentage of the
  // acid?") that no sentence of its copy about what is asked gives: its page does not say.
  const kindsAsked = namedItemSold ? UNSAID_KINDS.filter((kind) => kind.asks.test(text)) : [];
  if (kindsAsked.length > 0) {
    const lines = index.passages(best.document).filter((line) => beyondName.length === 0 || SiteSearchIndex.found(beyondName, line.terms).length > 0);
    if (!lines.some((line) => kindsAsked.every((kind) => kind.says.test(line.text)))) return notOnPage(brand, best.document);
  }
  const passage = namedItem || best.document.kind === 'article' || best.document.kind === 'page' ? passageFor(index, best.document, askedSubject, { question: text }) : null;
  if (passage && namedItem && (best.document.kind === 'product' || best.document.kind === 'service')) {
    // A question of two parts ("will it shift long-wear lipstick, and is it safe for sensitive skin?")
    // gets the sentence that answers each.
    const parts = asked === text ? clauses(text) : [];
    const sentences = parts.length > 1 ? [...new Set(parts.map((part) => passageFor(index, best.document, subjectOf(part), { question: part })).filter((sentence): sentence is string => Boolean(sentence)))] : [];
    return quoting(best.document, sentences.length > 1 ? sentences.slice(0, 2).join(' ') : passage);
  }
  // Asked how many of what its copy never names ("how many grams are in the Sheer Shield?"): the same.
  if (namedItem && unsaidCount(index, best.document, text)) return notOnPage(brand, best.document);
  // Asked of a named item something beyond its name that no sentence of its copy says ("where is
  // the cream made?"): its page does not say, and its summary is no answer.
  // Not what its page gives in other words: its price or length, what it is, how it compares, a booking.
  if (namedItemSold && !passage && beyondName.length > 0 && !askedPrice && !askedDuration && !ITEM_FACT_ASKED.test(text) && !asks.whatItIs.test(text) && !asks.comparison.test(text)) {
    const copy = new Set(index.passages(best.document).flatMap((line) => [...line.terms]));
    // Named by its own name ("Sheer Shield"), the words of its title before what it is, not by
    // what it is ("a foundation that…"), which asks for a recommendation.
    const ownName = titleTerms(index, best.document).slice(0, -1);
    const byOwnName = ownName.length > 0 && SiteSearchIndex.found(ownName, new Set(askedSubject)).length >= ownName.length - (ownName.length >= 3 ? 1 : 0);
    if (byOwnName && SiteSearchIndex.found(beyondName, copy).length === 0) return notOnPage(brand, best.document);
  }
  if (best.document.kind === 'article' || best.document.kind === 'page') return `${best.document.title}: ${passage ?? best.document.description} ${best.document.path}`;

  // Items that answer as much of the question as the best document does: not those that share a word with it.
  const items = ranked.filter((entry) => (entry.document.kind === 'product' || entry.document.kind === 'service') && answers(entry, asked) && covered(entry) >= covered(best)).slice(0, 3);
  // One item, asked about something its copy says and its summary does not ("how much retinol is
  // in the night cream"): the sentence that says it.
  const detail = items.length === 1 ? passageFor(index, items[0]!.document, askedSubject, { beyondSummary: true, question: text }) : null;
  if (detail) {
    const { document } = items[0]!;
    return quoting(document, detail);
  }
  if (items.length > 0) {
    // Each with its summary, and the sentence of its copy that says what the summary does not ("heat protection": "protects against heat up to 450°F").
    const lines = items.map(({ document }) => {
      const sentence = passageFor(index, document, askedSubject, { beyondSummary: true, question: text });
      return sentence ? `• ${document.title}: ${document.description} ${sentence} ${document.path}` : itemLine(document);
    });
    return `For that, I would look at:\n${lines.join('\n')}\n\nFor advice in person, our specialists are at /booking.`;
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
