import type { Knowledge } from './knowledge.ts';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

type Product = Knowledge['products'][number];
type Location = Knowledge['locations'][number];

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const words = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+/g) ?? [];

/** Words that say nothing about what someone is looking for. */
const stopWords = new Set(
  'a an and are as at be best can could do does for from get good have help how i im in is it me my need of on or please recommend should something that the this to use want what which with would you your'.split(' '),
);

/** Everyday words for the concerns the catalogue treats, mapped to the words its copy uses. */
const synonyms: Record<string, string[]> = {
  spots: ['dark', 'marks', 'hyperpigmentation', 'even', 'tone'],
  hyperpigmentation: ['dark', 'marks', 'even', 'tone'],
  ashy: ['ashiness', 'hydration', 'moisture', 'dry'],
  dry: ['hydration', 'moisture', 'dryness'],
  curls: ['coils', 'curl', 'textured', 'hair'],
  coils: ['curls', 'curl', 'textured', 'hair'],
  frizz: ['moisture', 'definition', 'curl'],
  foundation: ['foundation', 'shade', 'base', 'complexion'],
  lips: ['lip', 'lipstick', 'gloss'],
  lipstick: ['lip', 'lips'],
  sunscreen: ['spf', 'sun', 'protection', 'cast'],
  spf: ['sunscreen', 'sun', 'protection'],
  scalp: ['scalp', 'roots', 'growth'],
  edges: ['edges', 'growth', 'scalp'],
  glow: ['radiance', 'luminous', 'glow'],
};

const cityAliases: Record<string, string[]> = {
  'new-york-ny': ['new york', 'nyc', 'manhattan'],
  'los-angeles-ca': ['los angeles', 'la', 'beverly hills', 'l.a.'],
  'quebec-city-qc': ['quebec', 'québec'],
  'paris-france': ['paris'],
  'milan-italy': ['milan', 'milano'],
  'london-uk': ['london'],
  'houston-tx': ['houston'],
  'atlanta-ga': ['atlanta', 'atl'],
  'toronto-on': ['toronto'],
};

const has = (text: string, pattern: RegExp) => pattern.test(text);

function findLocation(knowledge: Knowledge, text: string): Location | undefined {
  const padded = ` ${text.toLowerCase().replace(/[^a-zé. ]/g, ' ')} `;
  return knowledge.locations.find((location) => (cityAliases[location.slug] ?? [location.city.toLowerCase()]).some((alias) => padded.includes(` ${alias} `)));
}

function productsNamedIn(knowledge: Knowledge, text: string): Product[] {
  const lower = text.toLowerCase();
  return knowledge.products.filter((product) => lower.includes(product.name.toLowerCase()));
}

/** The catalogue ranked by how many of the question's words (and their synonyms) its copy uses. */
function rankProducts(knowledge: Knowledge, text: string, category?: string): Product[] {
  const asked = words(text).filter((word) => !stopWords.has(word));
  const terms = new Set(asked.flatMap((word) => [word, word.replace(/s$/, ''), ...(synonyms[word] ?? [])]));
  if (terms.size === 0) return [];
  return knowledge.products
    .filter((product) => !category || product.category === category)
    .map((product) => {
      const copy = new Set(words(`${product.name} ${product.category} ${product.description} ${product.features.join(' ')}`));
      const score = [...terms].filter((term) => copy.has(term)).length + (words(product.name).some((word) => terms.has(word)) ? 2 : 0);
      return { product, score };
    })
    .filter(({ score }) => score >= 2)
    .sort((a, b) => b.score - a.score)
    .map(({ product }) => product);
}

/**
 * The FAQ entry the message asks, when it uses most of the entry's own words (so 'is there an
 * auction' finds 'Is there an auction?', while a question that merely mentions the domains does not).
 */
function matchFaq(knowledge: Knowledge, text: string): Knowledge['faqs'][number] | undefined {
  const asked = new Set(words(text).filter((word) => !stopWords.has(word)).map((word) => word.replace(/s$/, '')));
  if (asked.size === 0) return undefined;
  let best: { faq: Knowledge['faqs'][number]; score: number } | undefined;
  for (const faq of knowledge.faqs) {
    const own = [...new Set(words(faq.question).filter((word) => !stopWords.has(word)).map((word) => word.replace(/s$/, '')))];
    const shared = own.filter((word) => asked.has(word)).length;
    // Most of the entry's words, and not a long message that only brushes past them.
    const score = shared / Math.max(own.length, asked.size * 0.75);
    if (shared >= Math.min(2, own.length) && score >= 0.6 && (!best || score > best.score)) best = { faq, score };
  }
  return best?.faq;
}

const productLine = (product: Product) => `• ${product.name} (${dollars(product.price)}${product.duration ? `, ${product.duration}` : ''}): ${product.description} ${product.path}`;

function hoursText(location: Location): string {
  const days = Object.entries(location.hours).map(([day, hours]) => `${day[0]!.toUpperCase()}${day.slice(1, 3)} ${hours.replace('-', '–')}`);
  return days.join(', ');
}

