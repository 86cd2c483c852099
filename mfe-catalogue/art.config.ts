import { defineArt } from 'art/config';
import { SHADES, SWATCH_COLUMNS } from './src/data/shades';

const packshot = (object: string, alt: string, variant?: { name: string; shade?: string; tone?: 'light' }) => ({
  id: variant ? `packshot-${object}-${variant.name}` : `packshot-${object}`,
  motif: 'packshot',
  params: { object, ...(variant?.shade ? { shade: variant.shade } : {}), ...(variant?.tone ? { tone: variant.tone } : {}) },
  aspect: [4, 5] as const,
  widths: [400, 800, 1200],
  alt,
});

/** Each object again in the light (ivory) studio: the second picture of a product's gallery. */
const lightStudio = (object: string, what: string) => packshot(object, `${what}, photographed on warm ivory`, { name: 'light', tone: 'light' });

/**
 * The catalogue's imagery: a packshot of every kind of object the collection holds, the
 * textures behind the category heroes, Second Skin's shade swatches, and abstract portraits for the
 * client testimonials.
 */
export default defineArt({
  images: [
    packshot('dropper', 'An amber glass dropper bottle with a gold collar, in soft studio light'),
    packshot('serum', 'A tall rose-tinted serum bottle with a gold pump'),
    packshot('jar', 'A squat cream jar with a gold lid'),
    packshot('tube', 'A rose squeeze tube with a gold cap'),
    packshot('lipstick', 'A deep rose lipstick rising from a gold case'),
    packshot('compact', 'An open powder compact with a mirror and bronze pressed powder'),
    packshot('palette', 'An open eye-shadow palette in bronze, gold, plum and mahogany'),
    packshot('oil', 'An amber hair-oil bottle'),
    packshot('brush', 'A makeup brush with a gold ferrule'),
    // Shades, so no two products share a lead picture.
    packshot('serum', 'A tall serum bottle of mahogany foundation with a gold pump', { name: 'mahogany', shade: 'mahogany' }),
    packshot('serum', 'A tall serum bottle of golden hair serum with a gold pump', { name: 'gold', shade: 'goldLight' }),
    packshot('jar', 'A cream jar of whipped shea curl cream with a gold lid', { name: 'shea', shade: 'shea' }),
    packshot('dropper', 'A bronze-tinted dropper bottle of scalp elixir with a gold collar', { name: 'bronze', shade: 'bronze' }),
    packshot('oil', 'A golden cleansing-oil bottle', { name: 'gold', shade: 'goldLight' }),
    lightStudio('dropper', 'A dropper bottle with a gold collar'),
    lightStudio('serum', 'A serum bottle with a gold pump'),
    lightStudio('jar', 'A cream jar with a gold lid'),
    lightStudio('tube', 'A squeeze tube with a gold cap'),
    lightStudio('lipstick', 'A lipstick in a gold case'),
    lightStudio('compact', 'An open powder compact'),
    lightStudio('palette', 'An open eye-shadow palette'),
    lightStudio('oil', 'A hair-oil bottle'),
    lightStudio('brush', 'A makeup brush with a gold ferrule'),
    { id: 'texture-silk', motif: 'texture', params: { kind: 'silk' }, aspect: [16, 9], widths: [800, 1600], overscan: 0.05, alt: 'Draped silk in umber and bronze with a gold sheen' },
    // The same silk, folded another way (another seed): so two heroes side by side are not twins.
    { id: 'texture-silk-folded', motif: 'texture', params: { kind: 'silk' }, seed: 2015, aspect: [16, 9], widths: [800, 1600], overscan: 0.05, alt: 'Folds of bronze silk catching a warm gold light' },
    { id: 'texture-clay', motif: 'texture', params: { kind: 'clay' }, aspect: [16, 9], widths: [800, 1600], overscan: 0.05, alt: 'A smooth swatch of terracotta clay mask with a spatula stroke' },
    // Second Skin's shades, one cell each, lightest first: the product page's swatches.
    {
      id: 'shade-swatches',
      motif: 'swatches',
      params: { colours: SHADES.map((shade) => shade.hex).join(','), columns: SWATCH_COLUMNS },
      aspect: [SWATCH_COLUMNS, Math.ceil(SHADES.length / SWATCH_COLUMNS)],
      widths: [320, 640],
      alt: 'Dabs of Second Skin Foundation in its forty shades, lightest to deepest, in a warm key light',
    },
    { id: 'portrait-coils', motif: 'portrait', params: { style: 'coils' }, aspect: [1, 1], widths: [160, 320, 640], alt: 'Abstract portrait: a silhouette crowned with gold-lit coils' },
    { id: 'portrait-braids', motif: 'portrait', params: { style: 'braids' }, aspect: [1, 1], widths: [160, 320, 640], alt: 'Abstract portrait: a silhouette with long flowing braids' },
    { id: 'portrait-wrap', motif: 'portrait', params: { style: 'wrap' }, aspect: [1, 1], widths: [160, 320, 640], alt: 'Abstract portrait: a silhouette in a sculptural head wrap' },
  ],
});
