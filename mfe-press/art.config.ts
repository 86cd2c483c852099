import { defineArt } from '../art/pipeline/types';

/** Editorial covers for the four articles (cards use the same file at a smaller width). */
export default defineArt({
  images: [
    { id: 'cover-global', motif: 'cover', params: { theme: 'global' }, aspect: [3, 2], widths: [480, 960, 1600], alt: 'Nine points of gold light joined by fine arcs over a globe' },
    { id: 'cover-domains', motif: 'cover', params: { theme: 'domains' }, aspect: [3, 2], widths: [480, 960, 1600], alt: 'Four interlocking gold rings on deep umber' },
    { id: 'cover-gloss', motif: 'cover', params: { theme: 'gloss' }, aspect: [3, 2], widths: [480, 960, 1600], alt: 'A glossy rose lip-gloss wand and a drop of gloss' },
    { id: 'cover-shades', motif: 'cover', params: { theme: 'shades' }, aspect: [3, 2], widths: [480, 960, 1600], alt: 'An arc of smooth stones in deep skin tones, from espresso to honey' },
  ],
});