/**
 * The built-in advisor: answers from the site's own data (knowledge.generated.json), with links
 * to the pages it talks about, and says plainly when it does not know. Deterministic, so it is tested
 * like any other function.
 */
export function advise(knowledge: Knowledge, message: string, history: readonly ChatTurn[] = []): string {
  const text = message.trim();
  const lower = text.toLowerCase();
  const { brand } = knowledge;

  const faq = matchFaq(knowledge, text);
  if (faq) return faq.answer;

  if (has(lower, /\b(domain|domains|acquire|acquisition|asset|assets|for sale|portfolio|buy the (site|brand|names?))\b/) || lower.includes('.beauty') || lower.includes('.skin')) {
    return [
      `The four ${brand.name} domains (${brand.domains.join(', ')}) are offered together, as one digital asset package, to a serious buyer. They are not sold individually and there is no auction.`,
      `To start a conversation, use the enquiry form at /inquire or write to ${brand.emails.acquisitions}; the team replies ${brand.replyPromise}. Registering your interest is not a newsletter subscription.`,
    ].join('\n\n');
  }

  const location = findLocation(knowledge, lower);
  if (location) {
    return `${location.name} is at ${location.address}. Opening hours (local time, ${location.timezone}): ${hoursText(location)}. Everything about the house is at ${location.path}, and you can book at /booking.`;
  }
  if (has(lower, /\b(where|locations?|cities|city|near me|address|open|hours)\b/)) {
    return `We have ${knowledge.locations.length} houses: ${knowledge.locations.map((item) => `${item.city} (${item.path})`).join(', ')}. Tell me a city and I will give you its address and opening hours, or see them all at /local.`;
  }

  if (has(lower, /\b(book|booking|appointment|reserve|reservation|schedule)\b/)) {
    const list = knowledge.experiences.map((experience) => `• ${experience.name}: ${experience.duration}, ${dollars(experience.price)}`).join('\n');
    return `You can book online in four steps at /booking:\n${list}\n\nFor the full afternoon, ${knowledge.immersion.name} (${knowledge.immersion.facts.join(', ').toLowerCase()}) is described at ${knowledge.immersion.path}. Or call ${brand.phone} (${brand.phoneHours}).`;
  }

  if (has(lower, /\b(phone|call|email|contact|human|someone|concierge|speak)\b/)) {
    return `Our concierge answers on ${brand.phone} (${brand.phoneHours}) and at ${brand.emails.concierge}, in ${brand.languages.join(', ').replace(/, ([^,]*)$/, ' and $1')}. You can also write to us at /contact; we reply ${brand.replyPromise}.`;
  }

  const named = productsNamedIn(knowledge, text);
  const previous = [...history].reverse().find((turn) => turn.role === 'assistant');
  const mentionedBefore = previous ? productsNamedIn(knowledge, previous.content) : [];
  if (has(lower, /\b(price|cost|how much|expensive)\b/)) {
    const subject = named[0] ?? mentionedBefore[0];
    if (subject) return `${subject.name} is ${dollars(subject.price)}${subject.duration ? ` for ${subject.duration}` : ''}. ${subject.path}`;
    const services = knowledge.services.map((service) => `• ${service.name}: ${dollars(service.price)}, ${service.duration}`).join('\n');
    return `Products range from ${dollars(Math.min(...knowledge.products.map((p) => p.price)))} to ${dollars(Math.max(...knowledge.products.map((p) => p.price)))} (see /products). Our services:\n${services}\n\nAsk me about a product by name for its exact price.`;
  }
  if (named[0]) {
    const product = named[0];
    return `${product.name} (${dollars(product.price)}): ${product.description}\nKey benefits: ${product.features.slice(0, 3).join('; ')}.\n${product.path}`;
  }

  if (has(lower, /^(hi|hello|hey|good (morning|afternoon|evening)|bonjour|hola|salut)\b/) && words(lower).length <= 4) {
    return `Hello, I am ${brand.advisorName}, the ${brand.name} beauty advisor. Ask me about skin, hair or makeup for melanin-rich beauty, our prices, a house near you, booking an appointment, or the four ${brand.name} domains.`;
  }

  const category = (['skin', 'hair', 'makeup'] as const).find((name) => new RegExp(`\\b${name}\\b`).test(lower));
  const ranked = rankProducts(knowledge, text, category);
  if (ranked.length > 0) {
    return `For that, I would look at:\n${ranked.slice(0, 3).map(productLine).join('\n')}\n\nFor advice in person, our specialists are at /booking.`;
  }
  if (category) {
    const inCategory = knowledge.products.filter((product) => product.category === category);
    return `Our ${category} collection:\n${inCategory.slice(0, 5).map(productLine).join('\n')}\n\nThe whole collection is at /${category}.`;
  }

  return `I am not sure about that, and I would rather not guess. Our concierge can help: ${brand.phone} (${brand.phoneHours}) or ${brand.emails.concierge}, or write to us at /contact. I can answer questions about our products, services, prices, houses, booking and the four ${brand.name} domains.`;
}
