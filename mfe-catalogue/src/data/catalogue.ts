import type { ArtId } from '../art/generated/manifest';

export type CategoryId = 'skin' | 'makeup' | 'hair';

export interface Category {
  id: CategoryId;
  name: string;
  description: string;
}

/** What each category page says it believes, and the product it features. */
export interface CategoryStory {
  philosophyTitle: string;
  philosophy: readonly string[];
  /** Spec: makeup features celestial-eye-palette, hair features luminous-repair-serum. */
  featured: string;
}

export const categoryStories: Record<CategoryId, CategoryStory> = {
  skin: {
    philosophyTitle: 'Even, never lighter',
    philosophy: [
      'Melanin-rich skin is resilient and reactive at once: it holds moisture beautifully, and it answers every irritation with a mark that can stay for months. Our skincare is built for both truths.',
      'We treat the look of hyperpigmentation with tranexamic acid, niacinamide and azelaic acid instead of bleaching agents, protect the barrier with ceramides and shea, and make sun protection that disappears on deep skin instead of leaving a grey cast.',
    ],
    featured: 'even-tone-concentrate',
  },
  makeup: {
    philosophyTitle: 'Colour that starts with your undertone',
    philosophy: [
      'Deep skin carries red, gold, olive and blue-black undertones, often more than one. A shade range is only as good as the undertones it understands, so every Noirelle base is matched on real skin in daylight.',
      'Pigments are milled dense enough to stay true on espresso, mahogany and bronze, so a gold reads as gold and a plum as plum, from the first swipe to the end of the night.',
    ],
    featured: 'celestial-eye-palette',
  },
  hair: {
    philosophyTitle: 'Moisture, strength, a cared-for scalp',
    philosophy: [
      'Coils and kinks lose moisture faster than straight hair and break where they bend. Our hair care layers water-binding humectants, light oils and rich butters, so moisture lasts from one wash day to the next.',
      'Rice protein and chebe strengthen fragile ends without stiffness, and the scalp, too often forgotten under protective styles, gets its own ritual.',
    ],
    featured: 'luminous-repair-serum',
  },
};

export const categories: readonly Category[] = [
  {
    id: 'skin',
    name: 'Skin',
    description:
      'Barrier-first skincare for melanin-rich skin: even tone without bleaching agents, deep hydration, and daily protection that leaves no grey cast.',
  },
  {
    id: 'makeup',
    name: 'Makeup',
    description:
      'Colour built on deep undertones: pigments that stay true on espresso, mahogany and bronze skin, from the first swipe to the end of the night.',
  },
  {
    id: 'hair',
    name: 'Hair',
    description:
      'Rituals for coils, curls and kinks: moisture that lasts between wash days, strength for fragile ends and a scalp that is cared for, not forgotten.',
  },
];

/** The pictures of each category: its hero texture and the packshot of its collection card. */
export const categoryArt: Record<CategoryId, { hero: ArtId; card: ArtId }> = {
  skin: { hero: 'texture-silk-folded', card: 'packshot-dropper' },
  makeup: { hero: 'texture-silk', card: 'packshot-palette' },
  hair: { hero: 'texture-silk', card: 'packshot-oil' },
};

export const findCategory = (id: string | null | undefined) => categories.find((category) => category.id === id);
