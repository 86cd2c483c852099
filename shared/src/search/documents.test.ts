import { describe, expect, it } from 'vitest';
import type { ArtImage } from '../ui/ResponsiveImage';
import { cardPicture } from './documents';

const art = (width: number, height: number, widths: number[]): ArtImage => {
  const set = (format: string) => widths.map((w) => `file:///app/src/art/generated/x-${w}.${format} ${w}w`).join(', ');
  return { width, height, alt: 'A squat cream jar', placeholder: '', src: 'file:///app/x.jpg', avif: set('avif'), webp: set('webp'), jpeg: set('jpg') };
};

describe('a picture for the advisor’s card', () => {
  it('is the narrowest WebP file at least 320 pixels wide, with that file’s own size', () => {
    expect(cardPicture(art(1200, 1500, [1200, 400, 800]))).toEqual({ src: 'file:///app/src/art/generated/x-400.webp', width: 400, height: 500, alt: 'A squat cream jar' });
    expect(cardPicture(art(1600, 900, [800, 1600]))).toMatchObject({ src: 'file:///app/src/art/generated/x-800.webp', width: 800, height: 450 });
  });

  it('is the widest file when every file is narrower', () => {
    expect(cardPicture(art(640, 640, [160, 240]))).toMatchObject({ src: 'file:///app/src/art/generated/x-240.webp', width: 240, height: 240 });
  });
});
