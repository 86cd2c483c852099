import { queryTerms, type RankedDocument, type SearchDocument, type SiteSearchIndex } from '../../../../shared/src/search/engine.ts';
import type { Brand } from '../brand.ts';

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
  price: /\b(price|prices|cost|costs|how much|expensive|extra|charge|fee)\b/,
  duration: /\b(how long|duration|how many hours|take|takes|last|lasts)\b/,
  hours: /\b(open|opens|opening|close|closes|closing|hours|what time|when|early|late)\b/,
  address: /\b(where|address|located|location|find you|find noirelle|directions)\b/,
  domains: /\b(domain|domains|acquire|acquisition|asset package|for sale|auction|portfolio|noirelle\.(beauty|skin|hair|makeup))\b/,
  greeting: /^(hi|hello|hey|good (morning|afternoon|evening)|bonjour|hola|salut)\b/,
  contact: /\b(phone|call|email|contact|human|someone|concierge|speak)\b/,
};

/**
 * What the advisor never answers, whatever the site's pages say: a diagnosis. A question about a
 * rash or a condition gets the concierge, never a product (the FAQ says the advisor is not medical advice).
 */
const medical = /\b(rash|eczema|psoriasis|dermatitis|diagnos\w*|infection|infected|prescri\w*|allergic reaction|lump|bleeding)\b/;

/**
 * What the site is not about, however its words happen to meet a page's: the weather, markets,
 * sport, cars. Such a question gets the concierge fallback, not a product that shares a word with it.
 */
const elsewhere = /\b(weather|forecast|temperature|stocks?|shares|stock market|bitcoin|crypto\w*|football|soccer|basketball|baseball|match last|scores?|car|cars|brakes?|engine|tyres?|tires?|election|politic\w*)\b/;

/**
 * A document answers a question when it matched two of the words asked, or half of them (the one
 * word of a one- or two-word question).
 */
function answers(ranked: RankedDocument | undefined, question: string): ranked is RankedDocument {
  if (!ranked) return false;
  return ranked.matchedTerms.length >= Math.min(2, Math.max(1, Math.ceil(queryTerms(question).length / 2)));
}

const withFact = (ranked: readonly RankedDocument[], fact: keyof NonNullable<SearchDocument['facts']>) => ranked.find((entry) => entry.document.facts?.[fact]);

function priceAndDuration(document: SearchDocument, askedDuration: boolean): string {
  const { price, duration } = document.facts ?? {};
  if (price && duration) return `${document.title} is ${price}, for ${duration}.`;
  if (price) return `${document.title} is ${price}.`;
  if (duration && askedDuration) return `${document.title} takes ${duration}.`;
  return `${document.title}: ${document.description}`;
}

const itemLine = (document: SearchDocument) => `• ${document.title}: ${document.description} ${document.path}`;

/** Whether a reply is the advisor saying it will not answer (the fallback, or the word that it does not diagnose). */
export const declines = (brand: Brand, reply: string) => reply === fallback(brand) || reply === notMedicalAdvice(brand);

function notMedicalAdvice(brand: Brand): string {
  return `I cannot tell you what that is: I am not a doctor, and what I say is not medical or dermatological advice. Please see a dermatologist. For anything about our products and rituals, our concierge is on ${brand.phone} (${brand.phoneHours}) or ${brand.emails.concierge}.`;
}

export function fallback(brand: Brand): string {
  return `I am not sure about that, and I would rather not guess. Our concierge can help: ${brand.phone} (${brand.phoneHours}) or ${brand.emails.concierge}, or write to us at /contact. I can answer questions about our products, services, prices, houses, booking and the four ${brand.name} domains.`;
}

/** The documents that best answer the question, asked again with the visitor's previous question when this one leans on it ("how much is it?"). */
function retrieve(index: SiteSearchIndex, question: string, history: readonly ChatTurn[]): RankedDocument[] {
  const ranked = index.search(question, { limit: 8 });
  if (ranked.slice(0, 3).some((entry) => answers(entry, question))) return ranked;
  const previous = [...history].reverse().find((turn) => turn.role === 'user');
  if (!previous) return ranked;
  const followUp = index.search(`${previous.content} ${question}`, { limit: 8 });
  return answers(followUp[0], previous.content) ? followUp : ranked;
}

