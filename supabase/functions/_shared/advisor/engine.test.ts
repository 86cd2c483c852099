import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SiteSearchIndex, type SearchDocument } from 'shared/search';
import { buildBrand } from '../../../scripts/brand-source.ts';
import type { Brand } from '../brand.ts';
import committed from '../brand.generated.json' with { type: 'json' };
import { advise, fallback, groundingFacts, referral } from './engine.ts';

const brand = committed as Brand;

/** A few documents as the remotes publish them (the whole site's are tested on the public relevance set, scripts/search). */
const documents: SearchDocument[] = [
  {
    id: 'catalogue:item:even-tone-concentrate',
    kind: 'product',
    title: 'Even Tone Concentrate',
    description: '$185 · A daily concentrate that softens the look of dark marks and post-inflammatory hyperpigmentation.',
    path: '/product/even-tone-concentrate',
    keywords: 'Skin product',
    body: 'Tranexamic acid and niacinamide for hyperpigmentation, with no bleaching agents.',
    facts: { price: '$185' },
  },
  {
    id: 'catalogue:item:second-skin-foundation',
    kind: 'product',
    title: 'Second Skin Foundation',
    description: '$78 · A weightless foundation in 40 shades built on deep undertones.',
    path: '/product/second-skin-foundation',
    keywords: 'Makeup product',
    body: 'Shades for deep skin with no grey cast.',
    facts: { price: '$78' },
  },
  {
    id: 'booking:experience:royal-hair-ritual',
    kind: 'service',
    title: 'Royal Hair Ritual',
    description: '$550, 120 minutes · Scalp, steam and a finish for textured hair.',
    path: '/booking',
    keywords: 'hair experience booking appointment',
    facts: { price: '$550', duration: '120 minutes' },
  },
  {
    id: 'locations:house:toronto-on',
    kind: 'location',
    title: 'Noirelle Toronto',
    description: '110 Yorkville Avenue, Toronto, ON M5R 1C2, Canada · Our house in Yorkville.',
    path: '/local/toronto-on',
    keywords: 'Toronto Ontario Canada Yorkville',
    facts: { address: '110 Yorkville Avenue, Toronto, ON M5R 1C2, Canada', hours: 'Monday 10:00-19:00, Sunday 11:00-17:00 (local time, America/Toronto)' },
  },
  {
    id: 'advisor:question:12',
    kind: 'question',
    title: 'How often should I wash textured hair?',
    description: 'Every 7 to 10 days for most coils, with a moisture mask each time.',
    path: '/chat',
    keywords: 'wash day textured hair',
    facts: { answer: 'Every 7 to 10 days for most coils, with a moisture mask each time.' },
  },
  {
    id: 'press:article:four-beauty-domains-one-digital-asset-package',
    kind: 'article',
    title: 'Four Beauty Domains, One Digital Asset Package',
    description: 'Why noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup are offered together.',
    path: '/press/four-beauty-domains-one-digital-asset-package',
    keywords: 'domains digital asset package acquisition',
  },
];
const sources = { brand, index: new SiteSearchIndex(documents) };

/** The documents with the Toronto house's page given this copy (its landmarks, its services), and any others. */
const withHouseCopy = (body: string, ...others: SearchDocument[]) => new SiteSearchIndex([...documents.map((document) => (document.kind === 'location' ? { ...document, body } : document)), ...others]);

describe('the advisor’s brand facts', () => {
  it('are what shared/src/brand.ts says today (run npm run brand -w backend when this fails)', () => {
    expect(JSON.parse(readFileSync(new URL('../brand.generated.json', import.meta.url), 'utf8'))).toEqual(JSON.parse(JSON.stringify(buildBrand())));
  });
});

