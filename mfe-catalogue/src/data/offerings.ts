import type { ArtId } from '../art/generated/manifest';

export type OfferingCategory = 'consultation' | 'treatment' | 'experience';

export type OfferingId = 'luxury-beauty-consultation' | 'tailored-skincare-for-black-skin' | 'makeup-artistry-for-dark-skin' | 'bespoke-beauty-experience';

export interface ServiceOffering {
  id: OfferingId;
  name: string;
  description: string;
  longDescription: string;
  duration: string;
  /** Dollars, as text; shown with a dollar sign. */
  price: string;
  image: ArtId;
  features: readonly string[];
  category: OfferingCategory;
}

export const serviceOfferings: readonly ServiceOffering[] = [
  {
    id: 'luxury-beauty-consultation',
    name: 'Luxury Beauty Consultation',
    description:
      'A private ninety-minute consultation that reads your skin, hair and undertone together and leaves you with one considered routine for all three.',
    longDescription:
      'Most routines are assembled one product at a time, and on melanin-rich skin and textured hair the gaps show: a serum that irritates and leaves marks, a foundation that turns gray by noon, a styler that fights shrinkage instead of working with it. In a private suite, a senior Noirelle consultant looks at the whole picture: your skin in daylight, your undertone, your curl pattern, porosity and scalp. Together you edit what you already own, keep what works and fill only the gaps that matter. You leave with a written regimen for morning, evening and wash day, and a follow-up call six weeks later.',
    duration: '90 minutes',
    price: '250',
    image: 'portrait-wrap',
    features: [
      'Skin analysis in daylight-balanced light',
      'Undertone reading across red, gold, olive and blue-black',
      'Curl pattern, porosity and scalp assessment',
      'A written regimen for morning, evening and wash day',
      'A follow-up call six weeks later',
    ],
    category: 'consultation',
  },
  {
    id: 'tailored-skincare-for-black-skin',
    name: 'Tailored Skincare for Black Skin',
    description:
      'A two-hour treatment built around the realities of melanin-rich skin: dark marks, uneven texture and dehydration, addressed without aggressive peels or heat.',
    longDescription:
      'Melanin-rich skin responds to inflammation by making more pigment, which is why harsh peels, hot steam and rushed extractions so often leave deep skin with new marks. This treatment is designed the other way round. Your facialist cleanses with baobab oil, refines texture with fruit enzymes and a low-strength mandelic acid, and performs extractions only where they are needed. A tranexamic acid and niacinamide mask works on the look of uneven tone while LED and a lymphatic sculpting massage with marula oil bring back a calm, even glow. It closes with ceramides, squalane and Sheer Shield SPF 50, so you can walk straight back out into the day.',
    duration: '120 minutes',
    price: '350',
    image: 'texture-clay',
    features: [
      'Double cleanse with baobab and marula oils',
      'Enzyme and mandelic acid exfoliation, gentle on deep skin',
      'Careful extractions designed to avoid new marks',
      'Tranexamic acid and niacinamide mask for an even-looking tone',
      'Sculpting massage and a finish of ceramides and SPF with no white cast',
    ],
    category: 'treatment',
  },
  {
    id: 'makeup-artistry-for-dark-skin',
    name: 'Makeup Artistry for Dark Skin',
    description:
      'Seventy-five minutes with an artist trained on deep skin: a true foundation match, color that reads on your complexion and a finish that holds in every light.',
    longDescription:
      'A great makeup look on dark skin begins with an undertone read correctly, and that is where our artists start. Whether you are preparing for a wedding, a campaign, a red carpet or simply want to learn your own face, your artist matches foundation to your red, gold, olive, neutral or blue-black undertone, color-corrects dark circles and marks with peach and orange rather than gray concealers, and builds eyes and lips with pigments that stay true on deep skin. Every step is checked in daylight and under flash, so nothing turns ashy or flashes back in photographs. You leave with the look and a face chart that explains how to recreate it.',
    duration: '75 minutes',
    price: '200',
    image: 'packshot-brush',
    features: [
      'Artists trained specifically on deep and very deep skin',
      'Foundation matched to your exact undertone',
      'Color-correcting for dark circles and hyperpigmentation',
      'Finish checked in daylight and under flash photography',
      'A personal face chart to recreate the look',
    ],
    category: 'treatment',
  },
  {
    id: 'bespoke-beauty-experience',
    name: 'Bespoke Beauty Experience',
    description:
      'Four hours that bring skin, hair and makeup together in one private suite, with champagne, a dedicated team and a regimen composed only for you.',
    longDescription:
      'The Bespoke Beauty Experience is the fullest expression of the house. It begins with a private consultation, then moves through a tailored facial for melanin-rich skin, a scalp and hair ritual by a stylist who specializes in type 3 and type 4 textures, and a complexion and makeup session with a senior artist. Between treatments there is time to rest, with champagne or our house tea and a light menu. You leave finished for the evening, with a written regimen, a curated selection of Noirelle products and a direct line to your team for the months that follow.',
    duration: '4 hours',
    price: '650',
    image: 'portrait-coils',
    features: [
      'Private consultation and a dedicated team of three specialists',
      'Tailored facial, scalp and hair ritual, and complexion session',
      'Styling for curls, coils or a silk press, with care for your edges',
      'Champagne or house tea and a light menu in a private suite',
      'A curated set of Noirelle products and a written regimen to take home',
    ],
    category: 'experience',
  },
];

export interface WhyChooseReason {
  title: string;
  text: string;
}

export const whyChoose: readonly WhyChooseReason[] = [
  {
    title: 'Specialists in melanin-rich skin',
    text: 'Every facialist and artist trains in-house on deep skin: how it marks, how it dehydrates, and how to work with it rather than against it.',
  },
  {
    title: 'Textured hair, understood',
    text: 'Our stylists work on type 3 and type 4 curls and coils every day, from wash-and-gos to silk presses and protective styles, with real care for edges and scalp.',
  },
  {
    title: 'Undertone before shade',
    text: 'We read red, gold, olive and blue-black undertones in daylight before choosing a single product, so color stays true in every light.',
  },
  {
    title: 'Private, unhurried care',
    text: 'Appointments take place in private suites and are never double-booked, with a concierge who follows up on your routine afterward.',
  },
];
