import { brand, howToJsonLd, type PageMeta, topLevelBreadcrumb } from 'shared';
import { immersionHero } from '../data/immersion';

/** The booking remote's page metadata, declared by the pages and published by src/seo.ts: one source for both. */

/** The four steps as the intro tells them; the HowTo structured data lists the same. */
export const howItWorks = [
  { name: 'Choose your experience', text: 'A facial, a hair ritual, couture makeup, or all three in the Total Transformation.' },
  { name: 'Pick a day and a time', text: 'Any day of the coming week, from 10:00 to 17:30, in the local time of the house.' },
  { name: 'Enhance it', text: 'Add a gold mask, a scalp treatment, a hand ritual, lashes or champagne, or nothing at all.' },
  { name: 'Tell us who is coming', text: 'Your name, email and phone, and anything your specialists should know before you arrive.' },
] as const;

export const bookingMeta: PageMeta = {
  title: 'Book Your Experience',
  description: `Book a ${brand.name} facial, hair ritual, couture makeup session or the four-hour Total Transformation: choose your experience, a day and a time, and any enhancements.`,
  keywords: ['book a facial for Black skin', 'textured hair appointment', 'makeup artist for dark skin', 'luxury beauty booking', 'melanin-rich skin'],
  canonicalPath: '/booking',
  jsonLd: [
    howToJsonLd({
      name: `How to book a ${brand.name} beauty experience`,
      description: 'Four steps to reserve a skin, hair or makeup experience for melanin-rich beauty.',
      path: '/booking',
      steps: howItWorks,
    }),
    topLevelBreadcrumb('Book Your Experience', '/booking'),
  ],
};

export const immersionMeta: PageMeta = {
  title: `${immersionHero.title}: Four Hours of Skin, Hair and Makeup`,
  description: `${immersionHero.title}: four private hours of skin, hair and makeup artistry for melanin-rich skin and textured hair. One appointment per day in each house; duo experience available.`,
  keywords: ['luxury beauty experience', 'spa day for Black women', 'textured hair ritual', 'melanin-rich skin facial', 'bridal beauty day', 'duo spa experience'],
  canonicalPath: '/beauty',
  jsonLd: [
    topLevelBreadcrumb(immersionHero.title, '/beauty'),
  ],
};
