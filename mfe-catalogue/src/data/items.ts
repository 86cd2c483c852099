import type { ArtId } from '../art/generated/manifest';
import type { CategoryId } from './catalogue';

/** Every item's id: its translations are keyed by it (./copy), so an item without them is a type error. */
export type ItemId =
  | 'even-tone-concentrate'
  | 'nuit-absolue-cream'
  | 'sheer-shield-spf-50'
  | 'baobab-cleansing-oil'
  | 'melanin-radiance-facial'
  | 'celestial-eye-palette'
  | 'second-skin-foundation'
  | 'couture-velvet-lipstick'
  | 'bronze-veil-setting-powder'
  | 'signature-complexion-session'
  | 'luminous-repair-serum'
  | 'chebe-ritual-oil'
  | 'cloud-coil-defining-cream'
  | 'scalp-edge-elixir'
  | 'crown-restoration-ritual';

export interface CatalogueItem {
  /** Kebab-case slug, used in /product/{id}. */
  id: ItemId;
  name: string;
  type: 'product' | 'service';
  category: CategoryId;
  /** Dollars, as text without the dollar sign, e.g. '185'. */
  price: string;
  /** One or two sentences, for cards. */
  description: string;
  /** A rich paragraph for the About section of the product page. */
  fullDescription: string;
  /** Key Benefits. */
  features: readonly string[];
  /** Products only. */
  howToUse?: string;
  /** Services only. */
  duration?: string;
  image: ArtId;
  /** Other pictures for the gallery thumbnails. */
  additionalImages: readonly ArtId[];
  /** Products only. */
  stock?: number;
  isNew: boolean;
}

