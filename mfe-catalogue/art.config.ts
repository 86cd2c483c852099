import { defineArt } from '../art/pipeline/types';

const packshot = (object: string, alt: string) => ({
  id: `packshot-${object}`,
  motif: 'packshot',
  params: { object },
  aspect: [4, 5] as const,
  widths: [400, 800, 1200],
  alt,
});

/**
 * The catalogue's imagery: a packshot of every kind of object the collection holds, the
 * textures behind the category heroes, and abstract portraits for the client testimonials.
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
    { id: 'texture-silk', motif: 'texture', params: { kind: 'silk' }, aspect: [16, 9], widths: [800, 1600], overscan: 0.05, alt: 'Draped silk in umber and bronze with a gold sheen' },
    { id: 'texture-clay', motif: 'texture', params: { kind: 'clay' }, aspect: [16, 9], widths: [800, 1600], overscan: 0.05, alt: 'A smooth swatch of terracotta clay mask with a spatula stroke' },
    { id: 'portrait-coils', motif: 'portrait', params: { style: 'coils' }, aspect: [1, 1], widths: [160, 320, 640], alt: 'Abstract portrait: a silhouette crowned with gold-lit coils' },
    { id: 'portrait-braids', motif: 'portrait', params: { style: 'braids' }, aspect: [1, 1], widths: [160, 320, 640], alt: 'Abstract portrait: a silhouette with long flowing braids' },
    { id: 'portrait-wrap', motif: 'portrait', params: { style: 'wrap' }, aspect: [1, 1], widths: [160, 320, 640], alt: 'Abstract portrait: a silhouette in a sculptural head wrap' },
  ],
});
