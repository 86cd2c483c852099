import type { ArtId } from '../art/generated/manifest';

export type CategoryId = 'skin' | 'makeup' | 'hair';

export interface Category {
  id: CategoryId;
  name: string;
  description: string;
}

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
  skin: { hero: 'texture-clay', card: 'packshot-dropper' },
  makeup: { hero: 'texture-silk', card: 'packshot-palette' },
  hair: { hero: 'texture-silk', card: 'packshot-oil' },
};

export const findCategory = (id: string | null | undefined) => categories.find((category) => category.id === id);

export interface CatalogueService {
  id: string;
  name: string;
  type: 'service';
  category: CategoryId;
  /** Dollars, as text; shown with a dollar sign. */
  price: string;
  duration: string;
  description: string;
}

/** One signature service per category (the full catalogue of 15 items arrives with issue 4). */
export const signatureServices: readonly CatalogueService[] = [
  {
    id: 'melanin-radiance-facial',
    name: 'Melanin Radiance Facial',
    type: 'service',
    category: 'skin',
    price: '285',
    duration: '90 minutes',
    description:
      'A ninety-minute facial that clears congestion and lifts hyperpigmentation with enzymes and cold-pressed oils, never with harsh peels that mark deep skin.',
  },
  {
    id: 'signature-complexion-session',
    name: 'Signature Complexion Session',
    type: 'service',
    category: 'makeup',
    price: '220',
    duration: '120 minutes',
    description:
      'A one-to-one session with a Noirelle artist: your undertone read in daylight, a foundation match that disappears into the skin, and a routine you can repeat.',
  },
  {
    id: 'crown-restoration-ritual',
    name: 'Crown Restoration Ritual',
    type: 'service',
    category: 'hair',
    price: '340',
    duration: '3-4 hours',
    description:
      'Scalp detox, protein-moisture balancing and a silk press or defined wash-and-go, performed by stylists who specialise in type 3 and type 4 hair.',
  },
];
