/**
 * Second Skin Foundation's shade range: 40 shades, 22 of them at Monk 7 to 10, each named by its
 * depth and undertone (not after desserts), with the colour its swatch is drawn in.
 *
 * Depth is the Monk Skin Tone scale (Ellis Monk, published by Google in 2022): ten tones, 1 the
 * lightest and 10 the deepest, made to represent deep skin better than the Fitzpatrick types. Every
 * undertone has a shade at every depth from Monk 6 up; a "+" shade is a step deeper within its tone.
 */

export const MONK_TONES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type MonkTone = (typeof MONK_TONES)[number];

/**
 * The undertones, from the coolest to the warmest and then the green: neighbours in this order
 * are the nearest to each other (an olive skin with no olive shade is nearest to gold).
 */
export const UNDERTONES = ['blue-black', 'red', 'neutral', 'gold', 'olive'] as const;
export type Undertone = (typeof UNDERTONES)[number];

export interface Shade {
  /** In the URL: /product/second-skin-foundation?shade=8r. */
  id: string;
  /** Depth and undertone, as printed on the bottle ("8R"; "9R+" a step deeper than 9R). */
  code: string;
  name: string;
  monk: MonkTone;
  undertone: Undertone;
  /** The swatch's colour. */
  hex: string;
}

/** The Monk scale's own swatches (skintone.google), which the finder shows for depth. */
export const MONK_COLOURS: Record<MonkTone, string> = { 1: '#f6ede4', 2: '#f3e7db', 3: '#f7ead0', 4: '#eadaba', 5: '#d7bd96', 6: '#a07e56', 7: '#825c43', 8: '#604134', 9: '#3a312a', 10: '#292420' };

/** Each depth's word in a shade's name. */
export const DEPTH_NAMES: Record<MonkTone, string> = { 1: 'Fair', 2: 'Light', 3: 'Light Medium', 4: 'Medium', 5: 'Medium Tan', 6: 'Tan', 7: 'Deep', 8: 'Rich Deep', 9: 'Very Deep', 10: 'Deepest' };

/** The query parameter of the chosen shade: /product/second-skin-foundation?shade=8r. */
export const SHADE_PARAM = 'shade';

/** The item whose shades these are. */
export const SHADED_ITEM = 'second-skin-foundation';

/**
 * The swatch sheet's cells per row: the art pipeline draws the shades in this grid, in the order of
 * SHADES (art.config.ts), and the product page shows each one's cell.
 */
export const SWATCH_COLUMNS = 8;

