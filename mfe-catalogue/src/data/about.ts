export const established = 'Est. 2015';

export interface DomainStory {
  title: string;
  paragraphs: readonly string[];
}

export const domainStory: DomainStory = {
  title: 'A rare opportunity: four beauty domains, one house',
  paragraphs: [
    'Noirelle is presented here as a complete luxury beauty house for Black women and people of color, founded in Beverly Hills in 2015: three collections for skin, makeup and hair, a services menu, an AI beauty advisor and boutiques in nine cities. It is also a live demonstration. Its real purpose is to show, in working form, what can be built on four beauty domain names: noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup.',
    'Together the four form one digital asset package: a flagship beauty domain and three category domains that map exactly onto how clients shop, by skin, by makeup and by hair. For a brand, a retailer or an investor serving the fast-growing market for melanin-rich skin and textured hair, they offer a memorable, coherent home that would be difficult to assemble any other way.',
    'The four domains are offered together as a single package: the bundle is not sold individually, no domain is available on its own, and there is no auction. The package will go to one serious buyer, by private agreement.',
    'This is not a newsletter. Registering interest simply means leaving your email address as a prospective buyer, so that we can contact you directly about the acquisition. You will not be added to a mailing list.',
  ],
};

export interface Value {
  title: string;
  text: string;
}

export const values: readonly Value[] = [
  {
    title: 'Melanin first',
    text: 'Every formula and every shade is developed on melanin-rich skin and textured hair from the first sample, never adapted afterward.',
  },
  {
    title: 'Even, never lighter',
    text: 'We work on the look of dark marks and uneven tone with no hydroquinone, mercury or bleaching agents. Your depth is the point, not the problem.',
  },
  {
    title: 'Ingredients with provenance',
    text: 'Shea butter from women\'s cooperatives in northern Ghana, chebe from Chad, baobab and marula from southern Africa, traced from harvest to bottle.',
  },
  {
    title: 'Care without hurry',
    text: 'Private suites, specialists trained in-house and appointments that are never double-booked, because good care for textured hair takes time.',
  },
];

export type DivisionLink = '/skin' | '/makeup' | '/hair' | '/beauty';

export interface Division {
  title: string;
  text: string;
  link: DivisionLink;
}

export const divisions: readonly Division[] = [
  {
    title: 'Noirelle Skin',
    text: 'Barrier-first skincare for melanin-rich skin: tranexamic acid and niacinamide for the look of post-inflammatory marks, ceramides and shea butter against ashiness, and an SPF 50 with no white cast.',
    link: '/skin',
  },
  {
    title: 'Noirelle Makeup',
    text: 'Color built on undertone: a foundation range mapped to red, gold, olive and blue-black, eye palettes developed on the deepest lids and powders that never flash back.',
    link: '/makeup',
  },
  {
    title: 'Noirelle Hair',
    text: 'Rituals for type 3 and type 4 curls and coils: chebe, baobab and rice protein for moisture retention and stronger ends, and scalp care made for protective styles.',
    link: '/hair',
  },
  {
    title: 'Noirelle Beauty',
    text: 'The flagship house that brings the three together: private consultations, bespoke experiences, our AI beauty advisor and the boutiques from Beverly Hills to Paris.',
    link: '/beauty',
  },
];

export interface ClientQuote {
  quote: string;
  author: string;
  city: string;
}

export const clientQuotes: readonly ClientQuote[] = [
  {
    quote: 'The first beauty house where I did not have to explain my skin. They already knew about the marks, the ashiness and the undertone, and they had an answer for each.',
    author: 'Nadia Mensah',
    city: 'London',
  },
  {
    quote: 'My stylist spent an hour just on my scalp and my edges before she touched the lengths. My 4b hair has never felt so soft, or held a twist-out so long.',
    author: 'Tamara Wilkins',
    city: 'Atlanta',
  },
  {
    quote: 'Enfin, a foundation that matches my blue-black undertone. I wore it through a twelve-hour day of shooting and it never turned gray.',
    author: 'Aïcha Traoré',
    city: 'Paris',
  },
];

export const promises: readonly string[] = [
  'Formulas developed and wear-tested on melanin-rich skin and textured hair',
  'No hydroquinone, mercury or bleaching agents, ever',
  'Complimentary undertone and shade matching, in boutique or online',
  'Worldwide customer service in English, French and Spanish',
  'Refillable packaging for our palettes, lipsticks and creams',
  'A reply to every message within 24 hours',
];
