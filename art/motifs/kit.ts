/**
 * The visual vocabulary every motif shares (ART.md): soft studio light on deep umber or warm
 * ivory, long soft shadows, metallic gold, and a fine film grain. Motifs compose these so the
 * whole site reads as one photographer's work.
 */
import { palette } from '../pipeline/palette';
import { r } from '../pipeline/random';

export { palette, r };

export interface Canvas {
  width: number;
  height: number;
}

export function svgDocument({ width, height }: Canvas, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

const stops = (list: readonly Stop[]) =>
  list.map(([offset, color, opacity = 1]) => `<stop offset="${r(offset, 3)}" stop-color="${color}" stop-opacity="${r(opacity, 3)}"/>`).join('');

/** A linear gradient along a direction in degrees (0 = left to right, 90 = top to bottom). */
export function linearGradient(id: string, list: readonly Stop[], angle = 90): string {
  const rad = (angle * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  return `<linearGradient id="${id}" x1="${r(0.5 - x, 3)}" y1="${r(0.5 - y, 3)}" x2="${r(0.5 + x, 3)}" y2="${r(0.5 + y, 3)}">${stops(list)}</linearGradient>`;
}

export function radialGradient(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, radius = 0.5): string {
  return `<radialGradient id="${id}" cx="${r(cx, 3)}" cy="${r(cy, 3)}" r="${r(radius, 3)}">${stops(list)}</radialGradient>`;
}

/** Brushed gold, lit from the upper left: caps, collars, palette rims. */
export const goldMetal = (id: string, angle = 0) =>
  linearGradient(id, [[0, palette.goldDeep], [0.28, palette.goldLight], [0.5, palette.gold], [0.72, palette.goldDeep], [1, palette.gold]], angle);

/** Glass tinted by what it holds, with a bright edge. */
export const tintedGlass = (id: string, tint: string, angle = 0) =>
  linearGradient(id, [[0, tint, 0.95], [0.18, palette.goldLight, 0.55], [0.3, tint, 0.85], [0.8, tint, 0.95], [1, palette.espresso, 0.9]], angle);

export type Tone = 'dark' | 'light';

/**
 * The studio: a backdrop lit from above-right (the key light), falling to shadow at the edges.
 * Dark: umber to espresso with a warm gold glow. Light: warm ivory to sand.
 */
export function studio(canvas: Canvas, tone: Tone = 'dark', light: { x: number; y: number } = { x: 0.68, y: 0.22 }): { defs: string; body: string } {
  const defs =
    tone === 'dark'
      ? radialGradient('studio-light', [[0, palette.umberLight], [0.45, palette.umber], [1, palette.espresso]], light.x, light.y, 0.85) +
        radialGradient('studio-glow', [[0, palette.gold, 0.28], [1, palette.gold, 0]], light.x, light.y, 0.45)
      : radialGradient('studio-light', [[0, '#fbf6ee'], [0.55, palette.ivory], [1, palette.ivoryDeep]], light.x, light.y, 0.9) +
        radialGradient('studio-glow', [[0, '#ffffff', 0.5], [1, '#ffffff', 0]], light.x, light.y, 0.4);
  const body = `<rect width="${canvas.width}" height="${canvas.height}" fill="url(#studio-light)"/><rect width="${canvas.width}" height="${canvas.height}" fill="url(#studio-glow)"/>`;
  return { defs, body };
}

/** The surface an object stands on: a soft horizon line and a gentle gradient. */
export function surface(canvas: Canvas, horizonY: number, tone: Tone = 'dark'): { defs: string; body: string } {
  const color = tone === 'dark' ? palette.espresso : palette.ivoryDeep;
  const defs = linearGradient('surface', [[0, color, 0], [0.12, color, 0.55], [1, color, 0.95]]);
  return { defs, body: `<rect x="0" y="${r(horizonY)}" width="${canvas.width}" height="${r(canvas.height - horizonY)}" fill="url(#surface)"/>` };
}

/**
 * A long soft shadow cast away from the key light, at the base of an object.
 * `length` is how far it stretches (in px) to the lower left.
 */
export function longShadow(id: string, cx: number, baseY: number, width: number, length: number, opacity = 0.55): { defs: string; body: string } {
  const blur = Math.max(2, width * 0.06);
  const defs = `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r(blur)}"/></filter>`;
  const body = `<g filter="url(#${id})" opacity="${r(opacity, 3)}"><ellipse cx="${r(cx)}" cy="${r(baseY)}" rx="${r(width * 0.55)}" ry="${r(width * 0.09)}" fill="${palette.espresso}"/><path d="M ${r(cx - width * 0.45)} ${r(baseY)} L ${r(cx - width * 0.45 - length)} ${r(baseY + length * 0.22)} L ${r(cx + width * 0.2 - length)} ${r(baseY + length * 0.3)} L ${r(cx + width * 0.45)} ${r(baseY)} Z" fill="${palette.espresso}" opacity="0.6"/></g>`;
  return { defs, body };
}

/** Fine film grain over the whole frame (seeded, so it never changes between renders). */
export function grain(canvas: Canvas, seed: number, opacity = 0.07): { defs: string; body: string } {
  const defs = `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed % 1000}" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter>`;
  return { defs, body: `<rect width="${canvas.width}" height="${canvas.height}" filter="url(#grain)" opacity="${r(opacity, 3)}" style="mix-blend-mode:overlay"/>` };
}

/** Darkens the corners, so the eye settles on the subject. */
export function vignette(canvas: Canvas, strength = 0.55): { defs: string; body: string } {
  const defs = radialGradient('vignette', [[0.55, palette.espresso, 0], [1, palette.espresso, strength]], 0.5, 0.5, 0.75);
  return { defs, body: `<rect width="${canvas.width}" height="${canvas.height}" fill="url(#vignette)"/>` };
}

/** Joins layers (each with its own defs) into one document. */
export function compose(canvas: Canvas, ...layers: { defs: string; body: string }[]): string {
  return svgDocument(canvas, layers.map((layer) => layer.defs).join(''), layers.map((layer) => layer.body).join(''));
}

export const layer = (body: string, defs = '') => ({ defs, body });
