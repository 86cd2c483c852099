import { allDomains, brand, listInWords, serviceLanguagesText } from 'shared';

export interface Faq {
  question: string;
  answer: string;
  /** For the FAQPage structured data. */
  keywords: readonly string[];
}

const domains = listInWords(allDomains);

/** The /chat FAQ (spec: 8 questions, one open at a time): the site, the package, the advisor. In French and Spanish: ./copy. */
export const chatFaqs = [
  {
    question: `What is ${brand.name}?`,
    answer: `${brand.name} is a luxury beauty house for Black women and people of colour, with skin, hair and makeup rituals for melanin-rich skin and textured hair in nine cities. This site is also a demonstration: it presents the ${brand.name} brand and its four beauty domains as a digital asset package.`,
    keywords: ['Noirelle', 'luxury beauty', 'melanin-rich skin'],
  },
  {
    question: 'What exactly is offered for sale?',
    answer: `Four beauty domains, offered together as one digital asset package: ${domains}. This site shows how they work together as one brand.`,
    keywords: ['beauty domains for sale', 'digital asset package'],
  },
  {
    question: 'Can I buy one of the domains on its own?',
    answer: 'No. The four domains are offered only together, as one package: they are not sold individually.',
    keywords: ['domain package', 'not sold individually'],
  },
  {
    question: 'Is there an auction?',
    answer: `No. There is no auction. Enquiries are handled in private conversation with our acquisitions team at ${brand.email.acquisitions}.`,
    keywords: ['no auction', 'private sale'],
  },
  {
    question: 'Is registering interest a newsletter subscription?',
    answer: 'No. Registering interest means leaving your email as a prospective buyer of the asset package. It is not a newsletter, and you will not be added to a marketing list.',
    keywords: ['register interest', 'not a newsletter'],
  },
  {
    question: 'What happens after I register interest?',
    answer: `You may add your name, company and notes in the form that follows. Our acquisitions team reviews every registration and replies ${brand.replyPromise}.`,
    keywords: ['acquisitions team', 'buyer enquiry'],
  },
  {
    question: `Who is ${brand.advisorName}, and can I rely on the answers?`,
    answer: `${brand.advisorName} is our AI beauty advisor. The answers are informational: helpful for products, routines, prices, locations and booking, but not medical or dermatological advice. For a skin condition, consult a professional.`,
    keywords: ['AI beauty advisor', 'Amara'],
  },
  {
    question: 'Can I book a real appointment here?',
    answer: `The online booking is a demonstration and confirms nothing. To arrange a visit, call our concierge on ${brand.phone.display} (${brand.phoneHours}); we answer in ${serviceLanguagesText}.`,
    keywords: ['book appointment', 'concierge'],
  },
] as const satisfies readonly Faq[];

/** Spec: the Beauty Questions block (6 questions). */
export const beautyFaqs = [
  {
    question: 'How do I choose a foundation shade for deep skin without a gray cast?',
    answer: 'Match at the jaw in daylight and look at the undertone first: red, gold, olive or neutral. A gray or ashy cast usually means the shade is too light or too cool. Deep complexions often need two shades blended, which our artists do at every Couture Makeup appointment.',
    keywords: ['foundation for dark skin', 'gray cast'],
  },
  {
    question: 'What helps fade dark spots on melanin-rich skin?',
    answer: 'Patience and gentleness: daily sunscreen, then steady ingredients such as niacinamide, azelaic acid or tranexamic acid. Avoid harsh peels and scrubbing, which can leave new marks on deep skin.',
    keywords: ['hyperpigmentation', 'dark spots'],
  },
  {
    question: 'Do I need sunscreen if I have dark skin?',
    answer: 'Yes. Melanin gives some protection, but not enough to prevent sun damage or to stop dark marks from deepening. Choose a sheer formula that leaves no white cast so you will wear it every day.',
    keywords: ['sunscreen for dark skin', 'no white cast'],
  },
  {
    question: 'How often should I wash textured hair?',
    answer: 'For most coils and curls, every 7 to 10 days, with a moisturising conditioner every time. Your scalp sets the pace: a scalp under protective styles still needs cleansing.',
    keywords: ['textured hair care', 'wash day'],
  },
  {
    question: 'How do I stop ashy skin in winter?',
    answer: 'Moisturise on damp skin straight after washing, with a cream that holds water in (glycerin, shea, ceramides), and seal dry areas with an oil. Lukewarm water helps too.',
    keywords: ['ashy skin', 'dry skin'],
  },
  {
    question: 'Are your products tested on deep skin tones and textured hair?',
    answer: `Yes. Every ${brand.name} formula is wear-tested on complexions from golden brown to the deepest tones, and every hair product on coils, curls and locs.`,
    keywords: ['tested on dark skin', 'inclusive beauty'],
  },
] as const satisfies readonly Faq[];
