import type { ArtId } from '../art/generated/manifest';
import type { CategoryId } from './catalogue';

export interface CollectionCard {
  id: CategoryId;
  title: string;
  description: string;
  image: ArtId;
  link: string;
}

export const collectionCards: readonly CollectionCard[] = [
  {
    id: 'skin',
    title: 'Skin',
    description:
      'Tranexamic acid, niacinamide and ceramides for an even-looking tone and a barrier that holds its moisture, with SPF that leaves no white cast.',
    image: 'packshot-dropper',
    link: '/skin',
  },
  {
    id: 'makeup',
    title: 'Makeup',
    description:
      'Foundation mapped to red, gold, olive and blue-black undertones, and pigments that stay true on the deepest skin from first swipe to last light.',
    image: 'packshot-palette',
    link: '/makeup',
  },
  {
    id: 'hair',
    title: 'Hair',
    description:
      'Chebe, baobab and rice protein for curls and coils: moisture that lasts between wash days, stronger ends and a scalp that is cared for.',
    image: 'packshot-oil',
    link: '/hair',
  },
];

export interface Pillar {
  title: string;
  text: string;
}

export interface ScienceSection {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  pillars: readonly Pillar[];
  quote: { text: string; author: string; role: string };
}

export const scienceSection: ScienceSection = {
  eyebrow: 'Science & Formulation',
  title: 'Formulated for melanin, tested on textured hair',
  paragraphs: [
    'Melanin-rich skin is not simply darker skin. Its pigment cells respond quickly to inflammation, which is why a breakout, a harsh peel or a stripping cleanser can leave a mark that lasts for months, and why a dehydrated barrier shows itself as ashiness. Every Noirelle skincare formula starts from that fact: actives such as tranexamic acid, niacinamide and azelaic acid at levels chosen for efficacy without irritation, cushioned by ceramides, squalane and shea butter.',
    'Textured hair has its own architecture. The twists and bends of a type 4 coil make each strand more prone to breakage and make it harder for natural oils to travel to the ends. Our hair formulas pair moisture with strength, using hydrolyzed rice protein, baobab and castor oils and cold-infused chebe, and are wear-tested through full wash-day cycles and protective styles on curl patterns from 3a to 4c.',
  ],
  pillars: [
    {
      title: 'Even tone, never lighter',
      text: 'No hydroquinone, no mercury, no bleaching agents. We work on the look of dark marks and post-inflammatory hyperpigmentation while respecting your natural depth.',
    },
    {
      title: 'Undertone-led color',
      text: 'Every shade is developed on deep skin first and mapped to a red, gold, olive, neutral or blue-black undertone, with coated pigments that resist turning ashy or oxidizing.',
    },
    {
      title: 'Moisture that stays',
      text: 'Humectants draw water in and butters and oils seal it there, so coils stay soft between wash days and skin stays supple and free of ashiness.',
    },
  ],
  quote: {
    text: 'For too long our skin and hair were an afterthought in the lab: tested last, if at all. At Noirelle every formula begins on melanin-rich skin and type 4 coils, and nothing leaves the lab until it performs there.',
    author: 'Dr. Adaeze Okonkwo',
    role: 'Chief Formulator, Noirelle Laboratory, Beverly Hills',
  },
};

export type TestimonialId = 'testimonial-simone' | 'testimonial-keisha' | 'testimonial-amara';

export interface Testimonial {
  id: TestimonialId;
  quote: string;
  author: string;
  /** Job title. */
  title: string;
  rating: number;
  image: ArtId;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 'testimonial-simone',
    quote:
      'I have 4c hair and I have lost count of the creams that promised definition and gave me crunch. Cloud Coil and the Luminous Repair Serum changed my wash day: my twist-outs hold their shape through day four, and my ends have never looked healthier.',
    author: 'Simone Adeyemi',
    title: 'Litigation Partner',
    rating: 5,
    image: 'portrait-coils',
  },
  {
    id: 'testimonial-keisha',
    quote:
      'I wear knotless braids most of the year, and my scalp always paid for it. The Scalp & Edge Elixir reaches right between the parts, my edges look healthier and my scalp finally feels calm, and the Crown Restoration Ritual is the first salon appointment where no one rushed my hair.',
    author: 'Keisha Montgomery',
    title: 'Creative Director',
    rating: 5,
    image: 'portrait-braids',
  },
  {
    id: 'testimonial-amara',
    quote:
      'In my Signature Complexion Session the artist read my undertone in daylight and told me I am olive, not red. For the first time in fifteen years my foundation disappears, and the SPF leaves no gray cast on camera.',
    author: 'Amara Diallo',
    title: 'Broadcast Journalist',
    rating: 5,
    image: 'portrait-wrap',
  },
];
