/**
 * What each kind of JSON-LD block the site publishes must carry: the properties search engines
 * require for the rich result (Google Search Central's structured-data reference), and the spec's
 * constants. Used by the composition's unit test (every route's blocks, from the apps' sources)
 * and by the end-to-end test (the same, read from the served HTML).
 */
type Block = Record<string, unknown>;

const isObject = (value: unknown): value is Block => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const absolute = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);

function need(problems: string[], where: string, block: Block, properties: readonly string[]) {
  for (const property of properties) if (block[property] === undefined || block[property] === '' || (Array.isArray(block[property]) && (block[property] as unknown[]).length === 0)) problems.push(`${where}: missing ${property}`);
}

function expectValue(problems: string[], where: string, actual: unknown, expected: unknown) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${where}: ${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`);
}

const HEAD_OFFICE_HOURS = [
  { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '19:00' },
  { dayOfWeek: ['Saturday'], opens: '10:00', closes: '17:00' },
];

/** The problems of one block (empty when it is fine). `path` names the route in the messages. */
export function jsonLdProblems(block: unknown, path: string): string[] {
  const problems: string[] = [];
  if (!isObject(block)) return [`${path}: a block that is not an object`];
  const type = block['@type'];
  const where = `${path} ${String(type)}`;
  if (block['@context'] !== 'https://schema.org') problems.push(`${where}: @context is not https://schema.org`);
  switch (type) {
    case 'Organization':
      need(problems, where, block, ['name', 'url', 'logo']);
      break;
    case 'WebSite': {
      need(problems, where, block, ['name', 'url', 'potentialAction']);
      const action = block.potentialAction as Block | undefined;
      const target = isObject(action?.target) ? action.target.urlTemplate : action?.target;
      expectValue(problems, `${where} SearchAction target`, target, 'https://noirelle.beauty/search?q={search_term_string}');
      expectValue(problems, `${where} SearchAction query-input`, action?.['query-input'], 'required name=search_term_string');
      break;
    }
    case 'Product': {
      need(problems, where, block, ['name', 'image', 'description', 'brand', 'offers', 'aggregateRating']);
      if (!list(block.image).every(absolute)) problems.push(`${where}: an image URL is not absolute`);
      const offer = (block.offers ?? {}) as Block;
      need(problems, `${where} offers`, offer, ['price', 'priceCurrency', 'priceValidUntil', 'availability', 'url']);
      expectValue(problems, `${where} currency`, offer.priceCurrency, 'USD');
      // Spec: the price is valid for 365 days from today.
      const validUntil = Date.parse(String(offer.priceValidUntil));
      const days = Math.round((validUntil - Date.now()) / 86_400_000);
      if (!(days >= 363 && days <= 366)) problems.push(`${where}: priceValidUntil is ${days} days away, not 365`);
      if (!['https://schema.org/InStock', 'https://schema.org/OutOfStock'].includes(String(offer.availability))) problems.push(`${where}: availability ${String(offer.availability)}`);
      const rating = (block.aggregateRating ?? {}) as Block;
      expectValue(problems, `${where} rating`, [rating.ratingValue, rating.reviewCount], [4.8, 127]);
      break;
    }
    case 'FAQPage':
      need(problems, where, block, ['mainEntity']);
      for (const question of list(block.mainEntity) as Block[]) {
        if (question['@type'] !== 'Question' || !text(question.name) || !text((question.acceptedAnswer as Block | undefined)?.text)) problems.push(`${where}: a question without name or answer text`);
      }
      break;
    case 'BeautySalon': {
      need(problems, where, block, ['name', 'url', 'telephone', 'address', 'openingHoursSpecification', 'aggregateRating', 'priceRange', 'paymentAccepted']);
      need(problems, `${where} address`, (block.address ?? {}) as Block, ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry']);
      const rating = (block.aggregateRating ?? {}) as Block;
      expectValue(problems, `${where} payment`, block.paymentAccepted, 'Cash, Credit Card, Debit Card');
      if (String(block['@id']).endsWith('#head-office')) {
        // Spec: the head office in Beverly Hills, 4.9 from 234 reviews, $$$$, Mon-Fri 09:00-19:00, Sat 10:00-17:00.
        expectValue(problems, `${where} city`, (block.address as Block | undefined)?.addressLocality, 'Beverly Hills');
        expectValue(problems, `${where} rating`, [rating.ratingValue, rating.reviewCount], [4.9, 234]);
        expectValue(problems, `${where} price range`, block.priceRange, '$$$$');
        expectValue(
          problems,
          `${where} hours`,
          (list(block.openingHoursSpecification) as Block[]).map(({ dayOfWeek, opens, closes }) => ({ dayOfWeek, opens, closes })),
          HEAD_OFFICE_HOURS,
        );
      } else {
        // Spec: every location 4.9 from 156 reviews, $$, a 50000 m service radius.
        expectValue(problems, `${where} rating`, [rating.ratingValue, rating.reviewCount], [4.9, 156]);
        expectValue(problems, `${where} price range`, block.priceRange, '$$');
        expectValue(problems, `${where} radius`, (block.areaServed as Block | undefined)?.geoRadius, 50000);
        need(problems, where, block, ['geo']);
      }
      break;
    }
    case 'BreadcrumbList': {
      const items = list(block.itemListElement) as Block[];
      if (items.length === 0) problems.push(`${where}: no items`);
      items.forEach((item, index) => {
        if (item.position !== index + 1 || !text(item.name) || !absolute(item.item)) problems.push(`${where}: item ${index + 1} lacks position, name or an absolute item URL`);
      });
      break;
    }
    case 'HowTo': {
      need(problems, where, block, ['name', 'step', 'totalTime', 'estimatedCost']);
      expectValue(problems, `${where} time`, block.totalTime, 'PT30M');
      const cost = (block.estimatedCost ?? {}) as Block;
      expectValue(problems, `${where} cost`, [cost.currency, cost.minValue, cost.maxValue], ['USD', 200, 500]);
      if (!(list(block.step) as Block[]).every((step) => text(step.text))) problems.push(`${where}: a step without text`);
      break;
    }
    case 'WebPage': {
      // A page about a product that is not its own (the shade finder): the product's offers each
      // lead to an address where it is chosen.
      need(problems, where, block, ['@id', 'name', 'url', 'description']);
      if (!absolute(block['@id']) || !absolute(block.url)) problems.push(`${where}: @id or url is not absolute`);
      const about = block.about;
      if (isObject(about)) {
        need(problems, `${where} about`, about, ['name', 'url', 'offers']);
        if (!(list(about.offers) as Block[]).every((offer) => text(offer.name) && absolute(offer.url) && text(offer.price) && offer.priceCurrency === 'USD')) problems.push(`${where}: an offer without a name, a USD price or an absolute URL`);
      }
      break;
    }
    case 'Article':
      need(problems, where, block, ['headline', 'image', 'datePublished', 'author', 'publisher']);
      break;
    default:
      problems.push(`${where}: a kind of block with no rules here (add them)`);
  }
  return problems;
}

/** The kinds of block that describe a page itself, and so say its language. */
const PAGE_KINDS = ['WebPage', 'WebSite', 'FAQPage', 'HowTo', 'CollectionPage', 'AboutPage', 'ContactPage', 'ItemPage', 'SearchResultsPage'];

/** What is wrong with a page's blocks as a whole, if anything: one of them describes the page, in its language. */
export function pageLanguageProblems(blocks: readonly unknown[], path: string, locale: string): string[] {
  const pages = blocks.filter((block): block is Block => isObject(block) && PAGE_KINDS.includes(String(block['@type'])));
  if (pages.length === 0) return [`${path}: no block describes the page`];
  return pages.filter((block) => block.inLanguage !== locale).map((block) => `${path} ${String(block['@type'])}: inLanguage ${JSON.stringify(block.inLanguage)} instead of "${locale}"`);
}

/** Every kind the spec lists ("Search-engine structured data"); the composed site must carry each somewhere. */
export const requiredKinds = ['Organization', 'WebSite', 'Product', 'FAQPage', 'BeautySalon', 'BreadcrumbList', 'HowTo'] as const;