/** The range, from the lightest to the deepest. */
export const SHADES: readonly Shade[] = [
  { id: '1n', code: '1N', name: '1N Fair Neutral', monk: 1, undertone: 'neutral', hex: '#efe4dc' },
  { id: '1g', code: '1G', name: '1G Fair Gold', monk: 1, undertone: 'gold', hex: '#f2e6d9' },
  { id: '2r', code: '2R', name: '2R Light Red', monk: 2, undertone: 'red', hex: '#ead0c7' },
  { id: '2n', code: '2N', name: '2N Light Neutral', monk: 2, undertone: 'neutral', hex: '#e8d6c9' },
  { id: '3r', code: '3R', name: '3R Light Medium Red', monk: 3, undertone: 'red', hex: '#e4bcaf' },
  { id: '3g', code: '3G', name: '3G Light Medium Gold', monk: 3, undertone: 'gold', hex: '#e7c9ac' },
  { id: '3o', code: '3O', name: '3O Light Medium Olive', monk: 3, undertone: 'olive', hex: '#dccdb7' },
  { id: '4r', code: '4R', name: '4R Medium Red', monk: 4, undertone: 'red', hex: '#dba695' },
  { id: '4n', code: '4N', name: '4N Medium Neutral', monk: 4, undertone: 'neutral', hex: '#d6b299' },
  { id: '4g', code: '4G', name: '4G Medium Gold', monk: 4, undertone: 'gold', hex: '#dfb890' },
  { id: '5r', code: '5R', name: '5R Medium Tan Red', monk: 5, undertone: 'red', hex: '#d08d76' },
  { id: '5g', code: '5G', name: '5G Medium Tan Gold', monk: 5, undertone: 'gold', hex: '#d6a371' },
  { id: '5o', code: '5O', name: '5O Medium Tan Olive', monk: 5, undertone: 'olive', hex: '#c3aa83' },
  { id: '6r', code: '6R', name: '6R Tan Red', monk: 6, undertone: 'red', hex: '#bd7056' },
  { id: '6g', code: '6G', name: '6G Tan Gold', monk: 6, undertone: 'gold', hex: '#c48a50' },
  { id: '6o', code: '6O', name: '6O Tan Olive', monk: 6, undertone: 'olive', hex: '#af9165' },
  { id: '6n', code: '6N', name: '6N Tan Neutral', monk: 6, undertone: 'neutral', hex: '#b7815d' },
  { id: '6b', code: '6B', name: '6B Tan Blue-Black', monk: 6, undertone: 'blue-black', hex: '#a87467' },
  { id: '7r', code: '7R', name: '7R Deep Red', monk: 7, undertone: 'red', hex: '#894b36' },
  { id: '7g', code: '7G', name: '7G Deep Gold', monk: 7, undertone: 'gold', hex: '#88592c' },
  { id: '7o', code: '7O', name: '7O Deep Olive', monk: 7, undertone: 'olive', hex: '#785f3d' },
  { id: '7n', code: '7N', name: '7N Deep Neutral', monk: 7, undertone: 'neutral', hex: '#83583c' },
  { id: '7b', code: '7B', name: '7B Deep Blue-Black', monk: 7, undertone: 'blue-black', hex: '#764e45' },
  { id: '8r', code: '8R', name: '8R Rich Deep Red', monk: 8, undertone: 'red', hex: '#71402f' },
  { id: '8g', code: '8G', name: '8G Rich Deep Gold', monk: 8, undertone: 'gold', hex: '#75502b' },
  { id: '8o', code: '8O', name: '8O Rich Deep Olive', monk: 8, undertone: 'olive', hex: '#685539' },
  { id: '8n', code: '8N', name: '8N Rich Deep Neutral', monk: 8, undertone: 'neutral', hex: '#6d4b34' },
  { id: '8b', code: '8B', name: '8B Rich Deep Blue-Black', monk: 8, undertone: 'blue-black', hex: '#61423a' },
  { id: '9r', code: '9R', name: '9R Very Deep Red', monk: 9, undertone: 'red', hex: '#5b3428' },
  { id: '9g', code: '9G', name: '9G Very Deep Gold', monk: 9, undertone: 'gold', hex: '#5e4124' },
  { id: '9o', code: '9O', name: '9O Very Deep Olive', monk: 9, undertone: 'olive', hex: '#53452f' },
  { id: '9n', code: '9N', name: '9N Very Deep Neutral', monk: 9, undertone: 'neutral', hex: '#573d2b' },
  { id: '9b', code: '9B', name: '9B Very Deep Blue-Black', monk: 9, undertone: 'blue-black', hex: '#4d352f' },
  { id: '9r-plus', code: '9R+', name: '9R+ Very Deep Red, deeper', monk: 9, undertone: 'red', hex: '#4e2d22' },
  { id: '10r', code: '10R', name: '10R Deepest Red', monk: 10, undertone: 'red', hex: '#432920' },
  { id: '10g', code: '10G', name: '10G Deepest Gold', monk: 10, undertone: 'gold', hex: '#45321e' },
  { id: '10o', code: '10O', name: '10O Deepest Olive', monk: 10, undertone: 'olive', hex: '#3e3425' },
  { id: '10n', code: '10N', name: '10N Deepest Neutral', monk: 10, undertone: 'neutral', hex: '#412f23' },
  { id: '10b', code: '10B', name: '10B Deepest Blue-Black', monk: 10, undertone: 'blue-black', hex: '#392925' },
  { id: '10b-plus', code: '10B+', name: '10B+ Deepest Blue-Black, deeper', monk: 10, undertone: 'blue-black', hex: '#2f211e' },
];

export const findShade = (id: string | null | undefined): Shade | undefined => SHADES.find((shade) => shade.id === id);

/** A shade's depth as a position on the range: its Monk tone, half a step more for a "+" shade. */
export const depthOf = (shade: Shade): number => shade.monk + (shade.code.endsWith('+') ? 0.5 : 0);
