import { defineArt, type ImageSpec } from 'art/config';

/** A carousel picture: tall (4:5), so the service's name and price sit beside it on a wide screen. */
const experience = (id: string, style: string, alt: string, tone?: 'light'): ImageSpec => ({
  id: `experience-${id}`,
  motif: 'portrait',
  params: { style, ...(tone ? { tone } : {}) },
  aspect: [4, 5],
  widths: [400, 800, 1200],
  alt,
});

/** A chapter picture of the Immersion: tall, beside the chapter text on a wide screen. */
const chapter = (id: string, spec: Pick<ImageSpec, 'motif' | 'params' | 'seed' | 'overscan'>, alt: string): ImageSpec => ({
  id: `chapter-${id}`,
  aspect: [4, 5],
  widths: [480, 960],
  alt,
  ...spec,
});

/**
 * The booking remote's imagery: the four experiences of the carousel, the two heroes, and one
 * picture per chapter of the Immersion.
 */
export default defineArt({
  images: [
    { id: 'hero-booking', motif: 'texture', params: { kind: 'silk' }, seed: 4107, aspect: [16, 9], widths: [800, 1600], overscan: 0.05, quality: 'lead', alt: 'Umber silk falling in soft folds under a warm gold light' },
    { id: 'hero-immersion', motif: 'texture', params: { kind: 'silk' }, seed: 9031, aspect: [16, 9], widths: [800, 1600], overscan: 0.05, quality: 'lead', alt: 'Deep bronze silk with a slow ribbon of gold light across it' },
    experience('signature-facial', 'bun', 'Abstract portrait: a silhouette with a high bun, skin lit in warm gold'),
    experience('royal-hair-ritual', 'coils', 'Abstract portrait: a silhouette crowned with full, gold-lit coils'),
    experience('couture-makeup', 'braids', 'Abstract portrait: a silhouette with long braids against ivory', 'light'),
    experience('total-transformation', 'wrap', 'Abstract portrait: a silhouette in a sculptural head wrap'),
    chapter('arrival', { motif: 'skyline', params: { city: 'los-angeles-ca' } }, 'Gold line drawing of a city at dusk, the hour the car arrives'),
    chapter('skin', { motif: 'texture', params: { kind: 'clay' }, overscan: 0.05 }, 'A smooth terracotta clay mask with a spatula stroke'),
    chapter('hair', { motif: 'portrait', params: { style: 'locs' }, seed: 3311 }, 'Abstract portrait: a silhouette with long locs falling past the shoulders'),
    chapter('makeup', { motif: 'packshot', params: { object: 'palette' } }, 'An open eye-shadow palette in bronze, gold, plum and mahogany'),
    chapter('decadence', { motif: 'texture', params: { kind: 'silk' }, seed: 5522, overscan: 0.05 }, 'Bronze silk folded in the lamplight of a private suite'),
    chapter('exit', { motif: 'portrait', params: { style: 'wrap', tone: 'light' }, seed: 8120 }, 'Abstract portrait: a silhouette in a head wrap against warm ivory'),
  ],
});
