import type { ArtId } from '../art/generated/manifest';

/** Spec (section 3, Experience service). */
export interface Experience {
  id: 'signature-facial' | 'royal-hair-ritual' | 'couture-makeup' | 'total-transformation';
  name: string;
  category: 'skin' | 'hair' | 'makeup' | 'combined';
  duration: string;
  /** Dollars, as text. */
  price: string;
  description: string;
  benefits: readonly string[];
  image: ArtId;
}

export const experiences: readonly Experience[] = [
  {
    id: 'signature-facial',
    name: 'Signature Melanin Facial',
    category: 'skin',
    image: 'experience-signature-facial',
    duration: '90 minutes',
    price: '450',
    description: 'Ninety minutes that clear, even and quiet melanin-rich skin: enzyme exfoliation, extractions done gently enough to leave no mark, and a tranexamic acid mask under cool jade.',
    benefits: ['Softens the look of dark marks without peels that scar', 'Deep hydration for skin that shows thirst as ashiness', 'A skin reading you keep, with a routine written for you'],
  },
  {
    id: 'royal-hair-ritual',
    name: 'Royal Hair Ritual',
    category: 'hair',
    image: 'experience-royal-hair-ritual',
    duration: '120 minutes',
    price: '550',
    description: 'A scalp detox, a steam-infused protein and moisture treatment balanced to your coils, and a finish of your choice: silk press, defined wash-and-go or a protective style.',
    benefits: ['Moisture that lasts to the next wash day', 'Strength for fragile ends, without stiffness', 'Scalp care that protective styles too often skip'],
  },
  {
    id: 'couture-makeup',
    name: 'Couture Makeup',
    category: 'makeup',
    image: 'experience-couture-makeup',
    duration: '75 minutes',
    price: '375',
    description: 'Your undertone read in daylight, a base that disappears into deep skin, and eyes and lips in pigments that stay true from the first photograph to the last dance.',
    benefits: ['A foundation match that leaves no grey cast', 'Long-wear artistry built for flash and daylight', 'A face chart to recreate the look at home'],
  },
  {
    id: 'total-transformation',
    name: 'Total Transformation',
    category: 'combined',
    image: 'experience-total-transformation',
    duration: '4 hours',
    price: '1200',
    description: 'Skin, hair and makeup in one unhurried afternoon, by three specialists in a private suite, with champagne and a light lunch between chapters.',
    benefits: ['The facial, the hair ritual and the makeup in one visit', 'A private suite and a dedicated concierge', 'Before-event timing planned around you'],
  },
];

/** Spec (section 3, Add-on): five, with their prices in dollars. */
export interface AddOn {
  id: 'gold-mask' | 'scalp-treatment' | 'hand-ritual' | 'lash-enhancement' | 'champagne';
  name: string;
  price: number;
  description: string;
}

export const addOns: readonly AddOn[] = [
  { id: 'gold-mask', name: '24K Gold Mask', price: 150, description: 'A gold-leaf sheet mask that leaves deep skin luminous for the evening.' },
  { id: 'scalp-treatment', name: 'Scalp Renewal Treatment', price: 120, description: 'A clarifying scrub and peppermint massage for a scalp that lives under protective styles.' },
  { id: 'hand-ritual', name: 'Hand Ritual', price: 95, description: 'Shea butter, warm mitts and a buff-and-shine for hands that match your face.' },
  { id: 'lash-enhancement', name: 'Lash Enhancement', price: 85, description: 'Individual lashes set for lift that reads natural in photographs.' },
  { id: 'champagne', name: 'Champagne Service', price: 120, description: 'A chilled bottle of grower champagne, served throughout your visit.' },
];

/** Spec (section 9): the fixed time slots. */
export const timeSlots = ['10:00', '11:30', '13:00', '14:30', '16:00', '17:30'] as const;
export type TimeSlot = (typeof timeSlots)[number];
