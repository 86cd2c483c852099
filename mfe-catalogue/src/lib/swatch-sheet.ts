/**
 * Second Skin's swatches are one picture the art pipeline draws (`shade-swatches`, art.config.ts):
 * a sheet with a cell per shade, in the order of SHADES. Each swatch on the page shows its own cell
 * as a CSS background, so the forty swatches cost one small request; the shade's flat colour under
 * it is what shows until the sheet arrives.
 */
import type { ArtImage } from 'shared';
import { art } from '../art/generated/manifest';
import { SHADES, SWATCH_COLUMNS } from '../data/shades';

export const SWATCH_ROWS = Math.ceil(SHADES.length / SWATCH_COLUMNS);
/** A swatch's size on the page, in CSS pixels (`size-10`). */
export const SWATCH_SIZE = 40;

/**
 * The sheet as a CSS `image-set()`: each format the pipeline encodes, each rendition at the pixel
 * density it gives a swatch of `SWATCH_SIZE` (the 320 px sheet is 1x, the 640 px one 2x). The
 * browser takes the first format it reads, at the density of the screen.
 */
export function swatchSheet(sheet: ArtImage = art['shade-swatches']): string {
  const candidates = (srcset: string, type: string) =>
    srcset.split(', ').map((entry) => {
      const [url, width] = entry.split(' ');
      return `url("${url}") type("${type}") ${Number.parseInt(width ?? '0', 10) / (SWATCH_COLUMNS * SWATCH_SIZE)}x`;
    });
  return `image-set(${[...candidates(sheet.avif, 'image/avif'), ...candidates(sheet.webp, 'image/webp'), ...candidates(sheet.jpeg, 'image/jpeg')].join(', ')})`;
}

/** Where the cell of the shade at `index` (in SHADES) sits in the sheet, as a background position. */
export function swatchPosition(index: number): string {
  const column = index % SWATCH_COLUMNS;
  const row = Math.floor(index / SWATCH_COLUMNS);
  return `${(column / (SWATCH_COLUMNS - 1)) * 100}% ${(row / (SWATCH_ROWS - 1)) * 100}%`;
}
