import { defineArt, type ImageSpec } from 'art/config';

const themes = [
  { theme: 'global', alt: 'Nine points of gold light joined by fine arcs over a globe' },
  { theme: 'domains', alt: 'Four interlocking gold rings on deep umber' },
  { theme: 'gloss', alt: 'A glossy rose lip-gloss wand and a drop of gloss' },
  { theme: 'shades', alt: 'An arc of smooth stones in deep skin tones, from espresso to honey' },
] as const;

/**
 * Each article's editorial cover (the article page; cards use the same file at a smaller width),
 * and its sharing picture: the 1200x630 the spec sets for previews on social networks.
 */
export default defineArt({
  images: themes.flatMap(({ theme, alt }): ImageSpec[] => [
    { id: `cover-${theme}`, motif: 'cover', params: { theme }, aspect: [3, 2], widths: [480, 960, 1600], alt },
    { id: `social-${theme}`, motif: 'cover', params: { theme }, aspect: [40, 21], widths: [1200], alt },
  ]),
});
