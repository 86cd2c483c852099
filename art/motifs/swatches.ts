/**
 * swatches: a sheet of foundation swatches, one cell per shade, in a grid read left to right and
 * top to bottom. Each cell is the shade itself, pressed flat as a dab of cream: lit by the key light
 * from the upper right, with the sheen of a spatula's stroke and a warm fall into shadow towards
 * the lower left. The page shows one cell per swatch (CSS background position) and prints the shade's
 * code over its centre, so the light stays off the centre: the code keeps its contrast.
 *
 * The colours are the catalogue's shade data, not the palette's: they are what the product is.
 *
 * params:
 *   colours  the shades, as #rrggbb separated by commas, lightest first
 *   columns  cells per row
 */
import { createRandom } from '../pipeline/random';
import type { Motif } from '../pipeline/types';
import { compose, grain, layer, palette, r, radialGradient } from './kit';

export const swatches: Motif = ({ width, height, seed, params }) => {
  const colours = String(params.colours ?? '').split(',').filter((colour) => /^#[0-9a-f]{6}$/i.test(colour));
  const columns = Number(params.columns ?? 8);
  const rows = Math.ceil(colours.length / columns);
  const cell = { width: width / columns, height: height / rows };
  const random = createRandom(seed);
  // One light for every cell (gradients in the cell's own units): the key light's bloom at the upper
  // right, and a warm falloff into shadow towards the lower left, both clear of the centre.
  const defs =
    radialGradient('swatch-light', [[0, palette.ivory, 0.3], [0.5, palette.ivory, 0.08], [1, palette.ivory, 0]], 0.86, 0.1, 0.3) +
    radialGradient('swatch-falloff', [[0.62, palette.mahogany, 0], [1, palette.mahogany, 0.26]], 0.58, 0.42, 0.75) +
    `<filter id="swatch-soften" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${r(cell.width * 0.03)}"/></filter>`;
  const cells = colours.map((colour, at) => {
    const x = (at % columns) * cell.width;
    const y = Math.floor(at / columns) * cell.height;
    const box = `x="${r(x)}" y="${r(y)}" width="${r(cell.width)}" height="${r(cell.height)}"`;
    // The stroke's sheen: a band swept across the upper part of the dab, a little different in each.
    const sweep = random.range(-0.06, 0.06);
    const from = { x: x + cell.width * 0.18, y: y + cell.height * (0.22 + sweep) };
    const to = { x: x + cell.width * 0.92, y: y + cell.height * (0.12 - sweep) };
    const bend = { x: x + cell.width * 0.55, y: y + cell.height * (0.04 + sweep) };
    const sheen = `<path d="M ${r(from.x)} ${r(from.y)} Q ${r(bend.x)} ${r(bend.y)} ${r(to.x)} ${r(to.y)}" fill="none" stroke="${palette.ivory}" stroke-opacity="0.13" stroke-width="${r(cell.height * 0.11)}" stroke-linecap="round" filter="url(#swatch-soften)"/>`;
    return `<g><rect ${box} fill="${colour}"/><rect ${box} fill="url(#swatch-falloff)"/><rect ${box} fill="url(#swatch-light)"/>${sheen}</g>`;
  });
  return compose({ width, height }, layer(cells.join(''), defs), grain({ width, height }, seed, 0.04));
};
