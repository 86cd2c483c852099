/**
 * Every brand fact of the site, in one place: a buyer rebrands the whole site by editing this
 * file. Nothing else in any app spells the brand's name, domains, addresses or numbers.
 */
export const brand = {
  name: 'Noirelle',
  legalName: 'Noirelle Beauty',
  tagline: 'Luxury beauty for melanin-rich skin and textured hair',
  description:
    'Noirelle is a luxury beauty house for Black women and people of colour: skin, makeup and hair rituals formulated for melanin-rich skin and textured hair.',
  established: 2015,
  headOffice: {
    street: '9600 Wilshire Boulevard',
    city: 'Beverly Hills',
    region: 'CA',
    postalCode: '90212',
    country: 'US',
    label: 'Beverly Hills, CA',
  },
  /** The flagship domain is the canonical base of every URL the site publishes. */
  siteUrl: 'https://noirelle.beauty',
  domains: {
    flagship: 'noirelle.beauty',
    skin: 'noirelle.skin',
    hair: 'noirelle.hair',
    makeup: 'noirelle.makeup',
  },
  /** The sister sites the footer links to. */
  externalSites: [
    { label: 'Noirelle Skin', href: 'https://noirelle.skin' },
    { label: 'Noirelle Makeup', href: 'https://noirelle.makeup' },
    { label: 'Noirelle Hair', href: 'https://noirelle.hair' },
  ],
  email: {
    concierge: 'concierge@noirelle.beauty',
    acquisitions: 'acquisitions@noirelle.beauty',
    /** Sender of the auto-reply and the enquiry mails. */
    from: 'hello@noirelle.beauty',
    /** Copies of every contact enquiry. */
    copies: ['partners@noirelle.beauty', 'records@noirelle.beauty'],
  },
  /** One support number serves every location (spec). 555-01xx is reserved for fiction. */
  phone: { display: '+1 (310) 555-0142', tel: '+13105550142' },
  phoneHours: 'Mon-Fri 9AM-6PM EST',
  replyPromise: 'within 24 hours',
  serviceLanguages: ['English', 'French', 'Spanish'],
  advisorName: 'Amara',
  portfolioUrl: 'https://portfolio.noirelle.beauty',
  themeColor: '#d4af37',
} as const;

export const allDomains = [
  brand.domains.flagship,
  brand.domains.skin,
  brand.domains.hair,
  brand.domains.makeup,
] as const;

/** 'English, French and Spanish' (or 'English, French or Spanish'): a list as a sentence says it. */
export const listInWords = (items: readonly string[], conjunction: 'and' | 'or' = 'and') =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;

/** Spec: customer service worldwide in English, French and Spanish. */
export const serviceLanguagesText = listInWords(brand.serviceLanguages);

