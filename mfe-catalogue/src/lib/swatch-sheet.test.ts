import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SHADES, SWATCH_COLUMNS } from '../data/shades';
import { contrastRatio, inkOn } from './colour';
import { swatchPosition, swatchSheet, SWATCH_ROWS } from './swatch-sheet';

/** The sheet as the pipeline encoded it, in each format and width a browser may be given. */
const generated = join(dirname(fileURLToPath(import.meta.url)), '../art/generated');
const renditions = ['320.avif', '640.avif', '320.webp', '640.webp', '640.jpg'].map((name) => join(generated, `shade-swatches-${name}`));

const hex = (pixels: Buffer, at: number) => `#${[0, 1, 2].map((channel) => pixels[at + channel]!.toString(16).padStart(2, '0')).join('')}`;

/** Every pixel of the box a swatch's code is printed in (centred, about 26 by 11 of its 40 px), per shade. */
async function labelBoxes(file: string): Promise<string[][]> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const cell = info.width / SWATCH_COLUMNS;
  return SHADES.map((_, index) => {
    const left = (index % SWATCH_COLUMNS) * cell;
    const top = Math.floor(index / SWATCH_COLUMNS) * cell;
    const pixels: string[] = [];
    for (let y = Math.round(top + cell * 0.36); y < top + cell * 0.64; y += 1) {
      for (let x = Math.round(left + cell * 0.17); x < left + cell * 0.83; x += 1) pixels.push(hex(data, (y * info.width + x) * info.channels));
    }
    return pixels;
  });
}

describe('the swatch sheet', () => {
  it.each(renditions)('keeps every printed code at 4.5:1 or more over its swatch, at every pixel (%s)', async (file) => {
    const boxes = await labelBoxes(file);
    const faults = SHADES.flatMap((shade, index) => {
      const worst = Math.min(...boxes[index]!.map((pixel) => contrastRatio(pixel, inkOn(shade.hex))));
      return worst < 4.5 ? [`${shade.code}: ${worst.toFixed(2)}`] : [];
    });
    expect(faults).toEqual([]);
  });

  it('shows each shade as it is: the middle of its cell is its colour', async () => {
    const boxes = await labelBoxes(renditions[1]!);
    const channels = (colour: string) => [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16));
    const faults = SHADES.flatMap((shade, index) => {
      const pixels = boxes[index]!.map(channels);
      const mean = [0, 1, 2].map((channel) => pixels.reduce((sum, pixel) => sum + pixel[channel]!, 0) / pixels.length);
      const off = Math.max(...channels(shade.hex).map((value, channel) => Math.abs(value - mean[channel]!)));
      return off > 8 ? [`${shade.code} is off by ${off.toFixed(0)}`] : [];
    });
    expect(faults).toEqual([]);
  });

  it('places each shade on its cell, and offers each format at 1x and 2x', () => {
    expect(swatchPosition(0)).toBe('0% 0%');
    expect(swatchPosition(SWATCH_COLUMNS - 1)).toBe('100% 0%');
    expect(swatchPosition(SHADES.length - 1)).toBe('100% 100%');
    expect(SWATCH_ROWS * SWATCH_COLUMNS).toBeGreaterThanOrEqual(SHADES.length);
    const set = swatchSheet();
    for (const type of ['avif', 'webp', 'jpeg']) expect(set.match(new RegExp(`type\\("image/${type}"\\) [12]x`, 'g'))).toHaveLength(2);
  });
});
