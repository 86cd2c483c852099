import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';

/**
 * The brand's type as outlines, for the one image that carries words (the sharing banner).
 * Text becomes SVG paths, so the render never depends on the fonts a machine has installed.
 * WOFF (not WOFF2): what opentype.js reads.
 */
const require = createRequire(import.meta.url);
const load = (file: string): Font => {
  const bytes = readFileSync(require.resolve(file));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};

let cache: { display: Font; sans: Font } | undefined;
export function brandFonts() {
  cache ??= {
    display: load('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff'),
    sans: load('@fontsource/inter/files/inter-latin-500-normal.woff'),
  };
  return cache;
}

/** SVG path data of `text` set at `size` px from (x, baseline y), with optional letter spacing in em. */
export function textPath(font: Font, text: string, x: number, y: number, size: number, tracking = 0): { d: string; width: number } {
  // Glyph by glyph with kerning: Latin needs no shaping (and opentype.js cannot run all of Inter's).
  let cursor = x;
  const parts: string[] = [];
  const glyphs = [...text].map((char) => font.charToGlyph(char));
  glyphs.forEach((glyph, index) => {
    parts.push(glyph.getPath(cursor, y, size).toPathData(2));
    const next = glyphs[index + 1];
    const kerning = next ? font.getKerningValue(glyph, next) : 0;
    cursor += (((glyph.advanceWidth ?? 0) + kerning) / font.unitsPerEm) * size + tracking * size;
  });
  return { d: parts.join(''), width: cursor - x - tracking * size };
}