describe('the built-in advisor', () => {
  it('greets and says what it can do', () => {
    expect(advise(sources, 'Hi')).toMatch(/^Hello, I am Amara, the Noirelle beauty advisor/);
  });

  it('answers a /chat question with the page’s own answer, also asked in other words', () => {
    const answer = documents[4]!.facts!.answer!;
    // The page's answer first; an item that answers the question too may follow it.
    expect(advise(sources, 'How often should I wash textured hair?').startsWith(answer)).toBe(true);
    // With its page, as every answer has.
    expect(advise(sources, 'How often should I wash textured hair?')).toContain('/chat');
    expect(advise(sources, 'how often do I need to be washing my coils').startsWith(answer)).toBe(true);
  });

  it('explains how to acquire the four domains, with the article that describes the package', () => {
    expect(advise(sources, 'Is there an auction?')).toContain('There is no auction');
    const answer = advise(sources, 'How do I buy the domains?');
    for (const domain of brand.domains) expect(answer).toContain(domain);
    expect(answer).toContain('not sold individually');
    expect(answer).toContain('/inquire');
    expect(answer).toContain('/press/four-beauty-domains-one-digital-asset-package');
  });

  it('gives a house’s address or opening hours from its published facts, with its page', () => {
    const hours = advise(sources, 'When are you open in Toronto?');
    expect(hours).toContain('Sunday 11:00-17:00');
    expect(hours).toContain('/local/toronto-on');
    expect(advise(sources, 'Where is the Toronto salon?')).toContain('110 Yorkville Avenue');
  });

  it('states the price and duration asked for, with the page, and of “it” from the conversation', () => {
    expect(advise(sources, 'Even Tone Concentrate price?')).toBe('Even Tone Concentrate is $185. /product/even-tone-concentrate');
    expect(advise(sources, 'How many minutes does a royal hair ritual take?')).toBe('Royal Hair Ritual is $550, for 120 minutes. /booking');
    expect(advise(sources, 'How much is it?', [{ role: 'user', content: 'I keep hearing good things about Second Skin Foundation' }])).toContain('$78');
  });

  it('recommends the items that answer a concern, with their prices and links', () => {
    const answer = advise(sources, 'What helps fade dark spots?');
    expect(answer).toContain('/product/even-tone-concentrate');
    expect(answer).toContain('$185');
    expect(advise(sources, 'Which foundation suits very deep skin?')).toContain('/product/second-skin-foundation');
  });

  it('says plainly when nothing answers, or when it cannot read the site', () => {
    expect(advise(sources, 'What is the airspeed velocity of an unladen swallow?')).toBe(fallback(brand));
    expect(advise({ brand, index: null }, 'What does a Royal Hair Ritual cost?')).toBe(fallback(brand));
    expect(fallback(brand)).toContain(brand.phone);
    expect(fallback(brand)).toContain(brand.emails.concierge);
  });

  it('answers a worry about health with a doctor, never with a product, a price or a booking', () => {
    for (const question of ['I have an itchy rash, is it eczema?', 'Could this new freckle on my neck be melanoma?', 'Which foundation should I wear over a rash?']) {
      const reply = advise(sources, question);
      expect(reply, question).toBe(referral(brand, 'condition'));
      expect(reply).toMatch(/dermatologist|doctor/);
      expect(reply).not.toMatch(/\/product|\/booking|\$\d/);
    }
    expect(advise(sources, 'I am pregnant, may I keep applying Even Tone Concentrate?')).toBe(referral(brand, 'pregnancy-or-medication'));
    // A reaction to a product also gets the concierge, who needs to know.
    const reaction = advise(sources, 'My face burns since using the Even Tone Concentrate');
    expect(reaction).toBe(referral(brand, 'reaction'));
    expect(reaction).toContain(brand.phone);
  });

  it('answers a care question whose words only sound medical', () => {
    expect(advise(sources, 'Which water temperature is best for washing coils?')).toContain('Every 7 to 10 days');
  });

  it('answers a house’s hours or address whatever else the visitor tells, in chat spellings too', () => {
    expect(advise(sources, 'wat time dos the toronto salon open on sundy, i want to come after church')).toContain('Sunday 11:00-17:00');
    expect(advise(sources, 'Only in Toronto for a day, which street is the salon on?')).toContain('110 Yorkville Avenue');
    // "Where" without a house is no question about one.
    expect(advise(sources, 'Where can I rent a bike in Toronto?')).toBe(fallback(brand));
  });

  it('states a named item’s price and what else was asked of it, from its copy', () => {
    const reply = advise(sources, 'Price of Even Tone Concentrate, and is tranexamic acid in it?');
    expect(reply).toContain('$185');
    expect(reply).toContain('Tranexamic acid and niacinamide');
  });

  it('answers the site’s own question asked in more words', () => {
    expect(advise(sources, 'My grandmother insisted we never wash textured hair in winter, my sister disagrees completely and my aunt swears by weekly rinses. How often should I wash it?')).toContain('Every 7 to 10 days');
  });

  it('compares two named items on what was asked, with each one’s sentence that says it', () => {
    const reply = advise(sources, 'Even Tone Concentrate or the Second Skin Foundation, which one has no grey cast?');
    expect(reply).toContain('Shades for deep skin with no grey cast.');
  });

  it('never gives an item’s price for a part of it, nor a count its copy does not state', () => {
    const lipstick: SearchDocument = {
      id: 'catalogue:item:satin-lipstick',
      kind: 'product',
      title: 'Satin Lipstick',
      description: '$60 · A satin lipstick in shades made for deep lips, in a refillable case.',
      path: '/product/satin-lipstick',
      keywords: 'Makeup product',
      body: 'Refillable case; refills sold separately.\nLine the lips with a pencil one shade deeper.\nFour balms in the set, each in a travel size.',
      facts: { price: '$60' },
    };
    const withLipstick = { brand, index: new SiteSearchIndex([...documents, lipstick]) };
    for (const question of ['How much is a refill for the Satin Lipstick?', 'Do the Satin Lipstick refills cost extra?']) {
      const reply = advise(withLipstick, question);
      // Said as "the price of a" what was asked, "refill".
      expect(reply, question).toMatch(/^I cannot find the price of a (\w+) on the page of Satin Lipstick/);
      expect(reply.match(/price of a (\w+)/)?.[1], question).toBe('refill');
      expect(reply, question).not.toContain('$60');
    }
    // Refilling the case asks no refill's price.
    expect(advise(withLipstick, 'What is the price of the Satin Lipstick, and can I refill the case?')).toContain('$60');
    // "One shade deeper" counts no shades.
    expect(advise(withLipstick, 'Satin Lipstick, how many shades in the range?')).toContain('I cannot find that on the page of Satin Lipstick');
    expect(advise(withLipstick, 'How many balms are in the Satin Lipstick set?')).toContain('Four balms');
  });

  it('sets side by side the items a comparison names by what they are, when each is the only one', () => {
    const reply = advise(sources, 'foundation or concentrate, which is pricier?');
    expect(reply).toContain('Even Tone Concentrate: $185');
    expect(reply).toContain('Second Skin Foundation: $78');
    expect(reply).toContain('Even Tone Concentrate costs more.');
  });

  it('reads where the visitor read it as no part of what is asked', () => {
    const article: SearchDocument = { id: 'press:article:training', kind: 'article', title: 'Trained for Deep Skin', description: 'Why training matters.', path: '/press/training', keywords: 'press', body: 'Only 4 percent of stylists are trained on deep skin.\nOur artists train for a year.' };
    const reply = advise({ brand, index: new SiteSearchIndex([...documents, article]) }, 'What share of stylists are trained on deep skin, according to your piece?');
    expect(reply).toContain('Only 4 percent of stylists');
    expect(reply).toContain('/press/training');
  });

  it('says what a priced item is when that is asked with its price', () => {
    expect(advise(sources, 'Royal Hair Ritual: what happens, and what does it cost?')).toBe('Royal Hair Ritual is $550, for 120 minutes. Scalp, steam and a finish for textured hair. /booking');
  });

  it('reads "how much" of a noun as no question about a price', () => {
    expect(advise(sources, 'how much tranexamic acid does Even Tone Concentrate contain?')).not.toBe('Even Tone Concentrate is $185. /product/even-tone-concentrate');
    expect(advise(sources, 'how much training does a facialist get on the Even Tone Concentrate?')).not.toMatch(/^Even Tone Concentrate is \$185/);
  });

  it('sets two named items side by side, and says which is cheaper or quicker when asked', () => {
    const compared = advise(sources, 'Royal Hair Ritual versus Even Tone Concentrate: which costs less?');
    expect(compared).toContain('$185');
    expect(compared).toContain('$550');
    expect(compared).toContain('Even Tone Concentrate costs less.');
  });

  it('never infers a claim a page does not state, and quotes the one it does', () => {
    const vegan = advise(sources, 'Second Skin Foundation: vegan or not?');
    expect(vegan).toContain('cannot tell from our pages whether Second Skin Foundation is vegan');
    expect(vegan).toContain(brand.phone);
    expect(vegan).not.toMatch(/\/product|\$\d/);
    expect(advise(sources, 'any bleaching agents in even tone concentrate?')).toContain('with no bleaching agents');
  });

  it('states terms of trade only from a sentence that says them, and never answers them with a price', () => {
    const delivery = advise(sources, 'Can you ship the Second Skin Foundation to Lagos, and how much is delivery?');
    expect(delivery).toContain('cannot find the delivery terms for Second Skin Foundation');
    expect(delivery).toContain(brand.emails.concierge);
    expect(delivery).not.toMatch(/\/product|\$\d/);
  });

  it('refers a worry in French or Spanish in that language, and sells nothing', () => {
    const french = advise(sources, "Depuis que j'utilise le Even Tone Concentrate, mes joues brûlent et démangent. Que faire ?");
    expect(french).toContain('consultez un dermatologue');
    expect(french).toContain(brand.emails.concierge);
    expect(french).not.toMatch(/\/product|\/booking|\$\d/);
    const spanish = advise(sources, 'Tengo un lunar que sangra desde hace una semana, ¿me recomiendan la Second Skin Foundation?');
    expect(spanish).toContain('consulte a un dermatólogo');
    expect(spanish).not.toMatch(/\/product|\/booking|\$\d/);
  });

  it('gives a house’s address and hours, or an item’s price, asked in French or Spanish, with the concierge who speaks it', () => {
    // Its words are not read as mistyped English: "maison" is no "Madison".
    const newYork: SearchDocument = { id: 'locations:house:new-york-ny', kind: 'location', title: 'Noirelle New York', description: '785 Madison Avenue, New York', path: '/local/new-york-ny', keywords: 'New York Madison Avenue', facts: { address: '785 Madison Avenue, New York, NY 10065, United States', hours: 'Monday 09:00-21:00' } };
    expect(advise({ brand, index: new SiteSearchIndex([...documents, newYork]) }, 'Quelle est l’adresse de votre maison à Toronto ?')).toContain('110 Yorkville Avenue');
    const address = advise(sources, 'Quelle est l’adresse de la maison de Toronto ?');
    expect(address).toContain('110 Yorkville Avenue');
    expect(address).toContain('/local/toronto-on');
    expect(address).toContain('Notre concierge parle français');
    expect(advise(sources, '¿A qué hora abre el salón de Toronto el domingo?')).toContain('Horario del domingo: 11:00-17:00 (hora local)');
    const price = advise(sources, '¿Cuánto cuesta el Royal Hair Ritual y cuánto tiempo dura?');
    expect(price).toContain('$550, 120 minutos');
    expect(price).toContain('/booking');
    // Anything else goes to the concierge, with no page of the catalogue.
    const other = advise(sources, 'Est-ce que le Royal Hair Ritual convient aux cheveux colorés ?');
    expect(other).toContain("Je ne réponds pour l'instant qu'en anglais");
    expect(other).not.toMatch(/\/booking|\$\d/);
  });

  it('answers each part of a two-part question about a named item', () => {
    const reply = advise(sources, 'Even Tone Concentrate: are there bleaching agents in it, and does it treat post-inflammatory hyperpigmentation?');
    expect(reply).toContain('no bleaching agents');
  });

  it('finds the house near a landmark its page names, and asks the press, not a house, who runs it', () => {
    const withLandmark = { brand, index: withHouseCopy('Royal Ontario Museum\nGardiner Museum') };
    expect(advise(withLandmark, 'Visiting the Gardiner on Friday, is your salon anywhere nearby?')).toContain('110 Yorkville Avenue');
    expect(advise(sources, 'Who owns the Toronto house?')).not.toContain('110 Yorkville Avenue');
  });

  it('asks another place near a house of that place, not of the house', () => {
    const withLandmark = { brand, index: withHouseCopy('Royal Ontario Museum\nBloor Street shopping') };
    expect(advise(withLandmark, 'What time does the Royal Ontario Museum open on Sunday?')).toBe(fallback(brand));
    expect(advise(withLandmark, 'Can you suggest a hotel near Yorkville?')).toBe(fallback(brand));
    expect(advise(withLandmark, 'Is your Yorkville salon near the Royal Ontario Museum?')).toContain('110 Yorkville Avenue');
    expect(advise(withLandmark, 'Is Toronto open on Sundays? I have a gym class at nine.')).toContain('11:00-17:00');
  });

  it('answers how long and where from with the sentence that says a length of time or a place', () => {
    const oil: SearchDocument = {
      id: 'catalogue:item:marula-hair-oil',
      kind: 'product',
      title: 'Marula Hair Oil',
      description: '$60 · A light marula oil for coils that layers under any cream.',
      path: '/product/marula-hair-oil',
      keywords: 'Hair product',
      body: 'The marula oil layers under any cream without weighing coils down.\nThe marula is cold-pressed by a women’s cooperative in Namibia.\nAllow two minutes for the oil to sink in before styling.',
      facts: { price: '$60' },
    };
    const withOil = { brand, index: new SiteSearchIndex([...documents, oil]) };
    expect(advise(withOil, 'Where does the marula in the Marula Hair Oil come from?')).toContain('in Namibia');
    expect(advise(withOil, 'Does the Marula Hair Oil go under cream, and how long should I leave it before styling?')).toContain('two minutes');
    // Its summary is not quoted with its price, so what the summary says is said by a sentence.
    expect(advise(withOil, 'How much is the Marula Hair Oil, and does it layer under cream?')).toContain('layers under any cream');
  });

  it('quotes the page’s line that says the question in its own phrases, among lines that share its words', () => {
    const shadeQuestion: SearchDocument = { id: 'advisor:question:shade', kind: 'question', title: 'How do I choose a foundation shade?', description: 'Match at the jaw in daylight.', path: '/chat', keywords: 'foundation shade undertone deep skin', facts: { answer: 'Match at the jaw in daylight and look at the undertone first.' } };
    const finder: SearchDocument = {
      id: 'catalogue:page:/shade-finder',
      kind: 'page',
      title: 'Shade Finder',
      description: 'Find your foundation shade by depth and undertone.',
      path: '/shade-finder',
      keywords: 'foundation shade undertone depth skin',
      body: ['7R Deep Red: for deep skin (Monk 7) with a red undertone.', '9R Very Deep Red: for very deep skin (Monk 9) with a red undertone.', '9G Very Deep Gold: for very deep skin (Monk 9) with a gold undertone.'].join('\n'),
    };
    const reply = advise({ brand, index: new SiteSearchIndex([...documents, shadeQuestion, finder]) }, 'Which foundation suits very deep skin that has a red undertone?');
    expect(reply).toContain('Shade Finder: 9R Very Deep Red');
    expect(reply).toContain('/shade-finder');
  });

  it('answers with a /chat question whose every word is asked, wherever it ranks', () => {
    const auction: SearchDocument = { id: 'advisor:question:auction', kind: 'question', title: 'Is there an auction?', description: 'No. There is no auction.', path: '/chat', keywords: 'auction sale', facts: { answer: 'No. There is no auction: enquiries are handled in private.' } };
    const domainPages: SearchDocument[] = ['beauty', 'skin', 'hair'].map((name) => ({ id: `press:article:${name}`, kind: 'article', title: `The noirelle.${name} domain`, description: `Why the noirelle.${name} domain matters to a buyer, and when to bid.`, path: `/press/${name}`, keywords: 'domain bid buyer close' }));
    const reply = advise({ brand, index: new SiteSearchIndex([...documents, ...domainPages, auction]) }, 'Will the domains go to auction, and when do bids close?');
    expect(reply).toContain('enquiries are handled in private');
    expect(reply).toContain('/chat');
  });

  it('answers the /chat question one part of the question asks in its own words, whatever the rest tells', () => {
    const whatIs: SearchDocument = { id: 'advisor:question:1', kind: 'question', title: 'What is Noirelle?', description: 'A luxury beauty house.', path: '/chat', keywords: 'about', facts: { answer: 'Noirelle is a luxury beauty house for melanin-rich skin and textured hair.' } };
    const withWhatIs = { brand, index: new SiteSearchIndex([...documents, whatIs]) };
    expect(advise(withWhatIs, 'Forgive me, but what precisely is Noirelle? My niece sent me the link.')).toMatch(/^Noirelle is a luxury beauty house/);
    // Asking more than the site's question is no asking of it.
    expect(advise(withWhatIs, 'Any Noirelle within walking distance of Yorkville?')).not.toContain('luxury beauty house');
  });

  it('declines what the house does not sell, asked for by name', () => {
    expect(advise(sources, 'Do you carry bronzer? The Even Tone Concentrate is my favourite.')).toBe(fallback(brand));
    // However it is asked ("do you guys do", "can I get"), and at a house.
    expect(advise(sources, 'do you guys do acrylics?')).toBe(fallback(brand));
    const withServices = new SiteSearchIndex(documents.map((document) => (document.kind === 'location' ? { ...document, body: 'Silk Press\nBox Braids' } : document)));
    expect(advise({ brand, index: withServices }, 'after box braids at the Toronto house, can we get two ear piercings done?')).toBe(fallback(brand));
  });

  it('reads "which shops sell it" as shopping elsewhere, not as a list of the houses, and declines trivia of firsts', () => {
    expect(advise(sources, 'which shops stock the new Glossier balm?')).not.toContain('/local');
    expect(advise(sources, 'When was the very first mascara sold?')).toBe(fallback(brand));
  });

  it('answers an itch under braids as a care question, with when to see a dermatologist first', () => {
    const reply = advise(sources, 'my scalp gets itchy under my braids, how often should my hair be washed?');
    expect(reply.startsWith(referral(brand, 'scalp-itch'))).toBe(true);
    expect(reply).toContain('Every 7 to 10 days');
  });

  it('answers “who” with the sentence that names a person, under the heading of the place asked about', () => {
    const article: SearchDocument = {
      id: 'press:article:family',
      kind: 'article',
      title: 'Our Family of Houses',
      description: 'A portrait of the houses and the people who run them.',
      path: '/press/family',
      keywords: 'Noirelle Toronto Noirelle Paris',
      body: 'Paris\nThe house sits near the Élysée. Its director, Aïssatou Kane, grew up in Dakar.\nToronto\nThe house is in Yorkville. Owner Marcia Thompson-Adjei brings Jamaican traditions to the chair.',
    };
    const withArticle = { brand, index: new SiteSearchIndex([...documents, article]) };
    expect(advise(withArticle, 'Who runs the Toronto house?')).toContain('Marcia Thompson-Adjei');
    // What else is asked of her is no reason to decline: her sentence names her.
    expect(advise(withArticle, 'Who owns the Toronto house, and what is her background?')).toContain('Marcia Thompson-Adjei');
    // A place's name is no person's.
    expect(advise(withArticle, 'Who is in charge of the new Toronto house?')).not.toContain('The house is in Yorkville');
    expect(advise(withArticle, 'Who is the director in Paris?')).toContain('Aïssatou Kane');
    // The heading says where the sentence is about.
    expect(advise(withArticle, 'One owner brings Jamaican traditions to the chair: which city is that?')).toContain('Toronto: Owner Marcia Thompson-Adjei');
  });

  it('reads a city as a house only when the question is about the houses', () => {
    for (const question of ['What is the capital of Canada?', 'Will it rain in Toronto tomorrow?', 'Best museums in Toronto?']) expect(advise(sources, question), question).toBe(fallback(brand));
    expect(advise(sources, 'Do you have a salon in Toronto?')).toContain('/local/toronto-on');
    expect(advise(sources, 'Toronto')).toContain('110 Yorkville Avenue');
  });

  it('states facts asked for directly: the concierge, a day’s hours, the houses, the cheapest and dearest', () => {
    expect(advise(sources, 'What is the concierge phone number?')).toContain(brand.phone);
    expect(advise(sources, 'What is your email address?')).toContain(brand.emails.concierge);
    expect(advise(sources, 'Which email do buyers of the domains write to?')).toContain(brand.emails.acquisitions);
    const sunday = advise(sources, 'Is the Toronto house open on Sundays?');
    expect(sunday).toContain('Sunday 11:00-17:00');
    expect(sunday).not.toContain('Monday');
    expect(advise(sources, 'How many houses do you have?')).toContain('1 house, in 1 city: Toronto');
    expect(advise(sources, 'What is your cheapest skin product?')).toMatch(/^The least expensive is Even Tone Concentrate, at \$185\. \/product\/even-tone-concentrate/);
    expect(advise(sources, 'What is your most expensive product?')).toMatch(/^The most expensive is Even Tone Concentrate/);
  });

  it('answers from the sentence that says what was asked: an article’s, or the copy of an item the question names', () => {
    const article: SearchDocument = {
      id: 'press:article:training',
      kind: 'article',
      title: 'Beauty for Every Shade',
      description: 'Forty shades changed what clients expect.',
      path: '/press/beauty-for-every-shade',
      body: 'The best formula can be undone by an untrained hand. Before taking a client alone, every facialist completes 120 hours of training on melanin-rich skin. Life in the studio is busy. Each ritual has a meaning of its own.',
    };
    const withArticle = { brand, index: new SiteSearchIndex([...documents, article]) };
    const training = advise(withArticle, 'How much training does a facialist get before working alone?');
    expect(training).toContain('120 hours');
    expect(training).toContain('/press/beauty-for-every-shade');
    // Its words in two different sentences answer nothing.
    expect(advise(withArticle, 'Does life have a meaning?')).toBe(fallback(brand));
    // The sentence that says it, then what the item is (its summary, its price given once), and its page.
    expect(advise(sources, 'Even Tone Concentrate: free of bleaching agents?')).toBe(
      'Even Tone Concentrate: Tranexamic acid and niacinamide for hyperpigmentation, with no bleaching agents. A daily concentrate that softens the look of dark marks and post-inflammatory hyperpigmentation. ($185) /product/even-tone-concentrate',
    );
  });

  it('declines sums, whose numbers may meet a price', () => {
    for (const question of ['what is 23 percent of 1860', 'What is 12 x 14?', 'square root of 81?', 'what is 185 plus 78']) expect(advise(sources, question), question).toBe(fallback(brand));
  });

  it('gives the concierge to a question about calling or writing, for any house', () => {
    expect(advise(sources, 'Is there someone who speaks French I could phone about the Toronto salon?')).toContain(brand.phone);
    // "Get in touch" asks how to reach the house, not when to come in.
    const inTouch = advise(sources, 'How do I get in touch with the Paris house?');
    expect(inTouch).not.toBe(fallback(brand));
    expect(inTouch).toContain(brand.emails.concierge);
  });

  it('finds a house by its neighbourhood, or its province as visitors name it', () => {
    expect(advise(sources, 'Where exactly is the Yorkville salon?')).toContain('110 Yorkville Avenue');
    expect(advise(sources, 'Do you have a salon in Ontario?')).toContain('/local/toronto-on');
  });

  it('reads a word mistyped, or said in everyday words, as the site says it', () => {
    expect(advise(sources, 'a fondation that wont go ashy on very dark skin')).toContain('/product/second-skin-foundation');
    expect(advise(sources, 'something for melasma')).toContain('/product/even-tone-concentrate');
  });

  it('quotes a second sentence when it says what the first leaves unsaid', () => {
    const balm: SearchDocument = {
      id: 'catalogue:item:lip-balm',
      kind: 'product',
      title: 'Cocoa Lip Balm',
      description: '$30 · A balm for dry lips.',
      path: '/product/cocoa-lip-balm',
      keywords: 'Makeup product',
      body: 'Raw shea butter softens cracked lips overnight.\nThe slim tin travels in any pocket.',
      facts: { price: '$30' },
    };
    const answer = advise({ brand, index: new SiteSearchIndex([...documents, balm]) }, 'Will the Cocoa Lip Balm with shea butter suit travelling in a pocket?');
    expect(answer).toContain('Raw shea butter softens cracked lips overnight.');
    expect(answer).toContain('The slim tin travels in any pocket.');
  });

  it('gives a named item’s price with the terms its copy states, when a part of the question asks it', () => {
    const jar: SearchDocument = { ...documents[0]!, body: 'Each bottle holds 30 ml and lasts about three months.' };
    const index = new SiteSearchIndex([jar, ...documents.slice(1)]);
    expect(advise({ brand, index }, 'Even Tone Concentrate: its price, and what size is the bottle?')).toMatch(/30 ml.*\$185/);
    // The terms' own price is never the item's.
    expect(advise({ brand, index }, 'How much is shipping for the Even Tone Concentrate?')).not.toContain('$185');
  });

  it('answers where on the site a thing is kept with the page that names it', () => {
    const pages: SearchDocument[] = [
      { id: 'shell:page:/privacy', kind: 'page', title: 'Privacy Policy', description: 'How we collect, use, share and protect your information.', path: '/privacy', keywords: '' },
      { id: 'press:page:/press', kind: 'page', title: 'Press', description: 'News and essays from Noirelle.', path: '/press', keywords: 'press news articles' },
    ];
    const index = new SiteSearchIndex([...documents, ...pages]);
    expect(advise({ brand, index }, 'where do I read about the personal data you hold')).toMatch(/^Privacy Policy: .* \/privacy$/);
    expect(advise({ brand, index }, 'Where would I find all the news articles?')).toContain('/press');
    // A house is no page of the site: asked where, the house answers.
    expect(advise({ brand, index }, 'Where can I find your Toronto salon?')).toContain('110 Yorkville Avenue');
  });

  it('finds a house by what its page lists among its services', () => {
    const index = withHouseCopy('Knotless Braids\nWig Customization and Install\nSilk Press and Trim');
    expect(advise({ brand, index }, 'can I book a wig install in Toronto?')).toContain('/local/toronto-on');
    // Asked whether the house sells one, the list says it does.
    expect(advise({ brand, index }, 'where can I get a wig install?')).not.toBe(fallback(brand));
  });

  it('states when and where the house began, and its head office, from the brand’s facts', () => {
    for (const question of ['when was the brand founded?', 'how long have y’all been in business', 'In what year did Noirelle open, and in which city?']) {
      const answer = advise(sources, question);
      expect(answer, question).toContain(String(brand.established));
      expect(answer, question).toContain(brand.headOffice.city);
      expect(answer, question).toContain('/about');
    }
    expect(advise(sources, 'where is your headquarters')).toContain(brand.headOffice.address);
    // A person's start is not the house's.
    expect(advise(sources, 'how old was the Toronto director when she started')).not.toContain(String(brand.established));
  });

  it('answers who runs a house from the press, however the person is asked for', () => {
    const portrait: SearchDocument = {
      id: 'press:article:our-houses',
      kind: 'article',
      title: 'Our Houses and Their People',
      description: 'The people behind each house.',
      path: '/press/our-houses',
      keywords: 'press houses owners',
      body: 'Every house has its own director or owner.\nToronto\nOwner Ada Mensah spent twelve years behind the chair in Yorkville before the house opened.\nShe keeps her mother’s pressing comb by the door.',
    };
    const index = new SiteSearchIndex([...documents, portrait]);
    for (const question of ['Tell me about the woman behind the Toronto house. What did she do before it opened?', 'who own the toronto salon', 'I heard the Toronto owner keeps a pressing comb by the door, is it true? Who did it belong to, and what is her name?']) {
      const answer = advise({ brand, index }, question);
      expect(answer, question).toContain('Ada Mensah');
      expect(answer, question).toContain('/press/our-houses');
    }
  });

  it('says plainly that a figure of the domains is not on the pages, with the acquisitions team', () => {
    for (const question of ['What are the domains valued at?', 'how many visitors a month does noirelle.hair get', 'How much for the four domain names?']) {
      const answer = advise(sources, question);
      expect(answer, question).toMatch(/^I cannot find that figure/);
      expect(answer, question).toContain(brand.emails.acquisitions);
      expect(answer, question).not.toMatch(/\$\d/);
    }
    // What the pages do say is still said, of a domain named by its ending too.
    expect(advise(sources, 'How do I buy the domains?')).toContain('/inquire');
    expect(advise(sources, 'is it only the .skin name for sale?')).toContain('not sold individually');
  });

  it('lists the houses of a country asked about, each with its address and page', () => {
    const quebec: SearchDocument = { id: 'locations:house:quebec-city-qc', kind: 'location', title: 'Noirelle Quebec City', description: '48 Rue Saint-Louis · Our house in the old town.', path: '/local/quebec-city-qc', keywords: 'Quebec City QC Canada', facts: { address: '48 Rue Saint-Louis, Québec, QC G1R 3Z3, Canada', hours: 'Monday 10:00-19:00' } };
    const paris: SearchDocument = { id: 'locations:house:paris-france', kind: 'location', title: 'Noirelle Paris', description: '68 Rue du Faubourg Saint-Honoré · Our house in Paris.', path: '/local/paris-france', keywords: 'Paris France', facts: { address: '68 Rue du Faubourg Saint-Honoré, 75008 Paris, France' } };
    const answer = advise({ brand, index: new SiteSearchIndex([...documents, quebec, paris]) }, 'any salons in Canada?');
    expect(answer).not.toContain('/local/paris-france');
    expect(answer).toContain('110 Yorkville Avenue');
    expect(answer).toContain('48 Rue Saint-Louis');
    expect(answer).toContain('/local/quebec-city-qc');
  });

  it('answers the sentence that asks, with what was told before it as context', () => {
    const elixir: SearchDocument = { id: 'catalogue:item:edge-elixir', kind: 'product', title: 'Edge Elixir', description: '$88 · A light oil for the hairline.', path: '/product/edge-elixir', keywords: 'Hair product edges', body: 'Made for fragile edges and the fine hairs along a hairline.', facts: { price: '$88' } };
    const index = new SiteSearchIndex([...documents, elixir]);
    expect(advise({ brand, index }, 'Tight buns worn for ten years at the office have left my edges so fragile. Anything soft for the hairline?')).toContain('/product/edge-elixir');
  });

  it('reads what a thing comes in as no visit, and who the visitor is as no part of the question', () => {
    // "come in" of a thing asks what it is offered in, not when to visit a house.
    expect(advise(sources, 'does the foundation come in shades for deep skin, Toronto girl here')).toContain('/product/second-skin-foundation');
    // "Royal hair ritual fan here." names no item: what follows is the question.
    expect(advise(sources, 'Foundation lover here. Even Tone Concentrate, what does it do?')).toContain('/product/even-tone-concentrate');
  });

  it('prices the item that answers most of the question, not the best ranked one', () => {
    const index = new SiteSearchIndex([
      ...documents,
      { id: 'catalogue:item:night-cream', kind: 'product', title: 'Night Cream', description: '$600 · Long nights, ashy skin: a night cream that does not leave skin ashy, night after night.', path: '/product/night-cream', keywords: 'Skin product night ashy leave', body: 'Ashy skin by night is soft by morning, and ashy knees at night too.', facts: { price: '$600' } },
      { id: 'catalogue:item:cleansing-oil', kind: 'product', title: 'Cleansing Oil', description: '$95 · Melts long-wear foundation.', path: '/product/cleansing-oil', keywords: 'Skin product', body: 'It lifts long-wear foundation away at night without leaving skin ashy.', facts: { price: '$95' } },
    ]);
    expect(advise({ brand, index }, 'What removes my long-wear foundation at night and won’t leave me ashy? Price?')).toContain('/product/cleansing-oil');
  });

  it('reads a call to be taken, a postcode and a visit popped into as what they are', () => {
    // A film's call time, or a call taken during a visit, is no question about calling the house.
    expect(advise(sources, 'Earliest I can get into the Toronto salon on a Monday? My call time is 11.')).toContain('10:00-19:00');
    expect(advise(sources, 'I will take a call at noon. When does the Yorkville house open on Sunday?')).toContain('11:00-17:00');
    expect(advise(sources, 'can I call you about a booking?')).toContain(brand.phone);
    expect(advise(sources, 'need the Toronto postcode for my cab')).toContain('M5R 1C2');
    expect(advise(sources, 'Could I pop into the Yorkville house on a Sunday?')).toContain('11:00-17:00');
  });

  it('answers from an article the question names as one, and says the month or the share asked', () => {
    const essay: SearchDocument = {
      id: 'press:article:the-balm-economy',
      kind: 'article',
      title: 'The Balm Economy',
      description: 'Why a small purchase matters.',
      path: '/press/the-balm-economy',
      keywords: 'press',
      body: 'The “balm index” is credited to the chemist Ada Mensah, who named it around 1998 when balm sales rose in a slump.\nBalm is a first purchase.\nToronto\nThe house marks its anniversary every March with a week of open doors.\nAbout 7 percent of the buyers were new to the brand.',
    };
    const index = new SiteSearchIndex([...documents, essay]);
    expect(advise({ brand, index }, 'In the balm essay, which scientist is credited with the slump idea, and roughly in what year?')).toContain('Ada Mensah');
    expect(advise({ brand, index }, 'Which month does the Toronto house mark its anniversary?')).toContain('March');
    expect(advise({ brand, index }, 'what % of the balm buyers were new to the brand?')).toContain('7 percent');
  });

  it('answers the sentence that asks of a house by its city, whatever the visitor tells after it', () => {
    // Bridal work is on other pages too: the word names no house by itself.
    const makeup: SearchDocument = { id: 'booking:experience:bridal-makeup', kind: 'service', title: 'Occasion Makeup', description: '$300 · Bridal and occasion makeup.', path: '/booking', keywords: 'makeup bridal', facts: { price: '$300' } };
    const index = withHouseCopy('Knotless Braids\nBridal Consultation\nSilk Press and Trim', makeup);
    expect(advise({ brand, index }, 'does the toronto house do bridal? we are getting married next summer by the lake with two hundred guests and a brass band')).toContain('Bridal Consultation');
  });

  it('declines a subject a beauty house does not advise on, unless an item or a house is named', () => {
    for (const question of [
      'my car makes a grinding noise when I brake, what is wrong with it',
      'is now a good time to put my pension into crypto',
      'Is the Estée Lauder stock a good buy this year?',
      'help me debug this python script, it never stops',
      'who won the tennis final on Sunday',
      'what is the forecast for Toronto this weekend',
      'give me a recipe for plantain chips',
      'which candidate should I vote for',
      'what is the capital of Ghana',
      // Words of the trade, about something else.
      'dark spots on my car',
      'foundation stocks worth buying?',
      'debug my foundation html',
      'can you check my geometry worksheet',
      'what time is sunset in Toronto on Friday',
      'when does the sun rise in Houston tomorrow',
      // A place named by its own name, asked when it opens, near a house's city.
      'when does the Colosseum close in Rome',
      'what time does the Louvre open in Paris on Sunday?',
    ]) {
      expect(advise(sources, question), question).toBe(fallback(brand));
    }
    // A named item or house keeps the question the house's.
    expect(advise(sources, 'what does Even Tone Concentrate cost, I am saving for my tax return')).toContain('$185');
    expect(advise(sources, 'the forecast looks bad, what time does your Toronto salon open on Saturday?')).toContain('/local/toronto-on');
    // The house asked by a name that says it is one.
    expect(advise(sources, 'what time does the Toronto salon open on Sunday?')).toContain('/local/toronto-on');
    // Or by where it is, whatever it is called; and "open" of something that is not a place.
    expect(advise(sources, 'when does the Toronto lounge of yours close on Monday?')).toContain('/local/toronto-on');
    expect(advise(sources, 'what time does the Yorkville spot open on Monday?')).toContain('/local/toronto-on');
  });

  it('says plainly what a named item’s copy does not say, and still recommends by what an item is', () => {
    for (const question of ['Which factory makes the Even Tone Concentrate?', 'Is a sponge packed with Second Skin Foundation?']) {
      const reply = advise(sources, question);
      expect(reply, question).toMatch(/^I cannot find that on the page of (Even Tone Concentrate|Second Skin Foundation)/);
      expect(reply, question).not.toMatch(/\/product\/|\$\d/);
    }
    // Its copy says it, or its price and length are asked in other words.
    expect(advise(sources, 'Does Even Tone Concentrate rely on bleaching agents?')).toContain('/product/even-tone-concentrate');
    expect(advise(sources, 'Royal Hair Ritual: will it take all afternoon?')).toContain('120 minutes');
    expect(advise(sources, 'Royal Hair Ritual, how muh?')).toContain('$550');
    // Named by what it is, it is a recommendation.
    expect(advise(sources, 'a foundation for deep skin that never turns grey by noon')).toContain('/product/second-skin-foundation');
    // A share or a name asked, that no sentence about it gives.
    expect(advise(sources, 'What percentage of niacinamide does Even Tone Concentrate hold?')).toMatch(/^I cannot find that on the page of Even Tone Concentrate/);
    expect(advise(sources, 'In the Royal Hair Ritual, the steam step: what is it called?')).toMatch(/^I cannot find that on the page of Royal Hair Ritual/);
    const stated = new SiteSearchIndex(documents.map((document) => (document.title === 'Even Tone Concentrate' ? { ...document, body: 'With 4% niacinamide and tranexamic acid.' } : document)));
    expect(advise({ brand, index: stated }, 'What percentage of niacinamide does Even Tone Concentrate hold?')).toContain('4% niacinamide');
  });

  it('answers a term asked of a house from its copy or not at all, and reads what is only told as context', () => {
    expect(advise(sources, 'Is the Toronto house step-free for a wheelchair?')).toMatch(/^I cannot find the access arrangements for Noirelle Toronto on our pages/);
    expect(advise(sources, 'Is Noirelle Toronto open on Christmas Day?')).toMatch(/^I cannot find the opening hours on holidays for Noirelle Toronto/);
    expect(advise(sources, 'I am filling in a delivery slip for a bouquet. What is the Toronto house’s postcode?')).toContain('M5R 1C2');
    // A term asked beside the head office is no question about the head office.
    expect(advise(sources, 'Counting the head office, how many employees does the brand have?')).toMatch(/^I cannot find how many people the house employs/);
    // A price asked of what a house's page lists without one.
    const withServices = new SiteSearchIndex([...documents.filter((document) => document.kind !== 'location'), { ...documents.find((document) => document.kind === 'location')!, body: 'Silk Press and Trim\nBox Braids' }]);
    const braids = advise({ brand, index: withServices }, 'What do box braids cost at the Toronto house?');
    expect(braids).toMatch(/^The page of Noirelle Toronto lists "Box Braids", but I cannot find its price there/);
    expect(braids).not.toContain('/local/toronto-on');
  });

  it('names an item by its own words, not the house’s name in its title', () => {
    const index = new SiteSearchIndex([
      ...documents,
      { id: 'locations:house:paris-france', kind: 'location', title: 'Noirelle Paris', description: '68 Rue du Faubourg Saint-Honoré · Our house in Paris.', path: '/local/paris-france', keywords: 'Paris France' },
      { id: 'booking:immersion', kind: 'service', title: 'The Noirelle Immersion', description: 'Skin, hair and makeup in one suite. Duo experience available.', path: '/beauty', keywords: 'immersion duo', facts: { duration: 'Four hours' }, body: 'The Arrival Minute 0 to 15 · The threshold\nThe Decadence Minute 200 to 225 · Champagne, a small menu and stillness' },
    ]);
    expect(advise({ brand, index }, 'could my best friend and I book the Immersion as a pair?')).toContain('/beauty');
    // With the line of its chapters that says what its summary does not.
    expect(advise({ brand, index }, 'Is there champagne during the Immersion?')).toContain('The Decadence Minute 200 to 225');
  });

  it('declines a question with no word of the trade, whatever city or word of the copy it has', () => {
    const withArticle = new SiteSearchIndex([
      ...documents,
      { id: 'press:article:x', kind: 'article', title: 'Toronto Summers', description: 'Styling for June weddings.', path: '/press/toronto-summers', keywords: 'press', body: 'Owner Ada Broussard styles for outdoor weddings in June, whatever the weather in Toronto.' },
    ]);
    expect(advise({ brand, index: withArticle }, 'what will the weather be in Toronto in June')).toBe(fallback(brand));
    expect(advise({ brand, index: withArticle }, 'who won the match last night')).toBe(fallback(brand));
    // A city asked alone is the house; a name the copy gives is what the copy says.
    expect(advise({ brand, index: withArticle }, 'Toronto?')).toContain('/local/toronto-on');
    expect(advise({ brand, index: withArticle }, 'who is Ada Broussard')).toContain('/press/toronto-summers');
  });

  it('gives a hosted model the best documents as its facts', () => {
    const facts = groundingFacts(sources.index, 'hours in Toronto');
    expect(facts).toContain('Noirelle Toronto (/local/toronto-on)');
    expect(facts).toContain('hours: Monday 10:00-19:00');
    expect(groundingFacts(null, 'anything')).toBe('');
  });
});
