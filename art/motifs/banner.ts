import { brandFonts, textPath } from '../pipeline/fonts';
import type { Motif } from '../pipeline/types';
import { compose, grain, layer, palette, r, studio, vignette } from './kit';

/**
 * The sharing banner (1200 x 630, the default og:image): the only image with words in it, set as
 * outlines in the brand's type. Words come from the brand module through the params.
 */
export const banner: Motif = ({ width, height, seed, params }) => {
  const { display, sans } = brandFonts();
  const name = String(params.name ?? '').toUpperCase();
  const tagline = String(params.tagline ?? '');
  const footnote = String(params.footnote ?? '').toUpperCase();
  const left = width * 0.08;
  const nameSize = height * 0.15;
  const title = textPath(display, name, left, height * 0.4, nameSize, 0.3);
  const taglineSize = height * 0.07;
  const words = tagline.split(' ');
  // Two balanced lines for the tagline.
  const half = Math.ceil(words.length / 2);
  const lineOne = textPath(display, words.slice(0, half).join(' '), left, height * 0.6, taglineSize);
  const lineTwo = textPath(display, words.slice(half).join(' '), left, height * 0.6 + taglineSize * 1.2, taglineSize);
  const small = textPath(sans, footnote, left, height * 0.86, height * 0.028, 0.28);
  const ruleY = height * 0.47;
  return compose(
    { width, height },
    studio({ width, height }, 'dark', { x: 0.8, y: 0.2 }),
    vignette({ width, height }, 0.45),
    layer(
      `<path d="${title.d}" fill="${palette.gold}"/>` +
        `<rect x="${r(left)}" y="${r(ruleY)}" width="${r(width * 0.1)}" height="${r(Math.max(1, height * 0.003))}" fill="${palette.gold}"/>` +
        `<path d="${lineOne.d}${lineTwo.d}" fill="${palette.ivory}"/>` +
        `<path d="${small.d}" fill="${palette.ivoryDeep}" opacity="0.8"/>`,
    ),
    grain({ width, height }, seed, 0.05),
  );
};