export const catalogueItems: readonly CatalogueItem[] = [
  // ---------------------------------------------------------------- Skin
  {
    id: 'even-tone-concentrate',
    name: 'Even Tone Concentrate',
    type: 'product',
    category: 'skin',
    price: '185',
    description:
      'A daily concentrate of 3% tranexamic acid, 10% niacinamide and an azelaic acid complex that softens the look of dark marks and post-inflammatory hyperpigmentation, with no bleaching agents.',
    fullDescription:
      'On melanin-rich skin, a single breakout or an ingrown hair can leave a mark that lingers for months. Even Tone Concentrate was built around that reality, pairing 3% tranexamic acid and 10% niacinamide with a gentle azelaic acid complex that works on the look of uneven tone without the irritation that can set off new marks. Licorice root extract and panthenol keep the formula calm enough for twice-daily use, even on sensitive or acne-prone skin. There is no hydroquinone, no mercury and no bleaching agent of any kind: the aim is your own tone, evened out, never a lighter version of it.',
    features: [
      'Softens the look of dark marks and post-inflammatory hyperpigmentation',
      '3% tranexamic acid and 10% niacinamide in a water-light, fast-absorbing base',
      'Gentle azelaic acid complex for visibly smoother, more refined texture',
      'Free of hydroquinone, mercury and bleaching agents',
      'Fragrance-free and comfortable on sensitive, acne-prone skin',
    ],
    howToUse:
      '1. After cleansing, press 3-4 drops into dry skin, morning and evening. 2. Hold the dropper over areas with dark marks first, then sweep the remainder over the whole face. 3. Follow with moisturizer, and every morning finish with Sheer Shield SPF 50: daily sun protection is what protects the progress you make.',
    image: 'packshot-dropper',
    additionalImages: ['packshot-dropper-light', 'texture-clay'],
    stock: 14,
    isNew: false,
  },
  {
    id: 'nuit-absolue-cream',
    name: 'Nuit Absolue Cream',
    type: 'product',
    category: 'skin',
    price: '600',
    description:
      'Our most indulgent night cream: a cushioning balm-cream of ceramides, squalane and unrefined shea butter that leaves skin soft, supple and glowing by morning, with no trace of ashiness.',
    fullDescription:
      'Deep skin shows dehydration in its own way: as ashiness, dullness and a tight, rough texture that no highlighter will hide. Nuit Absolue replenishes the skin barrier while you sleep with a ceramide complex modeled on the skin\'s own lipids, plant-derived squalane and unrefined shea butter from a women\'s cooperative in northern Ghana. Peptides and a slow-release form of hyaluronic acid give a plumper, bouncier look by morning. Each 50 ml jar is hand-filled in small batches in a weighted, refillable vessel designed to stay on your dressing table for years.',
    features: [
      'Ceramide complex and squalane replenish a comfortable, well-hydrated barrier overnight',
      'Unrefined shea butter melts away ashiness and rough texture',
      'Peptides and slow-release hyaluronic acid for a plumper, bouncier look by morning',
      'Rich enough for dry winter skin, never greasy on the pillow',
      'Refillable 50 ml jar, hand-filled in small batches',
    ],
    howToUse:
      'Warm a pea-sized amount between your fingertips until it softens, then press it over the face, neck and chest as the last step of your evening routine. On very dry nights, add a second thin layer wherever skin feels tight. Use the gold spatula to keep the jar clean.',
    image: 'packshot-jar',
    additionalImages: ['packshot-jar-light', 'texture-clay'],
    stock: 8,
    isNew: false,
  },
  {
    id: 'sheer-shield-spf-50',
    name: 'Sheer Shield SPF 50',
    type: 'product',
    category: 'skin',
    price: '85',
    description:
      'A weightless, broad-spectrum SPF 50 that disappears on every skin tone: no white cast, no gray film and no chalky flashback in photographs.',
    fullDescription:
      'Too many sunscreens were never tried on deep skin, and it shows as a violet or gray cast that sends people back to going without. Sheer Shield was wear-tested on complexions from golden brown to the deepest blue-black, with a clear gel-cream texture that sinks in within seconds. Niacinamide and vitamin E support an even-looking tone, while glycerin and hyaluronic acid leave a soft, hydrated finish that sits beautifully under foundation. Daily protection is the most important step for anyone working on dark marks, and this is the one you will actually want to wear.',
    features: [
      'Broad-spectrum SPF 50 with a completely clear finish',
      'No white cast, no gray film and no flashback in photographs',
      'Niacinamide and vitamin E for an even, healthy-looking tone',
      'Hydrating gel-cream that grips makeup instead of pilling under it',
      'Wear-tested on deep and very deep skin tones',
    ],
    howToUse:
      'Apply generously as the final step of your morning routine, using about two finger-lengths for the face and neck. Allow one minute to set before makeup. Reapply every two hours in the sun, and after swimming or heavy sweating.',
    image: 'packshot-tube',
    additionalImages: ['packshot-tube-light', 'texture-clay'],
    stock: 18,
    isNew: true,
  },
  {
    id: 'baobab-cleansing-oil',
    name: 'Baobab Cleansing Oil',
    type: 'product',
    category: 'skin',
    price: '95',
    description:
      'A silky cleansing oil of baobab, marula and squalane that melts away long-wear foundation and SPF, then rinses to a milk that leaves skin clean, never tight or ashy.',
    fullDescription:
      'Stripping cleansers are one of the quiet causes of ashiness and irritation on melanin-rich skin, and irritation is where new dark marks begin. Baobab Cleansing Oil dissolves long-wear foundation, waterproof mascara and water-resistant sunscreen in a single massage, using cold-pressed baobab and marula oils with plant-derived squalane. Add water and it turns into a light milk that rinses completely, taking residue with it and leaving the barrier intact. It is gentle enough for the eye area and for skin that reacts to almost everything.',
    features: [
      'Dissolves long-wear foundation, waterproof mascara and SPF in one step',
      'Cold-pressed baobab and marula oils with plant-derived squalane',
      'Rinses to a light milk with no greasy film',
      'Leaves skin soft and comfortable, never tight or ashy',
      'Gentle enough for the eye area and reactive skin',
    ],
    howToUse:
      'Massage 3-4 pumps over dry skin with dry hands for one minute, lingering over areas with makeup or sunscreen. Add a splash of warm water and keep massaging as the oil turns milky, then rinse thoroughly. Use in the evening on its own, or as the first step of a double cleanse.',
    image: 'packshot-oil-gold',
    additionalImages: ['packshot-oil-light', 'texture-clay'],
    stock: 11,
    isNew: false,
  },
  {
    id: 'melanin-radiance-facial',
    name: 'Melanin Radiance Facial',
    type: 'service',
    category: 'skin',
    price: '285',
    description:
      'A ninety-minute facial that clears congestion and softens the look of dark marks with fruit enzymes and cold-pressed oils, never with aggressive peels that can mark deep skin.',
    fullDescription:
      'Many facials were designed for lighter skin, and their strong peels, hot steam and heavy-handed extractions can leave melanin-rich skin with more marks than it started with. The Melanin Radiance Facial begins with a reading of your skin in daylight-balanced light, then uses papaya and pumpkin enzymes and a low-strength mandelic acid to refine texture without inflammation. Extractions are performed slowly and only where needed, followed by a tranexamic acid and niacinamide mask and a sculpting massage with warmed marula oil. You leave with a luminous, even-looking complexion and a written routine built for your skin.',
    features: [
      'Skin reading in daylight-balanced light with a Noirelle facialist',
      'Enzyme and mandelic acid exfoliation, gentle on deep skin',
      'Careful extractions designed to avoid new marks',
      'Tranexamic acid and niacinamide mask for an even-looking tone',
      'Sculpting massage with warmed marula oil and a written take-home routine',
    ],
    duration: '90 minutes',
    image: 'texture-clay',
    additionalImages: ['packshot-dropper', 'portrait-wrap'],
    isNew: false,
  },

  // -------------------------------------------------------------- Makeup
  {
    id: 'celestial-eye-palette',
    name: 'Celestial Eye Palette',
    type: 'product',
    category: 'makeup',
    price: '95',
    description:
      'Twelve shades of molten gold, bronze, aubergine and midnight blue, milled with pigments dense enough to read true on the deepest lids.',
    fullDescription:
      'Shadows that look rich in the pan too often turn chalky or disappear on deep skin. Celestial was built the other way round: every shade was developed on lids from rich brown to blue-black first, with pigment loads high enough to show in a single pass. The twelve shades move from buttery mattes for transition and depth to foiled metallics and a duo-chrome that shifts from copper to violet in candlelight. Squalane and jojoba esters in the binder keep the powders creamy, so they blend without patchiness and stay put from morning into the night.',
    features: [
      'Twelve shades developed first on deep and very deep lids',
      'High-pigment mattes that blend without turning ashy or patchy',
      'Foiled metallics and a copper-to-violet duo-chrome',
      'Squalane-enriched binder for creamy, crease-resistant wear',
      'Mirrored, refillable case with a magnetic closure',
    ],
    howToUse:
      '1. Sweep a mid-tone matte through the crease with a fluffy brush to build warmth. 2. Press a metallic onto the center of the lid with a fingertip or flat brush for the most shine. 3. Deepen the outer corner with a dark matte and smudge it along the lower lash line. For an intense foiled finish, mist the brush with setting spray before picking up the metallic shades.',
    image: 'packshot-palette',
    additionalImages: ['packshot-palette-light', 'texture-silk'],
    stock: 12,
    isNew: true,
  },
  {
    id: 'second-skin-foundation',
    name: 'Second Skin Foundation',
    type: 'product',
    category: 'makeup',
    price: '78',
    description:
      'A serum foundation in 40 shades, 22 of them for deep skin, each mapped to a red, gold, olive, neutral or blue-black undertone so it disappears into the skin instead of sitting on top.',
    fullDescription:
      'Shade ranges that stop at "deep" leave many of us mixing two bottles and still landing on gray or orange. Second Skin was matched against undertone readings taken across the African diaspora, Latin America and South Asia, and its 40 shades are named by depth and undertone rather than after desserts. The serum base of squalane, hyaluronic acid and niacinamide gives buildable medium coverage with a natural, skin-like finish, and coated pigments resist oxidizing darker as the day goes on. It is the foundation we wanted for ourselves: true to your color from the first dot to the last hour.',
    features: [
      '40 shades, with 22 for deep and very deep skin',
      'Every shade mapped to a red, gold, olive, neutral or blue-black undertone',
      'Coated pigments that resist oxidizing or turning ashy through the day',
      'Serum base with squalane, hyaluronic acid and niacinamide',
      'Buildable medium coverage with a natural, skin-like finish',
    ],
    howToUse:
      'Shake well. Dispense one pump onto the back of your hand and apply from the center of the face outward with a dense brush or damp sponge, adding a second thin layer only where you want more coverage. To choose your shade, answer the three questions of the Shade Finder, then check it along the jawline in daylight: the right one disappears. If you are between two, book a complexion session and our artists will read your undertone.',
    image: 'packshot-serum-mahogany',
    additionalImages: ['packshot-serum-light', 'texture-silk'],
    stock: 6,
    isNew: false,
  },
  {
    id: 'couture-velvet-lipstick',
    name: 'Couture Velvet Lipstick',
    type: 'product',
    category: 'makeup',
    price: '75',
    description:
      'A soft-matte lipstick in shades built for deep lips, from brick red and toasted fig to black cherry, in a refillable gold case.',
    fullDescription:
      'Deep lips are often two-toned, and many lipsticks either leave the outer edge darker than the center or barely show at all. Couture Velvet uses a high-payoff pigment blend that lays down true color in a single stroke across both. Shea butter and castor seed oil keep the soft-matte finish comfortable for hours, with no dry or flaking edges. Every shade, from brick red and toasted fig to black cherry, was chosen on mahogany, espresso and bronze complexions before it was approved.',
    features: [
      'True color in a single stroke, even on two-toned lips',
      'Soft-matte finish that stays comfortable without drying or flaking',
      'Shea butter and castor seed oil for lasting moisture',
      'Shades chosen on mahogany, espresso and bronze skin first',
      'Refillable gold case; refills available separately',
    ],
    howToUse:
      'For the sharpest edge, line and fill the lips with a liner one shade deeper. Apply from the center of the lips outward, following your natural shape. For a diffused, blurred look, press the color on with a fingertip; for full intensity, blot and apply a second coat.',
    image: 'packshot-lipstick',
    additionalImages: ['packshot-lipstick-light', 'texture-silk'],
    stock: 17,
    isNew: false,
  },
  {
    id: 'bronze-veil-setting-powder',
    name: 'Bronze Veil Setting Powder',
    type: 'product',
    category: 'makeup',
    price: '82',
    description:
      'A finely milled pressed powder in five tinted shades that sets makeup and softens shine without flashback or the chalky cast of white powders.',
    fullDescription:
      'Translucent powders are rarely translucent on deep skin: silica-heavy formulas flash white in photographs and leave foundation looking dull and gray. Bronze Veil replaces them with five tinted shades, from honey to ebony, so the powder melts into the skin instead of sitting on it. Rice powder and kaolin soften shine through the day, and a touch of squalane keeps the finish skin-like rather than flat. The mirrored compact carries a full-size velour puff for touch-ups on the move.',
    features: [
      'Five tinted shades, from honey to ebony',
      'No flashback or white cast in flash photography',
      'Rice powder and kaolin to soften shine for hours',
      'Squalane-enriched for a skin-like, never flat finish',
      'Refillable mirrored compact with a full-size velour puff',
    ],
    howToUse:
      'Press a light layer over foundation with the velour puff, focusing on the T-zone, then buff gently with a large brush to blur. For touch-ups, press rather than sweep so your foundation stays in place. Choose the shade closest to your skin or one step deeper, never lighter.',
    image: 'packshot-compact',
    additionalImages: ['packshot-compact-light', 'texture-silk'],
    stock: 10,
    isNew: false,
  },
  {
    id: 'signature-complexion-session',
    name: 'Signature Complexion Session',
    type: 'service',
    category: 'makeup',
    price: '220',
    duration: '120 minutes',
    description:
      'A one-to-one session with a Noirelle artist: your undertone read in daylight, a foundation match that disappears into the skin, and a routine you can repeat at home.',
    fullDescription:
      'Most of us were matched, if we were matched at all, under store lighting by someone who had never been trained on deep skin. The Signature Complexion Session starts with your bare skin in daylight, where our artist reads your undertone, whether red, gold, olive, neutral or blue-black, and maps the shifts between your forehead, cheeks and jawline. From there we build your complexion step by step: skin preparation, the right foundation or a custom blend of two, concealer for dark circles and marks, and a setting method that will not flash back in photographs. You leave with a written face chart and a routine you can repeat in ten minutes.',
    features: [
      'Undertone reading in daylight with a Noirelle artist trained on deep skin',
      'Foundation match, or a custom blend of two shades, mapped across the face',
      'Color-correcting and concealing for dark circles and marks',
      'Setting technique tested for flash photography',
      'A written face chart and a ten-minute routine to take home',
    ],
    image: 'packshot-brush',
    additionalImages: ['packshot-palette', 'packshot-compact', 'portrait-braids'],
    isNew: false,
  },

  // ---------------------------------------------------------------- Hair
  {
    id: 'luminous-repair-serum',
    name: 'Luminous Repair Serum',
    type: 'product',
    category: 'hair',
    price: '110',
    description:
      'A silky leave-in serum of hydrolyzed rice protein, ceramides and baobab oil that reinforces fragile ends and brings back shine to curls and coils.',
    fullDescription:
      'Type 3 and type 4 hair is beautifully fragile: every bend in a coil is a place where the strand can break, and natural oils struggle to travel from the scalp to the ends. Luminous Repair Serum reinforces the strand from the outside in, with hydrolyzed rice protein to fortify weak spots, ceramides to smooth the cuticle and baobab oil to seal in moisture. The lightweight texture adds shine and softness without crunch or build-up, and it protects against heat up to 450°F. It is the final step our stylists reach for after every wash day, silk press and protective-style takedown.',
    features: [
      'Hydrolyzed rice protein to reinforce fragile, breakage-prone ends',
      'Ceramides and baobab oil to smooth the cuticle and seal in moisture',
      'Heat protection up to 450°F for silk presses and blow-outs',
      'Lightweight: adds shine and softness without weighing coils down',
      'No drying alcohols and no build-up between wash days',
    ],
    howToUse:
      '1. On freshly washed, damp hair, work 3-5 pumps through each section from mid-lengths to ends. 2. Layer under your styler for wash-and-gos, twist-outs or braid-outs, or use alone before blow-drying. 3. Between washes, smooth one pump over dry ends to revive shine and seal in moisture.',
    image: 'packshot-serum-gold',
    additionalImages: ['packshot-serum-light', 'texture-silk'],
    stock: 7,
    isNew: true,
  },
  {
    id: 'chebe-ritual-oil',
    name: 'Chebe Ritual Oil',
    type: 'product',
    category: 'hair',
    price: '95',
    description:
      'A sealing oil cold-infused with Chadian chebe powder, castor and marula oils that helps coils hold on to moisture, and to their length, between wash days.',
    fullDescription:
      'For generations, Basara women in Chad have coated their hair with chebe to protect long, strong lengths, and that ritual is the heart of this oil. We steep chebe seed powder slowly in cold-pressed castor, marula and baobab oils, then filter it, so you get the ritual without the grit or residue of the traditional paste. Used to seal in a water-based leave-in, it keeps the ends supple and helps reduce breakage, so coils keep more of the length they grow. The warm scent of clove, sandalwood and cardamom is a quiet nod to the original blend.',
    features: [
      'Cold-infused chebe powder without the grit of the traditional paste',
      'Castor, marula and baobab oils to seal in moisture',
      'Helps reduce breakage so coils retain more length',
      'Made for the LOC and LCO methods and for protective styles',
      'Warm scent of clove, sandalwood and cardamom',
    ],
    howToUse:
      'After a water-based leave-in, warm 4-6 drops between your palms and smooth over each section from mid-lengths to ends, the oldest and most fragile part of the hair. Use as the oil step of the LOC or LCO method, or massage lightly along braids and twists twice a week to keep protective styles supple.',
    image: 'packshot-oil',
    additionalImages: ['packshot-oil-light', 'texture-silk'],
    stock: 16,
    isNew: false,
  },
  {
    id: 'cloud-coil-defining-cream',
    name: 'Cloud Coil Defining Cream',
    type: 'product',
    category: 'hair',
    price: '78',
    description:
      'A whipped cream of shea butter, flaxseed and marshmallow root that defines type 3 and type 4 curls and coils with soft, touchable hold and lasting moisture.',
    fullDescription:
      'Definition should not mean crunch, and moisture should not mean limp. Cloud Coil pairs whipped shea and mango butters with flaxseed gel and marshmallow root for slip, so fingers glide through coils while each one clumps into a defined spiral. Aloe and glycerin draw moisture in and the butters hold it there, so styles still feel soft on day four. It works from 3b curls to tightly coiled 4c hair, with enough hold for twist-outs and braid-outs that need to keep their stretch against shrinkage.',
    features: [
      'Defines type 3 and type 4 curls and coils without crunch or flaking',
      'Shea and mango butters for moisture that lasts into day four',
      'Flaxseed and marshmallow root for slip and easier detangling',
      'Helps twist-outs and braid-outs keep their stretch against shrinkage',
      'No mineral oil, sulfates or drying alcohols',
    ],
    howToUse:
      'Apply to soaking-wet hair in small sections, raking the cream from root to tip and then smoothing with your palms to encourage clumps. For twist-outs, use a generous amount on stretched, damp hair before twisting. Air-dry or diffuse on low heat, and leave it untouched until completely dry for the most defined result.',
    image: 'packshot-jar-shea',
    additionalImages: ['packshot-jar-light', 'texture-silk'],
    stock: 20,
    isNew: false,
  },
  {
    id: 'scalp-edge-elixir',
    name: 'Scalp & Edge Elixir',
    type: 'product',
    category: 'hair',
    price: '88',
    description:
      'A water-light scalp serum of rosemary, peppermint and niacinamide for scalps that feel tight and flaky under braids and locs, with a precision tip for delicate edges.',
    fullDescription:
      'Protective styles look after the lengths but can leave the scalp neglected, tight and dry for weeks at a time. Scalp & Edge Elixir is a water-light serum rather than a heavy oil, so it reaches the scalp between braids, twists and locs without build-up or residue. Rosemary leaf and peppermint oils bring a cooling, invigorating feel, niacinamide and panthenol calm the feeling of itch and tightness, and castor oil with pea peptides conditions the fine hairs along a hairline stressed by tension. The slim nozzle lets you work directly along each part and around the edges, one drop at a time.',
    features: [
      'Water-light serum that reaches the scalp between braids, twists and locs',
      'Rosemary and peppermint for a cooling, invigorating feel',
      'Niacinamide and panthenol to calm the feeling of itch and tightness',
      'Castor oil and pea peptides to condition fragile edges',
      'Precision nozzle for parts and hairline; leaves no residue',
    ],
    howToUse:
      '1. Part the hair, or work between braids and locs, and apply a line of drops directly onto the scalp. 2. Massage with the pads of your fingers for two minutes. 3. For edges, smooth one or two drops along the hairline with a soft brush, and give them a break from tight styling. Use three to four times a week, or daily while wearing protective styles.',
    image: 'packshot-dropper-bronze',
    additionalImages: ['packshot-dropper-light', 'texture-silk'],
    stock: 5,
    isNew: true,
  },
  {
    id: 'crown-restoration-ritual',
    name: 'Crown Restoration Ritual',
    type: 'service',
    category: 'hair',
    price: '340',
    duration: '3-4 hours',
    description:
      'Scalp detox, protein-moisture balancing and a silk press or defined wash-and-go, performed by stylists who specialize in type 3 and type 4 hair.',
    fullDescription:
      'The Crown Restoration Ritual is our answer to salons that rush textured hair or treat it as a problem to be managed. It begins with a scalp consultation and a clarifying clay detox to lift build-up from gels, oils and protective styles, followed by a strand test that tells your stylist whether your hair needs protein, moisture or both. A steamed treatment of rice protein, shea butter and baobab oil is tailored to the result. We finish with your choice of a low-heat silk press or a defined wash-and-go, styled with care for your edges and density.',
    features: [
      'Scalp consultation and clarifying clay detox',
      'Strand test to balance protein and moisture for your hair',
      'Steamed rice protein, shea butter and baobab oil treatment',
      'Low-heat silk press or defined wash-and-go to finish',
      'Stylists who specialize in type 3 and type 4 curls and coils',
    ],
    image: 'portrait-coils',
    additionalImages: ['packshot-oil', 'packshot-serum', 'texture-silk'],
    isNew: false,
  },
];
