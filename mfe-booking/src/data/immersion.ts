import { brand, cities, listInWords } from 'shared';

/** Spec (section 3, Immersion content). */
export interface ImmersionHero {
  title: string;
  subtitle: string;
  description: string;
}

export interface ImmersionIntro {
  title: string;
  description: string;
  tagline: string;
}

export type ChapterId = 'arrival' | 'skin' | 'hair' | 'makeup' | 'decadence' | 'exit';

export interface ImmersionChapter {
  id: ChapterId;
  title: string;
  /** Minute ranges run back to back across the six chapters and total 240. */
  subtitle: string;
  description: string;
  /** Plain text: the page supplies the quotation marks. */
  quote: string;
  /** A role and a house, never a real person’s name. */
  quoteAuthor: string;
  details: readonly string[];
  conclusion: string;
}

export interface ImmersionEnhancement {
  id: 'cinematic-capture' | 'culinary-customization' | 'luxury-transport';
  title: string;
  description: string;
  details: readonly string[];
  /** In dollars, written in the page's language; omitted when the enhancement is included in the Immersion at no cost. */
  price?: { solo: number; duo: number } | { from: number };
  note?: string;
}

export interface ImmersionCta {
  title: string;
  quote: string;
  description: string;
  details: readonly string[];
  tagline: string;
  buttonText: string;
}

export const immersionHero: ImmersionHero = {
  title: 'The Noirelle Immersion',
  subtitle: 'Skin, hair and makeup. Four hours. One private suite.',
  description: 'Three specialists, one afternoon and a single appointment a day in each house. Everything is done for melanin-rich skin and textured hair, by people who have spent their careers on both.',
};

export const immersionIntro: ImmersionIntro = {
  title: 'One afternoon, in six chapters',
  description: 'The Immersion brings our facialist, hair artist and makeup artist to the same suite, working in sequence so that each chapter prepares the next. Skin is calmed before it is made up; hair is finished before the face is set. Come alone, or bring someone for the duo experience and share the suite side by side.',
  tagline: 'Nothing is rushed, because nothing else is booked.',
};

export const immersionChapters: readonly ImmersionChapter[] = [
  {
    id: 'arrival',
    title: 'The Arrival',
    subtitle: 'Minute 0 to 15 · The threshold',
    description: 'You enter by a private door and are greeted by name. The suite is warm, the light is low and your three specialists are already there. Before anything is touched, there is a conversation: the occasion, the finish you have in mind, and what your skin and hair have been through lately.',
    quote: 'I like to hear how a client describes her own skin before I look at it. It tells me half of what I need.',
    quoteAuthor: 'Head facialist, Paris',
    details: [
      'A private entrance, with no reception desk and no waiting room',
      'A warm towel and a glass of sparkling water with citrus, or fresh ginger tea',
      'Your clothes hung, a silk robe and slippers laid out in your size',
      'Ten minutes with all three specialists to agree on the occasion and the finish',
    ],
    conclusion: 'By the fifteenth minute, the plan is set and the robe is on. The afternoon belongs to you.',
  },
  {
    id: 'skin',
    title: 'The Skin',
    subtitle: 'Minute 15 to 65 · The reading and the facial',
    description: 'Your facialist reads your skin under daylight-balanced lamps, mark by mark. Dark spots left by breakouts, razors or sun are treated with patience rather than force: no aggressive peels, nothing that risks new pigment. Then water, in layers, until skin that shows thirst as ashiness looks rested and even.',
    quote: 'On deep skin, every inflammation leaves a trace. The work is to be gentle and consistent, never dramatic.',
    quoteAuthor: 'Senior facialist, Atlanta',
    details: [
      'A skin reading under magnification, noting undertone, texture and each area of hyperpigmentation',
      'A double cleanse, then a lactic enzyme polish that lifts dullness without stinging',
      'A tranexamic acid and niacinamide mask, pressed in with cool jade for fifteen minutes',
      'Hyaluronic mist, a ceramide serum and a sheer mineral sunscreen that leaves no white cast',
    ],
    conclusion: 'Your skin leaves this chapter calm, even and ready to hold makeup. Your reading is written down and kept for you.',
  },
  {
    id: 'hair',
    title: 'The Hair',
    subtitle: 'Minute 65 to 155 · The scalp, the coils, the finish',
    description: 'It begins at the scalp, because that is where healthy hair begins. Your hair artist then works section by section, coil by coil, with moisture balanced to your pattern, from loose 4A curls to tightly coiled 4C. The finish is yours to choose, and heat is treated as a tool to be used sparingly, never as a shortcut.',
    quote: 'Shrinkage is not a flaw. It is proof the hair is healthy, and I will not burn it away for a photograph.',
    quoteAuthor: 'Hair artist, Houston',
    details: [
      'Scalp assessed under magnification, then a ten-minute clarifying massage with rosemary and peppermint',
      'Detangled wet, in sections, from ends to roots with fingers and a wide-tooth comb',
      'Twenty minutes of steam over a moisture mask, with protein added only where ends are fragile',
      'Your finish: silk press, defined wash-and-go or a protective style, with no tool above 400°F',
    ],
    conclusion: 'The hair moves, shines and keeps its pattern when you want it to. Your wash-day routine is added to your regimen.',
  },
  {
    id: 'makeup',
    title: 'The Makeup',
    subtitle: 'Minute 155 to 200 · The undertone and the face',
    description: 'Your makeup artist takes you to the window and reads your undertone in daylight, where it cannot hide. Foundation is mixed, not chosen, until it vanishes at the jaw with no grey cast. Every product is tested under flash before you leave the chair, so the face you see is the face the camera keeps.',
    quote: 'Most women of color have been given a foundation that was almost right. Almost is what we are here to end.',
    quoteAuthor: 'Lead makeup artist, New York',
    details: [
      'Undertone read by the window in natural light: red, gold, olive or neutral, often more than one',
      'Foundation blended from two or three shades, checked on the jaw, neck and chest',
      'Tinted, finely milled powders in place of white setting powder, so nothing flashes back',
      'A test photograph with flash, then a face chart you keep to recreate the look',
    ],
    conclusion: 'The finish is luminous in daylight and true in photographs. What you see in the mirror is what the camera records.',
  },
  {
    id: 'decadence',
    title: 'The Decadence',
    subtitle: 'Minute 200 to 225 · Champagne, a small menu and stillness',
    description: 'Before you leave, the suite turns to pure indulgence. A glass is poured, a few small plates arrive from the house kitchen, and your hands are given the attention the rest of you has had. For a few minutes there is nothing to decide and nowhere to be.',
    quote: 'I had not sat still for twenty minutes in a year. That was the part I told my sister about.',
    quoteAuthor: 'A client, Toronto',
    details: [
      'A glass of grower champagne, or a pot of single-estate tea poured at the right temperature',
      'A light seasonal menu of three small plates, prepared for your preferences and allergies',
      'A ten-minute hand ritual with shea and cocoa butter; cuticles tended, nails buffed to a sheen',
      'Five minutes of stillness with the lights lowered, the phones away and the door closed',
    ],
    conclusion: 'You rise rested as well as finished. Your specialists return for the last chapter.',
  },
  {
    id: 'exit',
    title: 'The Exit',
    subtitle: 'Minute 225 to 240 · The reveal and the departure',
    description: 'The final reveal happens by the window, in natural light, with all three specialists beside you. A short portrait sitting follows, in daylight and under flash. You leave with what you need to keep the result: the products, the written regimen and your car already at the door.',
    quote: 'We do not send anyone out with a mirror check under salon lights. Daylight is the only honest judge.',
    quoteAuthor: 'House director, Los Angeles',
    details: [
      'The final reveal in natural light, with a last touch to lips and edges',
      'A short portrait sitting in daylight and with flash; edited images sent within 48 hours',
      'A take-home kit chosen for you, with a written regimen for skin, hair and makeup',
      'A silk scarf for the ride, and your car waiting at the private door',
    ],
    conclusion: 'Four hours after you arrived, you step out exactly as planned. The regimen keeps the afternoon going for weeks.',
  },
];