/**
 * The built-in advisor: it finds the site's documents that answer the question (the same engine and
 * documents as /search) and composes its reply from the best of them, stating the facts asked for
 * (price, duration, opening hours, address) with the page's link. It says plainly when nothing
 * answers. Deterministic, so it is tested like any other function, on a public relevance set
 * (shared/src/search/relevance-set.json).
 */
export function advise({ brand, index }: AdvisorSources, message: string, history: readonly ChatTurn[] = []): string {
  const text = message.trim();
  const lower = text.toLowerCase();

  if (asks.greeting.test(lower) && text.split(/\s+/).length <= 4) {
    return `Hello, I am ${brand.advisorName}, the ${brand.name} beauty advisor. Ask me about skin, hair or makeup for melanin-rich beauty, our prices, a house near you, booking an appointment, or the four ${brand.name} domains.`;
  }
  if (medical.test(lower)) return notMedicalAdvice(brand);
  if (elsewhere.test(lower)) return fallback(brand);

  const ranked = index ? retrieve(index, text, history) : [];
  // The first of the best three that answers: a page that shares one word with the question can
  // outrank the item that answers it.
  const best = ranked.slice(0, 3).find((entry) => answers(entry, text));

  if (asks.domains.test(lower)) {
    const article = ranked.find((entry) => entry.document.kind === 'article');
    return [
      `The four ${brand.name} domains (${brand.domains.join(', ')}) are offered together, as one digital asset package, to a serious buyer. They are not sold individually and there is no auction.`,
      `To start a conversation, use the enquiry form at /inquire or write to ${brand.emails.acquisitions}; the team replies ${brand.replyPromise}. Registering your interest is not a newsletter subscription.${article ? ` The package is described at ${article.document.path}.` : ''}`,
    ].join('\n\n');
  }

  // The /chat page's own questions are answered with the page's own words, and with the item that
  // answers the question too, when one does (a sunscreen question gets the sunscreen).
  if (best?.document.kind === 'question' && best.document.facts?.answer && best.matchedTerms.length >= 2) {
    const item = ranked.slice(1, 4).find((entry) => (entry.document.kind === 'product' || entry.document.kind === 'service') && entry.matchedTerms.length >= 2);
    return item ? `${best.document.facts.answer}\n\nFrom the collection:\n${itemLine(item.document)}` : best.document.facts.answer;
  }

  if (!best) {
    if (asks.contact.test(lower)) {
      return `Our concierge answers on ${brand.phone} (${brand.phoneHours}) and at ${brand.emails.concierge}, in ${brand.languages.join(', ').replace(/, ([^,]*)$/, ' and $1')}. You can also write to us at /contact; we reply ${brand.replyPromise}.`;
    }
    return fallback(brand);
  }

  const house = ranked.slice(0, 3).find((entry) => entry.document.kind === 'location' && entry.matchedTerms.length > 0)?.document;
  if (house && (asks.hours.test(lower) || asks.address.test(lower) || best.document.kind === 'location')) {
    const { address, hours } = house.facts ?? {};
    const where = asks.address.test(lower) || !asks.hours.test(lower);
    const when = asks.hours.test(lower) || !asks.address.test(lower);
    const said = [where ? `${house.title} is at ${address}.` : '', when ? `${where ? 'It is open' : `${house.title} is open`}: ${hours}.` : ''].filter(Boolean);
    return `${said.join(' ')} Everything about the house is at ${house.path}, and you can book at /booking.`;
  }

  const askedPrice = asks.price.test(lower);
  const askedDuration = asks.duration.test(lower);
  if (askedPrice || askedDuration) {
    const subject = withFact(ranked.slice(0, 3), askedPrice ? 'price' : 'duration') ?? best;
    return `${priceAndDuration(subject.document, askedDuration)} ${subject.document.path}`;
  }

  if (best.document.kind === 'question' && best.document.facts?.answer) return best.document.facts.answer;

  if (best.document.kind === 'service' && best.document.path === '/beauty') {
    return `${best.document.title}: ${best.document.description} It is described chapter by chapter at /beauty, and you can ask for an invitation at /booking.`;
  }

  const items = ranked.filter((entry) => (entry.document.kind === 'product' || entry.document.kind === 'service') && answers(entry, text)).slice(0, 3);
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