export const immersionEnhancements: readonly ImmersionEnhancement[] = [
  {
    id: 'cinematic-capture',
    title: 'Cinematic Memory Capture',
    description: 'A filmmaker stays with you through the afternoon, quietly and at a distance, and returns with an edited film of the light, the textures and the moments between chapters.',
    details: [
      'Shot in natural light and graded for deep skin, so your tone reads true on screen',
      'An edited film of three to five minutes, with a shorter cut for sharing',
      'Delivered privately within ten days',
      'Nothing is published or shared without your written consent',
    ],
    price: { solo: 850, duo: 1200 },
  },
  {
    id: 'culinary-customization',
    title: 'Culinary Customization',
    description: 'The house kitchen cooks for you alone: your allergies and preferences, the ingredients you avoid, the flavors you miss from home.',
    details: [
      'A seasonal menu written around your answers, not adapted from a set one',
      'Vegan, halal and gluten-free menus, prepared with the same care as any other',
      'Pairings to match: grower champagne, single-estate tea or alcohol-free',
      'For a duo, each guest’s menu is prepared separately',
    ],
    note: 'A short survey is sent after booking so the kitchen can prepare for you.',
  },
  {
    id: 'luxury-transport',
    title: 'Luxury Arrival and Departure',
    description: 'A chauffeured car collects you from your home, hotel or office and is waiting at the private door when you leave, so the afternoon begins and ends without a thought for traffic or parking.',
    details: [
      'A late-model sedan or SUV with a discreet, vetted chauffeur',
      'Collection timed to your arrival, with the suite alerted as you approach',
      'A silk pillowcase and scarf in the car to protect a fresh finish',
      'Return to the address of your choice, or on to your evening',
    ],
    price: { from: 250 },
    note: 'The price depends on your pickup zone; your concierge confirms it before your visit.',
  },
];

/** The three facts of the format (spec section 9). */
export const immersionFacts: readonly { label: string; value: string }[] = [
  { label: 'Duration', value: 'Four hours' },
  { label: 'Availability', value: 'One appointment per day' },
  { label: 'Duo', value: 'Duo experience available' },
];

export const immersionCta: ImmersionCta = {
  title: 'Reserve your afternoon',
  quote: 'One suite, one guest or two, and an entire house arranged around you.',
  description: 'Each house offers a single Immersion a day, so dates are held by invitation. Send us a request and your concierge will reply to arrange the date, your specialists and any enhancements.',
  details: [
    `Available in ${listInWords(cities.map((city) => city.name))}`,
    'Solo or duo, with both guests in the same suite',
    `Your concierge replies in ${listInWords(brand.serviceLanguages, 'or')}`,
  ],
  tagline: 'One appointment per day, per house.',
  buttonText: 'Request Private Invitation',
};
