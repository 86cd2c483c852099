/**
 * packshot: one hero product on a studio surface, lit from the upper right, casting a long soft
 * shadow to the lower left. Calm, sculptural, no text.
 *
 * params:
 *   object  dropper | serum | jar | tube | lipstick | compact | palette | oil | brush  (default dropper)
 *   tone    dark | light                                                             (default dark)
 *   shade   a palette colour name: the liquid tint, bullet, powder or tube colour      (default per object)
 * seed picks the small props (a drop of oil, a silk fold, gold-leaf flecks) and small variations.
 */
import { createRandom } from '../pipeline/random';
import type { PaletteName } from '../pipeline/palette';
import type { Motif } from '../pipeline/types';
import { compose, goldMetal, grain, layer, linearGradient, longShadow, palette as P, r, radialGradient, studio, surface, tintedGlass, vignette, type Canvas, type Tone } from './kit';

type Layer = { defs: string; body: string };
type Random = ReturnType<typeof createRandom>;

export const packshotObjects = ['dropper', 'serum', 'jar', 'tube', 'lipstick', 'compact', 'palette', 'oil', 'brush'] as const;
export type PackshotObject = (typeof packshotObjects)[number];

const defaultShade: Record<PackshotObject, PaletteName> = {
  dropper: 'bronzeLight',
  serum: 'rose',
  jar: 'ivory',
  tube: 'rose',
  lipstick: 'roseDeep',
  compact: 'bronzeLight',
  palette: 'bronze',
  oil: 'clay',
  brush: 'bronzeLight',
};

/** Everything an object drawer needs. */
interface Stage {
  width: number;
  S: number; // the scale unit: the object heights are fractions of it
  cx: number;
  by: number; // where the object meets the surface
  tone: Tone;
  tint: string;
  rand: Random;
  t: number;
}

interface Drawn extends Layer {
  /** Footprint for the cast shadow: centre, width, and how far the shadow stretches. */
  shadow?: { cx: number; width: number; length: number; opacity?: number };
}

const isPaletteName = (value: unknown): value is PaletteName => typeof value === 'string' && value in P;

// ---------------------------------------------------------------------------------------------
// Small drawing helpers (all numbers pass through r()).

const n = (value: number) => r(value);

/** Vertical streak of soft light (blurred rounded rect). */
const streak = (x: number, y: number, w: number, h: number, opacity: number, filter = 'ps-blur-s', color: string = P.ivory) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w / 2)}" fill="${color}" opacity="${r(opacity, 3)}" filter="url(#${filter})"/>`;

/** The side of an upright cylinder (front half of the bottom rim; the top is covered by its cap ellipse). */
const cylinderSide = (cx: number, top: number, bottom: number, rx: number, ry: number) =>
  `M ${n(cx - rx)} ${n(top)} L ${n(cx - rx)} ${n(bottom)} A ${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(bottom)} L ${n(cx + rx)} ${n(top)} A ${n(rx)} ${n(ry)} 0 0 0 ${n(cx - rx)} ${n(top)} Z`;

const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: string) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;

/** A bottle body: straight sides, shoulders rounding into a neck, a softly rounded base. */
function bottlePath(cx: number, by: number, bw: number, bh: number, shoulder: number, neck: number, base: number): string {
  const left = cx - bw / 2;
  const right = cx + bw / 2;
  const top = by - bh;
  return [
    `M ${n(left)} ${n(by - base)}`,
    `L ${n(left)} ${n(top + shoulder)}`,
    `C ${n(left)} ${n(top + shoulder * 0.3)} ${n(cx - neck / 2 - shoulder * 0.25)} ${n(top)} ${n(cx - neck / 2)} ${n(top)}`,
    `L ${n(cx + neck / 2)} ${n(top)}`,
    `C ${n(cx + neck / 2 + shoulder * 0.25)} ${n(top)} ${n(right)} ${n(top + shoulder * 0.3)} ${n(right)} ${n(top + shoulder)}`,
    `L ${n(right)} ${n(by - base)}`,
    `Q ${n(right)} ${n(by)} ${n(right - base)} ${n(by)}`,
    `L ${n(left + base)} ${n(by)}`,
    `Q ${n(left)} ${n(by)} ${n(left)} ${n(by - base)} Z`,
  ].join(' ');
}

/** Horizontal ridges (knurling on a cap or collar). */
function ridges(x: number, y: number, w: number, h: number, count: number, vertical: boolean, color: string, opacity: number): string {
  let out = '';
  for (let i = 1; i < count; i += 1) {
    const f = i / count;
    out += vertical
      ? `<rect x="${n(x + w * f)}" y="${n(y)}" width="${n(Math.max(0.6, w / count / 3))}" height="${n(h)}" fill="${color}"/>`
      : `<rect x="${n(x)}" y="${n(y + h * f)}" width="${n(w)}" height="${n(Math.max(0.6, h / count / 3))}" fill="${color}"/>`;
  }
  return `<g opacity="${r(opacity, 3)}">${out}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Shared materials (objectBoundingBox gradients, so one id serves every shape).

function materials(tone: Tone, tint: string): string {
  const dark = tone === 'dark';
  const k = dark ? 1 : 0.7;
  return (
    goldMetal('ps-gold', 180) +
    linearGradient('ps-gold-top', [[0, P.goldDeep], [0.5, P.gold], [0.82, P.goldLight], [1, P.gold]], 200) +
    // a warm umber wash that takes the brassiness out of the gold
    linearGradient('ps-gold-tone', [[0, P.bronze, 0.3], [0.6, P.bronze, 0.22], [1, P.umber, 0.45]], 90) +
    tintedGlass('ps-glass', tint, 180) +
    // Cylinder shading: the far (left) side falls into shadow, a rim of dark at the right edge.
    linearGradient('ps-shade', [[0, P.espresso, 0.72 * k], [0.16, P.espresso, 0.42 * k], [0.46, P.espresso, 0.06 * k], [0.66, P.espresso, 0], [0.86, P.espresso, 0.08 * k], [0.96, P.espresso, 0.3 * k], [1, P.espresso, 0.5 * k]], 0) +
    linearGradient('ps-shade-v', [[0, P.espresso, 0], [0.7, P.espresso, 0.1 * k], [1, P.espresso, 0.35 * k]], 90) +
    linearGradient('ps-liquid', [[0, P.espresso, 0.55], [0.22, tint, 1], [0.62, tint, 1], [0.8, P.goldLight, 0.55], [0.9, tint, 1], [1, P.espresso, 0.4]], 0) +
    linearGradient('ps-lacquer', [[0, P.espresso], [0.55, P.umber], [0.78, P.umberLight], [0.86, P.bronze], [0.93, P.umber], [1, P.espresso]], 0) +
    radialGradient('ps-glow', [[0, P.goldLight, 0.7], [0.5, P.gold, 0.22], [1, P.gold, 0]], 0.5, 0.5, 0.5) +
    radialGradient('ps-caustic', [[0, P.goldLight, 0.55], [0.4, tint, 0.35], [1, tint, 0]], 0.5, 0.5, 0.5) +
    radialGradient('ps-pool', [[0, dark ? P.bronzeLight : P.ivory, dark ? 0.22 : 0.55], [1, dark ? P.bronze : P.ivory, 0]], 0.5, 0.5, 0.5) +
    radialGradient('ps-dome', [[0, P.ivory, 0.9], [0.3, P.goldLight, 0.25], [1, P.espresso, 0]], 0.68, 0.3, 0.55) +
    `<filter id="ps-blur-xs" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="0.6"/></filter>` +
    `<filter id="ps-blur-s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2.2"/></filter>` +
    `<filter id="ps-blur-m" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>` +
    `<filter id="ps-blur-l" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>`
  );
}

/** A glass bottle holding a tinted liquid; returns the body art (caps are drawn by the caller). */
function glassBody(id: string, cx: number, by: number, bw: number, bh: number, shoulder: number, neck: number, level: number, stage: Stage): Layer {
  const { tone } = stage;
  const base = bw * 0.07;
  const wall = bw * 0.045;
  const outer = bottlePath(cx, by, bw, bh, shoulder, neck, base);
  const inner = bottlePath(cx, by - bw * 0.06, bw - wall * 2, bh - bw * 0.1, shoulder * 0.92, neck * 0.7, base * 0.8);
  const liquidTop = by - bh * level;
  const top = by - bh;
  const shimmer = 0.5 + 0.12 * Math.sin(stage.t * Math.PI * 2);
  const defs = `<clipPath id="${id}-in"><path d="${inner}"/></clipPath><clipPath id="${id}-out"><path d="${outer}"/></clipPath>`;
  const body =
    // the glass itself: tinted, darker on the shadow side
    `<path d="${outer}" fill="url(#ps-glass)" opacity="${tone === 'dark' ? 0.42 : 0.5}"/>` +
    `<path d="${outer}" fill="${P.espresso}" opacity="${tone === 'dark' ? 0.3 : 0.12}"/>` +
    // the liquid, glowing where the light passes through
    `<g clip-path="url(#${id}-in)"><rect x="${n(cx - bw / 2)}" y="${n(liquidTop)}" width="${n(bw)}" height="${n(by - liquidTop)}" fill="url(#ps-liquid)"/>` +
    ellipse(cx + bw * 0.12, by - bh * level * 0.35, bw * 0.32, bh * level * 0.3, `fill="url(#ps-caustic)" filter="url(#ps-blur-m)"`) +
    ellipse(cx, liquidTop, bw / 2, bw * 0.045, `fill="${P.goldLight}" opacity="0.28"`) +
    `<rect x="${n(cx - bw / 2)}" y="${n(liquidTop - 1)}" width="${n(bw)}" height="1.6" fill="${P.ivory}" opacity="0.35"/></g>` +
    // form: shadow side and rim
    `<path d="${outer}" fill="url(#ps-shade)"/>` +
    `<path d="${outer}" fill="url(#ps-shade-v)"/>` +
    // thick glass base catching the light
    `<g clip-path="url(#${id}-out)">${streak(cx - bw * 0.42, by - bw * 0.075, bw * 0.84, bw * 0.035, 0.35, 'ps-blur-s', P.goldLight)}` +
    // key-light highlights: a long streak right of centre, a fine rim on the right edge, a faint bounce on the left
    streak(cx + bw * 0.2, top + shoulder * 0.75, bw * 0.11, bh - shoulder * 0.75 - bw * 0.16, shimmer * 0.55, 'ps-blur-m') +
    streak(cx + bw * 0.235, top + shoulder * 0.9, bw * 0.03, bh * 0.6, 0.5, 'ps-blur-s') +
    streak(cx + bw * 0.445, top + shoulder * 0.9, bw * 0.018, bh - shoulder * 1.3, 0.4, 'ps-blur-xs') +
    streak(cx - bw * 0.47, top + shoulder, bw * 0.02, bh - shoulder * 1.5, tone === 'dark' ? 0.22 : 0.3, 'ps-blur-s', P.bronzeLight) +
    streak(cx - bw * 0.32, top + shoulder * 0.8, bw * 0.035, bh * 0.5, 0.12, 'ps-blur-s') +
    // the shoulder catching the key light
    `<path d="M ${n(cx + neck * 0.6)} ${n(top + bw * 0.03)} Q ${n(cx + bw * 0.36)} ${n(top + shoulder * 0.15)} ${n(cx + bw * 0.4)} ${n(top + shoulder * 0.9)}" fill="none" stroke="${P.ivory}" stroke-width="${n(bw * 0.025)}" stroke-linecap="round" opacity="0.5" filter="url(#ps-blur-s)"/>` +
    // edge light separating the glass from the backdrop
    `<path d="${outer}" fill="none" stroke="${P.bronzeLight}" stroke-width="${n(bw * 0.02)}" opacity="${tone === 'dark' ? 0.35 : 0.2}" filter="url(#ps-blur-xs)"/>` +
    `</g>`;
  return { defs, body };
}

/** A gold cylinder (cap, collar, lid): side with ridges, top ellipse. */
function goldCylinder(cx: number, top: number, bottom: number, rx: number, ry: number, ridgeCount = 0, showTop = true): string {
  let out = `<path d="${cylinderSide(cx, top, bottom, rx, ry)}" fill="url(#ps-gold)"/>`;
  if (ridgeCount > 0) out += `<g clip-path="none">${ridges(cx - rx, top, rx * 2, bottom - top + ry * 0.8, ridgeCount, true, P.goldDeep, 0.35)}</g>`;
  out += `<path d="${cylinderSide(cx, top, bottom, rx, ry)}" fill="url(#ps-shade)" opacity="0.9"/>`;
  out += `<path d="${cylinderSide(cx, top, bottom, rx, ry)}" fill="url(#ps-gold-tone)"/>`;
  out += streak(cx + rx * 0.4, top + ry * 1.1, rx * 0.07, Math.max(0, bottom - top - ry * 0.2), 0.45, 'ps-blur-s', P.ivory);
  if (showTop) out += ellipse(cx, top, rx, ry, `fill="url(#ps-gold-top)"`) + ellipse(cx, top, rx, ry, `fill="none" stroke="${P.goldLight}" stroke-width="1" opacity="0.6"`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The objects. Each draws around (cx, by) at scale S.

function dropper(stage: Stage): Drawn {
  const { S, cx, by } = stage;
  const h = S * 0.56;
  const bw = h * 0.42;
  const bh = h * 0.56;
  const neck = h * 0.16;
  const glass = glassBody('ps-dropper', cx, by, bw, bh, h * 0.11, neck, 0.7, stage);
  const collarTop = by - bh - h * 0.14;
  const collarRx = h * 0.12;
  const ry = collarRx * 0.22;
  const bulbBottom = collarTop + ry * 0.2;
  const bulbTop = collarTop - h * 0.28;
  const bw2 = h * 0.085;
  const bulb = `M ${n(cx - bw2)} ${n(bulbBottom)} C ${n(cx - bw2 * 0.78)} ${n(bulbBottom - h * 0.06)} ${n(cx - bw2 * 0.95)} ${n(bulbTop + h * 0.14)} ${n(cx - bw2 * 0.98)} ${n(bulbTop + bw2)} A ${n(bw2 * 0.98)} ${n(bw2 * 1.05)} 0 0 1 ${n(cx + bw2 * 0.98)} ${n(bulbTop + bw2)} C ${n(cx + bw2 * 0.95)} ${n(bulbTop + h * 0.14)} ${n(cx + bw2 * 0.78)} ${n(bulbBottom - h * 0.06)} ${n(cx + bw2)} ${n(bulbBottom)} Z`;
  const body =
    glass.body +
    // neck thread under the collar
    `<rect x="${n(cx - neck / 2)}" y="${n(by - bh - h * 0.02)}" width="${n(neck)}" height="${n(h * 0.04)}" fill="${P.umber}"/>` +
    goldCylinder(cx, collarTop, by - bh + h * 0.005, collarRx, ry, 0) +
    ridges(cx - collarRx, collarTop + ry, collarRx * 2, h * 0.1, 7, false, P.goldDeep, 0.45) +
    `<path d="${bulb}" fill="url(#ps-lacquer)"/>` +
    `<path d="${bulb}" fill="url(#ps-shade)" opacity="0.6"/>` +
    streak(cx + bw2 * 0.35, bulbTop + bw2 * 0.45, bw2 * 0.22, h * 0.16, 0.35, 'ps-blur-s') +
    ellipse(cx + bw2 * 0.42, bulbTop + bw2 * 0.6, bw2 * 0.12, bw2 * 0.2, `fill="${P.ivory}" opacity="0.5" filter="url(#ps-blur-xs)"`) +
    ellipse(cx, bulbBottom - ry * 0.1, bw2 * 1.04, ry * 0.55, `fill="${P.espresso}" opacity="0.5"`);
  return { defs: glass.defs, body, shadow: { cx, width: bw, length: h * 0.75 } };
}

function oil(stage: Stage): Drawn {
  const { S, cx, by } = stage;
  const h = S * 0.52;
  const bw = h * 0.46;
  const bh = h * 0.72;
  const neck = h * 0.17;
  const glass = glassBody('ps-oil', cx, by, bw, bh, h * 0.2, neck, 0.82, stage);
  const capRx = h * 0.115;
  const ry = capRx * 0.22;
  const capTop = by - h;
  const capBottom = by - bh - h * 0.03;
  const body =
    glass.body +
    `<rect x="${n(cx - neck / 2)}" y="${n(capBottom - 2)}" width="${n(neck)}" height="${n(h * 0.05)}" fill="${P.umber}"/>` +
    goldCylinder(cx, capTop + ry, capBottom, capRx, ry, 0) +
    ridges(cx - capRx, capTop + ry, capRx * 2, capBottom - capTop - ry, 26, true, P.goldDeep, 0.35) +
    `<path d="${cylinderSide(cx, capTop + ry, capBottom, capRx, ry)}" fill="url(#ps-shade)" opacity="0.55"/>` +
    ellipse(cx, capTop + ry, capRx, ry, `fill="url(#ps-gold-top)"`) +
    streak(cx + capRx * 0.4, capTop + ry * 1.6, capRx * 0.1, capBottom - capTop - ry * 1.6, 0.55, 'ps-blur-xs');
  return { defs: glass.defs, body, shadow: { cx, width: bw, length: h * 0.75 } };
}

function serum(stage: Stage): Drawn {
  const { S, cx, by } = stage;
  const h = S * 0.6;
  const bw = h * 0.3;
  const bh = h * 0.66;
  const glass = glassBody('ps-serum', cx, by, bw, bh, h * 0.045, bw * 0.9, 0.86, stage);
  const collarRx = h * 0.095;
  const ry = collarRx * 0.24;
  const collarTop = by - bh - h * 0.085;
  const stemTop = collarTop - h * 0.07;
  const headTop = stemTop - h * 0.14;
  const headRx = h * 0.085;
  const stemW = h * 0.028;
  const body =
    glass.body +
    goldCylinder(cx, collarTop, by - bh + ry, collarRx, ry, 0) +
    ridges(cx - collarRx, collarTop + ry, collarRx * 2, h * 0.06, 5, false, P.goldDeep, 0.4) +
    // stem
    `<rect x="${n(cx - stemW / 2)}" y="${n(stemTop)}" width="${n(stemW)}" height="${n(collarTop - stemTop)}" fill="url(#ps-gold)"/>` +
    `<rect x="${n(cx - stemW / 2)}" y="${n(stemTop)}" width="${n(stemW)}" height="${n(collarTop - stemTop)}" fill="url(#ps-shade)"/>` +
    // actuator head: lacquered, with a gold nozzle reaching left
    `<path d="M ${n(cx - headRx)} ${n(headTop + h * 0.02)} L ${n(cx - headRx - h * 0.075)} ${n(headTop + h * 0.03)} L ${n(cx - headRx - h * 0.075)} ${n(headTop + h * 0.055)} L ${n(cx - headRx)} ${n(headTop + h * 0.065)} Z" fill="url(#ps-gold)"/>` +
    `<path d="${cylinderSide(cx, headTop + ry, stemTop, headRx, ry)}" fill="url(#ps-lacquer)"/>` +
    `<path d="${cylinderSide(cx, headTop + ry, stemTop, headRx, ry)}" fill="url(#ps-shade)" opacity="0.6"/>` +
    ellipse(cx, headTop + ry, headRx, ry, `fill="${P.umberLight}"`) +
    ellipse(cx + headRx * 0.2, headTop + ry * 0.8, headRx * 0.7, ry * 0.5, `fill="${P.bronzeLight}" opacity="0.35" filter="url(#ps-blur-xs)"`) +
    streak(cx + headRx * 0.5, headTop + ry * 1.6, headRx * 0.14, stemTop - headTop - ry * 2, 0.4, 'ps-blur-xs');
  return { defs: glass.defs, body, shadow: { cx, width: bw, length: h * 0.7 } };
}

function jar(stage: Stage): Drawn {
  const { S, cx, by, tint, tone } = stage;
  const rx = S * 0.21;
  const ry = rx * 0.2;
  const bodyH = S * 0.17;
  const lidH = S * 0.085;
  const bodyTop = by - bodyH;
  const lidTop = bodyTop - lidH;
  const lidRx = rx * 1.015;
  const defs =
    linearGradient('ps-opal', [[0, P.mahogany], [0.1, P.bronze], [0.3, P.bronzeLight], [0.5, tint], [0.7, tint], [0.8, P.ivory], [0.9, tint], [1, P.bronze]], 0) +
    linearGradient('ps-clear', [[0, P.espresso, 0.75], [0.3, P.umber, 0.45], [0.7, P.umberLight, 0.3], [1, P.espresso, 0.7]], 0) +
    linearGradient('ps-wall', [[0, P.espresso, 0], [0.12, P.espresso, 0.14], [0.5, P.espresso, 0.05], [0.88, P.espresso, 0.14], [1, P.espresso, 0]], 0) +
    linearGradient('ps-shade-warm', [[0, P.mahogany, 0.75], [0.2, P.bronze, 0.45], [0.5, P.bronzeLight, 0.12], [0.68, P.shea, 0], [0.9, P.bronze, 0.2], [1, P.mahogany, 0.6]], 0) +
    linearGradient('ps-jar-depth', [[0, P.espresso, 0.05], [0.7, P.espresso, 0.12], [1, P.espresso, 0.38]], 90) +
    radialGradient('ps-lid-top', [[0, P.goldLight], [0.45, P.gold], [1, P.goldDeep]], 0.68, 0.35, 0.75);
  let rings = '';
  for (let i = 1; i <= 5; i += 1) rings += ellipse(cx, lidTop, lidRx * (1 - i * 0.14), ry * (1 - i * 0.14), `fill="none" stroke="${P.goldDeep}" stroke-width="0.8" opacity="0.25"`);
  const side = cylinderSide(cx, bodyTop, by - ry, rx, ry);
  const body =
    // thick opal glass body
    `<path d="${side}" fill="url(#ps-opal)"/>` +
    `<path d="${side}" fill="url(#ps-shade)" opacity="0.25"/>` +
    // the clear, thick glass foot
    `<path d="M ${n(cx - rx)} ${n(by - ry - bodyH * 0.17)} A ${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(by - ry - bodyH * 0.17)} L ${n(cx + rx)} ${n(by - ry)} A ${n(rx)} ${n(ry)} 0 0 1 ${n(cx - rx)} ${n(by - ry)} Z" fill="url(#ps-clear)" opacity="0.8"/>` +
    `<path d="M ${n(cx - rx * 0.9)} ${n(by - ry - bodyH * 0.17)} A ${n(rx * 0.9)} ${n(ry * 0.9)} 0 0 0 ${n(cx + rx * 0.9)} ${n(by - ry - bodyH * 0.17)}" fill="none" stroke="${tint}" stroke-width="2" opacity="0.5"/>` +
    `<path d="${side}" fill="url(#ps-jar-depth)"/>` +
    `<path d="${cylinderSide(cx, bodyTop + bodyH * 0.05, by - ry - bodyH * 0.18, rx * 0.9, ry * 0.9)}" fill="url(#ps-wall)"/>` +
    // the thick glass base: a lighter band, a fine edge
    `<path d="M ${n(cx - rx)} ${n(by - ry - bodyH * 0.16)} A ${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(by - ry - bodyH * 0.16)}" fill="none" stroke="${P.ivory}" stroke-width="1.2" opacity="${tone === 'dark' ? 0.35 : 0.55}"/>` +
    streak(cx + rx * 0.5, bodyTop + bodyH * 0.12, rx * 0.07, bodyH * 0.72, 0.7, 'ps-blur-s') +
    streak(cx + rx * 0.93, bodyTop + bodyH * 0.1, rx * 0.025, bodyH * 0.75, 0.45, 'ps-blur-xs') +
    streak(cx - rx * 0.96, bodyTop + bodyH * 0.15, rx * 0.03, bodyH * 0.65, 0.25, 'ps-blur-s', P.bronzeLight) +
    // the gap under the lid
    ellipse(cx, bodyTop + 1, rx * 0.995, ry, `fill="${P.espresso}" opacity="0.55" filter="url(#ps-blur-xs)"`) +
    // gold lid
    goldCylinder(cx, lidTop, bodyTop, lidRx, ry, 0, false) +
    ridges(cx - lidRx, lidTop + ry, lidRx * 2, lidH * 0.92, 60, true, P.goldDeep, 0.22) +
    `<path d="${cylinderSide(cx, lidTop, bodyTop, lidRx, ry)}" fill="url(#ps-shade)" opacity="0.5"/>` +
    ellipse(cx, lidTop, lidRx, ry, `fill="url(#ps-lid-top)"`) +
    ellipse(cx, lidTop, lidRx, ry, `fill="url(#ps-gold-tone)" opacity="0.6"`) +
    rings +
    ellipse(cx + lidRx * 0.3, lidTop - ry * 0.25, lidRx * 0.35, ry * 0.28, `fill="${P.ivory}" opacity="0.45" filter="url(#ps-blur-s)"`) +
    `<path d="M ${n(cx - lidRx)} ${n(lidTop)} A ${n(lidRx)} ${n(ry)} 0 0 0 ${n(cx + lidRx)} ${n(lidTop)}" fill="none" stroke="${P.goldLight}" stroke-width="1.4" opacity="0.8"/>`;
  return { defs, body, shadow: { cx, width: rx * 2, length: S * 0.32, opacity: 0.6 } };
}

function tube(stage: Stage): Drawn {
  const { S, cx, by, tint } = stage;
  const h = S * 0.58;
  const capRx = h * 0.095;
  const ry = capRx * 0.25;
  const capTop = by - h * 0.15;
  const shoulderTop = capTop - h * 0.03;
  const crimpH = h * 0.06;
  const top = by - h;
  const topW = h * 0.36;
  const bottomW = capRx * 2.3;
  const bodyPath = [
    `M ${n(cx - bottomW / 2)} ${n(shoulderTop)}`,
    `C ${n(cx - bottomW / 2 - h * 0.01)} ${n(shoulderTop - h * 0.25)} ${n(cx - topW / 2)} ${n(top + crimpH + h * 0.22)} ${n(cx - topW / 2)} ${n(top + crimpH)}`,
    `L ${n(cx + topW / 2)} ${n(top + crimpH)}`,
    `C ${n(cx + topW / 2)} ${n(top + crimpH + h * 0.22)} ${n(cx + bottomW / 2 + h * 0.01)} ${n(shoulderTop - h * 0.25)} ${n(cx + bottomW / 2)} ${n(shoulderTop)}`,
    `Q ${n(cx + bottomW / 2)} ${n(capTop)} ${n(cx + capRx * 0.8)} ${n(capTop)} L ${n(cx - capRx * 0.8)} ${n(capTop)} Q ${n(cx - bottomW / 2)} ${n(capTop)} ${n(cx - bottomW / 2)} ${n(shoulderTop)} Z`,
  ].join(' ');
  const defs =
    linearGradient('ps-tube', [[0, tint], [1, tint]], 0) +
    // flatter toward the crimp: a softer shading near the top
    linearGradient('ps-tube-flat', [[0, P.espresso, 0], [0.4, P.espresso, 0.05], [1, P.espresso, 0.25]], 270);
  const body =
    `<path d="${bodyPath}" fill="url(#ps-tube)"/>` +
    `<path d="${bodyPath}" fill="url(#ps-shade)"/>` +
    `<path d="${bodyPath}" fill="url(#ps-tube-flat)"/>` +
    streak(cx + topW * 0.16, top + crimpH + h * 0.04, topW * 0.08, h * 0.46, 0.35, 'ps-blur-m') +
    streak(cx + topW * 0.2, top + crimpH + h * 0.06, topW * 0.025, h * 0.36, 0.35, 'ps-blur-s') +
    // the crimped seal
    `<rect x="${n(cx - topW / 2)}" y="${n(top)}" width="${n(topW)}" height="${n(crimpH)}" rx="1.5" fill="${tint}"/>` +
    `<rect x="${n(cx - topW / 2)}" y="${n(top)}" width="${n(topW)}" height="${n(crimpH)}" rx="1.5" fill="url(#ps-shade)" opacity="0.5"/>` +
    ridges(cx - topW / 2, top, topW, crimpH, 34, true, P.espresso, 0.28) +
    `<rect x="${n(cx - topW / 2)}" y="${n(top)}" width="${n(topW)}" height="1.4" fill="${P.ivory}" opacity="0.5"/>` +
    `<rect x="${n(cx - topW / 2)}" y="${n(top + crimpH - 1.5)}" width="${n(topW)}" height="1.5" fill="${P.espresso}" opacity="0.35"/>` +
    // gold cap (the tube stands on it)
    goldCylinder(cx, capTop, by - ry, capRx, ry, 0) +
    ridges(cx - capRx, capTop + ry, capRx * 2, by - capTop - ry * 1.5, 22, true, P.goldDeep, 0.3);
  return { defs, body, shadow: { cx, width: topW * 0.8, length: h * 0.7 } };
}

function lipstick(stage: Stage): Drawn {
  const { S, cx, by, tint } = stage;
  const h = S * 0.52;
  const rx = h * 0.115;
  const ry = rx * 0.26;
  const caseTop = by - h * 0.44;
  const sleeveRx = rx * 0.86;
  const sleeveTop = caseTop - h * 0.16;
  const bRx = rx * 0.72;
  const bulletBase = sleeveTop + ry * 0.3;
  const tipY = by - h;
  const faceBottom = tipY + h * 0.2;
  const bulletPath = `M ${n(cx - bRx)} ${n(bulletBase)} L ${n(cx - bRx)} ${n(tipY + h * 0.03)} Q ${n(cx - bRx)} ${n(tipY)} ${n(cx - bRx * 0.6)} ${n(tipY + h * 0.004)} L ${n(cx + bRx)} ${n(faceBottom)} L ${n(cx + bRx)} ${n(bulletBase)} A ${n(bRx)} ${n(ry * 0.8)} 0 0 1 ${n(cx - bRx)} ${n(bulletBase)} Z`;
  const slope = Math.atan2(faceBottom - tipY, bRx * 1.6) * (180 / Math.PI);
  const faceCx = cx + bRx * 0.2;
  const faceCy = (tipY + faceBottom) / 2 + h * 0.005;
  const faceRx = Math.hypot(bRx * 1.6, faceBottom - tipY) / 2;
  const defs =
    linearGradient('ps-bullet', [[0, P.espresso, 1], [0.12, tint], [0.6, tint], [0.78, P.rose], [0.9, tint], [1, P.espresso]], 0) +
    linearGradient('ps-face', [[0, tint], [0.6, P.rose], [1, P.ivory, 0.9]], 20);
  const body =
    goldCylinder(cx, caseTop, by - ry, rx, ry, 0) +
    // a fine seam a third of the way up the case
    `<path d="M ${n(cx - rx)} ${n(by - h * 0.16)} A ${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(by - h * 0.16)}" fill="none" stroke="${P.goldDeep}" stroke-width="1.4" opacity="0.8"/>` +
    `<path d="${cylinderSide(cx, sleeveTop, caseTop, sleeveRx, ry)}" fill="url(#ps-gold)"/>` +
    ridges(cx - sleeveRx, sleeveTop, sleeveRx * 2, caseTop - sleeveTop + ry, 30, true, P.goldDeep, 0.3) +
    `<path d="${cylinderSide(cx, sleeveTop, caseTop, sleeveRx, ry)}" fill="url(#ps-shade)" opacity="0.9"/>` +
    ellipse(cx, caseTop, rx, ry, `fill="url(#ps-gold-top)"`) +
    `<path d="M ${n(cx - sleeveRx)} ${n(caseTop)} A ${n(sleeveRx)} ${n(ry * 0.86)} 0 0 0 ${n(cx + sleeveRx)} ${n(caseTop)}" fill="url(#ps-gold)"/>` +
    `<path d="M ${n(cx - sleeveRx)} ${n(caseTop)} A ${n(sleeveRx)} ${n(ry * 0.86)} 0 0 0 ${n(cx + sleeveRx)} ${n(caseTop)}" fill="url(#ps-shade)"/>` +
    ellipse(cx, sleeveTop, sleeveRx, ry * 0.86, `fill="url(#ps-gold-top)"`) +
    ellipse(cx, sleeveTop, bRx * 1.05, ry * 0.7, `fill="${P.espresso}" opacity="0.6"`) +
    // the bullet
    `<path d="${bulletPath}" fill="url(#ps-bullet)"/>` +
    `<ellipse cx="${n(faceCx)}" cy="${n(faceCy)}" rx="${n(faceRx)}" ry="${n(bRx * 0.42)}" transform="rotate(${r(slope)} ${n(faceCx)} ${n(faceCy)})" fill="url(#ps-face)"/>` +
    `<ellipse cx="${n(faceCx + bRx * 0.15)}" cy="${n(faceCy)}" rx="${n(faceRx * 0.6)}" ry="${n(bRx * 0.2)}" transform="rotate(${r(slope)} ${n(faceCx)} ${n(faceCy)})" fill="${P.ivory}" opacity="0.3" filter="url(#ps-blur-s)"/>` +
    streak(cx + bRx * 0.4, faceBottom + h * 0.01, bRx * 0.16, bulletBase - faceBottom - h * 0.01, 0.4, 'ps-blur-s') +
    streak(cx - bRx * 0.85, tipY + h * 0.04, bRx * 0.1, bulletBase - tipY - h * 0.05, 0.2, 'ps-blur-s', P.rose);
  return { defs, body, shadow: { cx, width: rx * 2, length: h * 0.75 } };
}

function mirrorFill(id: string, tone: Tone): string {
  return tone === 'dark'
    ? linearGradient(id, [[0, P.espresso], [0.35, P.umber], [0.52, P.umberLight], [0.56, P.bronzeLight], [0.6, P.umberLight], [0.72, P.umber], [0.76, P.bronze], [0.79, P.umber], [1, P.espresso]], 55)
    : linearGradient(id, [[0, P.ivoryDeep], [0.35, P.shea], [0.52, P.ivory], [0.56, P.ivory], [0.6, P.ivory], [0.72, P.shea], [0.76, P.ivory], [0.79, P.shea], [1, P.ivoryDeep]], 55);
}

function compact(stage: Stage): Drawn {
  const { S, cx, by, tint, tone } = stage;
  const rx = S * 0.22;
  const ry = rx * 0.42;
  const thick = S * 0.035;
  const topY = by - thick - ry; // centre of the base's top face
  const lidRy = rx * 0.9;
  const hingeY = topY - ry;
  const lidCy = hingeY - lidRy + rx * 0.04;
  const defs =
    mirrorFill('ps-mirror', tone) +
    linearGradient('ps-case-face', [[0, P.umber], [0.55, P.mahogany], [0.8, P.bronze], [1, P.mahogany]], 200) +
    radialGradient('ps-powder', [[0, P.ivory, 0.35], [0.35, tint, 1], [1, tint, 1]], 0.66, 0.35, 0.7) +
    `<filter id="ps-press" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="2" seed="11"/><feColorMatrix type="matrix" values="0 0 0 0 0.08  0 0 0 0 0.05  0 0 0 0 0.035  0 0 0 -1.4 0.9"/></filter>` +
    `<clipPath id="ps-pan"><ellipse cx="${n(cx)}" cy="${n(topY)}" rx="${n(rx * 0.8)}" ry="${n(ry * 0.8)}"/></clipPath>`;
  let swirl = '';
  for (let i = 1; i <= 6; i += 1) swirl += ellipse(cx, topY + ry * 0.02 * i, rx * 0.78 * (i / 6.5), ry * 0.78 * (i / 6.5), `fill="none" stroke="${P.ivory}" stroke-width="0.9" opacity="${r(0.1 + i * 0.015, 3)}"`);
  const body =
    // the lid, open, its mirror facing us
    ellipse(cx + rx * 0.035, lidCy, rx, lidRy, `fill="url(#ps-lacquer)"`) +
    ellipse(cx + rx * 0.035, lidCy, rx, lidRy, `fill="none" stroke="${P.gold}" stroke-width="1.2" opacity="0.7"`) +
    ellipse(cx, lidCy, rx * 0.97, lidRy * 0.97, `fill="url(#ps-case-face)"`) +
    ellipse(cx, lidCy, rx * 0.9, lidRy * 0.9, `fill="url(#ps-gold)"`) +
    ellipse(cx, lidCy, rx * 0.88, lidRy * 0.88, `fill="url(#ps-mirror)"`) +
    ellipse(cx + rx * 0.3, lidCy - lidRy * 0.3, rx * 0.3, lidRy * 0.2, `fill="${P.ivory}" opacity="0.12" filter="url(#ps-blur-m)"`) +
    // hinge
    `<rect x="${n(cx - rx * 0.22)}" y="${n(hingeY - thick * 0.55)}" width="${n(rx * 0.44)}" height="${n(thick * 0.8)}" rx="${n(thick * 0.4)}" fill="url(#ps-gold)"/>` +
    // the base: gold band, then the top face and the pressed powder
    `<path d="${cylinderSide(cx, topY, by - ry, rx, ry)}" fill="url(#ps-lacquer)"/>` +
    `<path d="${cylinderSide(cx, topY, by - ry, rx, ry)}" fill="url(#ps-shade)" opacity="0.6"/>` +
    ellipse(cx, topY, rx, ry, `fill="url(#ps-case-face)"`) +
    ellipse(cx, topY, rx * 0.84, ry * 0.84, `fill="url(#ps-gold)"`) +
    ellipse(cx, topY + 1, rx * 0.8, ry * 0.8, `fill="url(#ps-powder)"`) +
    `<g clip-path="url(#ps-pan)"><rect x="${n(cx - rx)}" y="${n(topY - ry)}" width="${n(rx * 2)}" height="${n(ry * 2)}" filter="url(#ps-press)" opacity="0.5"/>` +
    swirl +
    // the inner wall's shadow along the far edge
    ellipse(cx - rx * 0.05, topY - ry * 0.12, rx * 0.84, ry * 0.76, `fill="none" stroke="${P.espresso}" stroke-width="${n(ry * 0.14)}" opacity="0.35" filter="url(#ps-blur-s)"`) +
    `</g>` +
    `<path d="M ${n(cx - rx)} ${n(topY)} A ${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(topY)}" fill="none" stroke="${P.gold}" stroke-width="1.3" opacity="0.75"/>` +
    streak(cx + rx * 0.55, topY + ry * 0.62, rx * 0.06, thick + ry * 0.2, 0.35, 'ps-blur-xs');
  return { defs, body, shadow: { cx, width: rx * 2, length: S * 0.35, opacity: 0.55 } };
}

function eyePalette(stage: Stage): Drawn {
  const { S, cx, by, tone, rand } = stage;
  const w = S * 0.56;
  const d = S * 0.19; // depth on screen (a long lens, seen from above)
  const thick = S * 0.03;
  const lidH = S * 0.31;
  const left = cx - w / 2;
  const topFront = by - thick; // front edge of the top face
  const topBack = topFront - d;
  const layouts = [
    [3, 2],
    [4, 2],
    [3, 3],
  ] as const;
  const [cols, rows] = rand.pick(layouts);
  // Deep shades: bronze, gold, plum (rose over espresso), mahogany, rose.
  const shades: { base: string; over?: string; overOpacity?: number; shimmer: boolean }[] = [
    { base: P.bronze, shimmer: false },
    { base: P.goldDeep, over: P.gold, overOpacity: 0.55, shimmer: true },
    { base: P.espresso, over: P.roseDeep, overOpacity: 0.72, shimmer: false },
    { base: P.mahogany, shimmer: false },
    { base: P.rose, shimmer: false },
    { base: P.bronzeLight, shimmer: true },
    { base: P.clay, shimmer: false },
    { base: P.bronze, over: P.roseDeep, overOpacity: 0.5, shimmer: true },
    { base: P.umberLight, shimmer: false },
  ];
  const order = shades.map((shade, index) => ({ shade, key: (index * 7 + Math.floor(rand.next() * 100)) % 97 })).sort((a, b) => a.key - b.key).map((entry) => entry.shade);
  const caseDefs =
    linearGradient('ps-case', [[0, P.mahogany], [0.6, P.umberLight], [0.85, P.mahogany], [1, P.umber]], 0) +
    linearGradient('ps-case-top', tone === 'dark' ? [[0, P.umber], [0.7, P.umberLight], [1, P.mahogany]] : [[0, P.mahogany], [0.7, P.bronze], [1, P.mahogany]], 0) +
    mirrorFill('ps-mirror', tone) +
    radialGradient('ps-sheen', [[0, P.goldLight, 0.85], [0.5, P.goldLight, 0.2], [1, P.goldLight, 0]], 0.65, 0.35, 0.6) +
    linearGradient('ps-pan-edge', [[0, P.espresso, 0.6], [0.28, P.espresso, 0], [0.85, P.ivory, 0], [1, P.ivory, 0.2]], 90) +
    `<filter id="ps-grit" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="2" seed="5"/><feColorMatrix type="matrix" values="0 0 0 0 0.08  0 0 0 0 0.05  0 0 0 0 0.035  0 0 0 -2 1.1"/><feComposite in2="SourceGraphic" operator="in"/></filter>`;
  // Pans
  const margin = w * 0.06;
  const gap = w * 0.03;
  const cellW = (w - margin * 2 - gap * (cols - 1)) / cols;
  const cellH = (d - d * 0.2 - gap * 0.5 * (rows - 1)) / rows;
  let pans = '';
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const shade = order[(row * cols + col) % order.length]!;
      const x = left + margin + col * (cellW + gap);
      const y = topBack + d * 0.1 + row * (cellH + gap * 0.5);
      const rx = Math.min(cellW, cellH) * 0.18;
      const rect = (inset: number, fill: string, extra = '') =>
        `<rect x="${n(x + inset)}" y="${n(y + inset * 0.5)}" width="${n(cellW - inset * 2)}" height="${n(cellH - inset)}" rx="${n(rx)}" ry="${n(rx * 0.5)}" fill="${fill}" ${extra}/>`;
      pans +=
        rect(0, P.goldDeep) +
        rect(1.5, shade.base) +
        (shade.over ? rect(1.5, shade.over, `opacity="${shade.overOpacity ?? 1}"`) : '') +
        rect(1.5, P.espresso, 'filter="url(#ps-grit)" opacity="0.35"') +
        (shade.shimmer ? rect(1.5, 'url(#ps-sheen)', 'opacity="0.75"') : rect(1.5, 'url(#ps-sheen)', 'opacity="0.14"')) +
        rect(1.5, 'url(#ps-pan-edge)');
    }
  }
  // The lid, hinged at the back, open past upright: a mirror framed in the case.
  const lidTop = topBack - lidH;
  const lid =
    `<rect x="${n(left)}" y="${n(lidTop)}" width="${n(w)}" height="${n(lidH)}" rx="${n(S * 0.012)}" fill="url(#ps-case)"/>` +
    `<rect x="${n(left + w * 0.035)}" y="${n(lidTop + w * 0.035)}" width="${n(w * 0.93)}" height="${n(lidH - w * 0.07)}" rx="${n(S * 0.006)}" fill="url(#ps-mirror)"/>` +
    `<rect x="${n(left + w * 0.035)}" y="${n(lidTop + w * 0.035)}" width="${n(w * 0.93)}" height="${n(lidH - w * 0.07)}" rx="${n(S * 0.006)}" fill="none" stroke="${P.gold}" stroke-width="1.2" opacity="0.85"/>` +
    `<rect x="${n(left)}" y="${n(lidTop)}" width="${n(w)}" height="${n(lidH)}" rx="${n(S * 0.012)}" fill="url(#ps-shade-v)" opacity="0.6"/>`;
  const base =
    // front face of the case
    `<rect x="${n(left)}" y="${n(topFront - 2)}" width="${n(w)}" height="${n(thick + 2)}" rx="${n(thick * 0.3)}" fill="url(#ps-case)"/>` +
    `<rect x="${n(left)}" y="${n(topFront - 2)}" width="${n(w)}" height="${n(thick + 2)}" rx="${n(thick * 0.3)}" fill="url(#ps-shade)" opacity="0.6"/>` +
    // top face and the gold trim round it
    `<rect x="${n(left)}" y="${n(topBack)}" width="${n(w)}" height="${n(d)}" rx="${n(S * 0.01)}" ry="${n(S * 0.005)}" fill="url(#ps-case-top)"/>` +
    `<rect x="${n(left + 1)}" y="${n(topBack + 1)}" width="${n(w - 2)}" height="${n(d - 2)}" rx="${n(S * 0.01)}" ry="${n(S * 0.005)}" fill="none" stroke="${P.gold}" stroke-width="1.4" opacity="0.9"/>` +
    pans +
    `<rect x="${n(left)}" y="${n(topFront - 1)}" width="${n(w)}" height="1.4" fill="${P.goldLight}" opacity="0.6"/>` +
    // hinge shadow
    `<rect x="${n(left)}" y="${n(topBack - 2)}" width="${n(w)}" height="${n(d * 0.08)}" fill="${P.espresso}" opacity="0.3" filter="url(#ps-blur-xs)"/>`;
  return { defs: caseDefs, body: lid + base, shadow: { cx, width: w * 0.9, length: S * 0.3, opacity: 0.5 } };
}

function brush(stage: Stage): Drawn {
  const { S, cx, by, tint, rand, tone } = stage;
  // Drawn along +x, then laid on the surface at a slight angle.
  const L = Math.min(S * 0.78, stage.width * 0.86);
  const angle = -11;
  const handleR0 = S * 0.011;
  const handleR1 = S * 0.022;
  const handleL = L * 0.58;
  const ferruleL = L * 0.17;
  const ferruleR = S * 0.026;
  const bristleL = L * 0.25;
  const bristleR = S * 0.052;
  const x0 = -L * 0.5;
  const xf = x0 + handleL;
  const xb = xf + ferruleL;
  const handle = `M ${n(x0 + handleR0)} ${n(-handleR0)} L ${n(xf)} ${n(-handleR1)} L ${n(xf)} ${n(handleR1)} L ${n(x0 + handleR0)} ${n(handleR0)} A ${n(handleR0)} ${n(handleR0)} 0 0 1 ${n(x0 + handleR0)} ${n(-handleR0)} Z`;
  const bristle = `M ${n(xb - 1)} ${n(-ferruleR * 0.92)} C ${n(xb + bristleL * 0.3)} ${n(-bristleR * 1.05)} ${n(xb + bristleL * 0.85)} ${n(-bristleR * 0.9)} ${n(xb + bristleL)} ${n(-bristleR * 0.1)} C ${n(xb + bristleL * 1.02)} ${n(bristleR * 0.2)} ${n(xb + bristleL * 0.85)} ${n(bristleR * 0.95)} ${n(xb + bristleL * 0.5)} ${n(bristleR * 0.95)} C ${n(xb + bristleL * 0.25)} ${n(bristleR * 0.95)} ${n(xb + bristleL * 0.1)} ${n(ferruleR)} ${n(xb - 1)} ${n(ferruleR * 0.92)} Z`;
  let strands = '';
  for (let i = 0; i < 70; i += 1) {
    const v = rand.range(-0.9, 0.9);
    const len = rand.range(0.75, 1.0) * bristleL * Math.sqrt(1 - v * v * 0.6);
    const y0 = v * ferruleR * 0.85;
    const y1 = v * bristleR * 0.95;
    strands += `<path d="M ${n(xb)} ${n(y0)} Q ${n(xb + len * 0.5)} ${n(y1 * 1.05)} ${n(xb + len)} ${n(y1 * 0.8)}" fill="none" stroke="${rand.pick([P.bronzeLight, P.umberLight, P.bronze, P.shea])}" stroke-width="${r(rand.range(0.5, 1.3))}" opacity="${r(rand.range(0.15, 0.45), 3)}"/>`;
  }
  const defs =
    linearGradient('ps-handle', tone === 'dark' ? [[0, P.umberLight], [0.3, P.bronze], [0.45, P.umberLight], [1, P.espresso]] : [[0, P.umberLight], [0.3, P.bronze], [0.45, P.umber], [1, P.espresso]], 90) +
    linearGradient('ps-ferrule', [[0, P.goldDeep], [0.22, P.goldLight], [0.4, P.gold], [0.75, P.goldDeep], [1, P.umber]], 90) +
    linearGradient('ps-bristle', [[0, P.umber], [0.45, P.umberLight], [0.8, P.bronze], [1, tint]], 0) +
    linearGradient('ps-bristle-v', [[0, P.bronzeLight, 0.5], [0.35, P.espresso, 0], [1, P.espresso, 0.55]], 90) +
    `<clipPath id="ps-bristle-clip"><path d="${bristle}"/></clipPath>` +
    `<filter id="ps-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="0.9"/></filter>`;
  const art =
    `<path d="${handle}" fill="url(#ps-handle)"/>` +
    `<path d="M ${n(x0 + handleR0 * 2)} ${n(-handleR0 * 0.45)} L ${n(xf - 2)} ${n(-handleR1 * 0.5)}" stroke="${P.ivory}" stroke-width="${n(S * 0.003)}" opacity="0.45" stroke-linecap="round" filter="url(#ps-blur-xs)"/>` +
    `<path d="${bristle}" fill="url(#ps-bristle)" filter="url(#ps-soft)"/>` +
    `<g clip-path="url(#ps-bristle-clip)">${strands}<path d="${bristle}" fill="url(#ps-bristle-v)"/></g>` +
    `<rect x="${n(xf)}" y="${n(-ferruleR)}" width="${n(ferruleL)}" height="${n(ferruleR * 2)}" rx="${n(ferruleR * 0.2)}" fill="url(#ps-ferrule)"/>` +
    `<rect x="${n(xf + ferruleL * 0.12)}" y="${n(-ferruleR)}" width="1.2" height="${n(ferruleR * 2)}" fill="${P.goldDeep}" opacity="0.6"/>` +
    `<rect x="${n(xf + ferruleL * 0.2)}" y="${n(-ferruleR)}" width="1.2" height="${n(ferruleR * 2)}" fill="${P.goldDeep}" opacity="0.6"/>`;
  const y = by - bristleR * 0.95 - L * 0.03;
  const rad = (angle * Math.PI) / 180;
  const tipX = cx + Math.cos(rad) * (xb + bristleL * 0.55);
  const tipY = y + Math.sin(rad) * (xb + bristleL * 0.55) + bristleR * 0.95;
  let dust = '';
  for (let i = 0; i < 46; i += 1) {
    const a = rand.range(0, Math.PI * 2);
    const d = Math.pow(rand.next(), 0.7);
    const px = tipX + L * 0.04 + Math.cos(a) * d * L * 0.13;
    const py = tipY + S * 0.004 + Math.sin(a) * d * S * 0.02;
    dust += `<circle cx="${n(px)}" cy="${n(py)}" r="${r(rand.range(0.5, 1.6))}" fill="${rand.pick([tint, P.goldLight, P.bronzeLight])}" opacity="${r(rand.range(0.2, 0.6), 3)}"/>`;
  }
  dust = ellipse(tipX + L * 0.03, tipY + S * 0.004, L * 0.13, S * 0.018, `fill="${tint}" opacity="0.22" filter="url(#ps-blur-m)"`) + dust;
  const place = `translate(${n(cx)} ${n(y)}) rotate(${angle})`;
  const shadowShape = `<g transform="translate(${n(cx - S * 0.018)} ${n(y + bristleR * 0.5)}) rotate(${angle}) scale(1 0.7)"><path d="${handle}"/><rect x="${n(xf)}" y="${n(-ferruleR)}" width="${n(ferruleL)}" height="${n(ferruleR * 2)}"/><path d="${bristle}"/></g>`;
  const body =
    `<g fill="${P.espresso}" opacity="${tone === 'dark' ? 0.75 : 0.35}" filter="url(#ps-blur-m)">${shadowShape}</g>` +
    // a dusting of powder where the bristles rest
    dust +
    `<g transform="${place}">${art}</g>`;
  return { defs, body };
}

const drawers: Record<PackshotObject, (stage: Stage) => Drawn> = {
  dropper,
  serum,
  jar,
  tube,
  lipstick,
  compact,
  palette: eyePalette,
  oil,
  brush,
};

// ---------------------------------------------------------------------------------------------
// Props: subtle, seeded, never stealing the scene.

function props(canvas: Canvas, stage: Stage, object: PackshotObject, horizon: number): Layer {
  const { S, cx, by, tone, rand, tint } = stage;
  const choice = rand.pick(['none', 'drop', 'leaf', 'silk', 'drop+leaf', 'silk+leaf'] as const);
  let body = '';
  let defs = '';
  const side = rand.next() < 0.5 ? -1 : 1;
  if (choice.includes('silk')) {
    // a fold of silk entering from the lower-left corner
    defs +=
      linearGradient(
        'ps-silk',
        tone === 'dark'
          ? [[0, P.espresso], [0.4, P.umber], [0.55, P.bronze], [0.62, P.umberLight], [0.8, P.umber], [1, P.espresso]]
          : [[0, P.ivoryDeep], [0.4, P.shea], [0.55, P.ivory], [0.62, P.shea], [0.8, P.ivoryDeep], [1, P.rose]],
        35,
      ) + linearGradient('ps-silk-fade', [[0, P.espresso, tone === 'dark' ? 0.5 : 0.15], [1, P.espresso, 0]], 0);
    const w = canvas.width;
    const hgt = canvas.height;
    const y0 = by + S * 0.09;
    const fold = `M -20 ${n(y0)} C ${n(w * 0.1)} ${n(y0 - S * 0.05)} ${n(w * 0.3)} ${n(y0 + S * 0.02)} ${n(w * 0.5)} ${n(hgt + 20)} L -20 ${n(hgt + 20)} Z`;
    const fold2 = `M -20 ${n(y0 + S * 0.07)} C ${n(w * 0.1)} ${n(y0 + S * 0.02)} ${n(w * 0.2)} ${n(y0 + S * 0.1)} ${n(w * 0.3)} ${n(hgt + 20)} L -20 ${n(hgt + 20)} Z`;
    body += `<g filter="url(#ps-blur-m)" opacity="0.85"><path d="${fold}" fill="url(#ps-silk)"/><path d="${fold2}" fill="url(#ps-silk)" opacity="0.7"/><path d="${fold}" fill="url(#ps-silk-fade)"/></g>`;
  }
  if (choice.includes('drop') && object !== 'brush') {
    const x = cx + side * S * rand.range(0.2, 0.26);
    const y = by + S * rand.range(0.03, 0.06);
    const dr = S * rand.range(0.012, 0.017);
    const dropTint = object === 'lipstick' || object === 'palette' || object === 'compact' || object === 'tube' || object === 'jar' ? P.bronzeLight : tint;
    body +=
      ellipse(x - dr * 0.6, y + dr * 0.25, dr * 1.4, dr * 0.4, `fill="${P.espresso}" opacity="0.45" filter="url(#ps-blur-xs)"`) +
      ellipse(x, y, dr, dr * 0.5, `fill="${dropTint}" opacity="0.9"`) +
      ellipse(x - dr * 0.1, y + dr * 0.12, dr * 0.7, dr * 0.25, `fill="${P.goldLight}" opacity="0.45" filter="url(#ps-blur-xs)"`) +
      ellipse(x + dr * 0.35, y - dr * 0.2, dr * 0.22, dr * 0.1, `fill="${P.ivory}" opacity="0.9"`);
  }
  if (choice.includes('leaf')) {
    const count = rand.int(2, 4);
    for (let i = 0; i < count; i += 1) {
      const x = cx + (i % 2 === 0 ? -1 : 1) * S * rand.range(0.18, 0.3) * (i === 0 ? -side : side);
      const y = Math.max(horizon + S * 0.02, by + S * rand.range(-0.01, 0.09));
      const size = S * rand.range(0.006, 0.013);
      let points = '';
      const corners = rand.int(5, 7);
      for (let k = 0; k < corners; k += 1) {
        const a = (k / corners) * Math.PI * 2 + rand.range(-0.3, 0.3);
        const rr = size * rand.range(0.55, 1.15);
        points += `${n(x + Math.cos(a) * rr)},${n(y + Math.sin(a) * rr * 0.45)} `;
      }
      body +=
        `<polygon points="${points.trim()}" fill="${P.espresso}" opacity="0.4" transform="translate(${n(-size * 0.5)} ${n(size * 0.3)})" filter="url(#ps-blur-xs)"/>` +
        `<polygon points="${points.trim()}" fill="url(#ps-gold)"/>`;
    }
  }
  return { defs, body };
}

export const packshot: Motif = ({ width, height, seed, params, t }) => {
  const canvas = { width, height };
  const tone: Tone = params.tone === 'light' ? 'light' : 'dark';
  const object: PackshotObject = packshotObjects.includes(params.object as PackshotObject) ? (params.object as PackshotObject) : 'dropper';
  const shadeName = isPaletteName(params.shade) ? params.shade : defaultShade[object];
  const rand = createRandom(seed);
  // The scale unit: the height, unless the frame is too narrow for it.
  const S = Math.min(height, width * 1.25);
  const cx = width * (0.5 + rand.range(-0.015, 0.015));
  const by = height * 0.5 + S * 0.3;
  const horizon = by - S * 0.15;
  const stage: Stage = { width, S, cx, by, tone, tint: P[shadeName], rand, t };

  const drawn = drawers[object](stage);
  const scene = props(canvas, stage, object, horizon);
  const cast = drawn.shadow ? longShadow('ps-shadow', drawn.shadow.cx, by, drawn.shadow.width, drawn.shadow.length, (drawn.shadow.opacity ?? 0.6) * (tone === 'dark' ? 1 : 0.6)) : layer('');
  // the shadow thins out as it stretches away from the object (a big, diffused key light)
  const reach = drawn.shadow ? drawn.shadow.length + drawn.shadow.width : 0;
  const fade =
    `<linearGradient id="ps-shadow-fade-g" gradientUnits="userSpaceOnUse" x1="${n(cx - reach)}" y1="${n(by + reach * 0.25)}" x2="${n(cx)}" y2="${n(by)}"><stop offset="0" stop-color="#000"/><stop offset="0.75" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff"/></linearGradient>` +
    `<mask id="ps-shadow-fade" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="url(#ps-shadow-fade-g)"/></mask>`;
  const shadow = layer(`<g mask="url(#ps-shadow-fade)">${cast.body}</g>`, cast.defs + fade);
  // Light falling on the surface around the object, and a warm caustic from the liquid into the shadow.
  const pool = layer(ellipse(cx + S * 0.05, by - S * 0.01, S * 0.45, S * 0.09, `fill="url(#ps-pool)"`));
  const caustic =
    object === 'dropper' || object === 'oil' || object === 'serum'
      ? layer(ellipse(cx - S * 0.2, by + S * 0.045, S * 0.13, S * 0.016, `fill="${P[shadeName]}" opacity="${tone === 'dark' ? 0.35 : 0.3}" filter="url(#ps-blur-m)"`) + ellipse(cx - S * 0.17, by + S * 0.042, S * 0.06, S * 0.007, `fill="${P.goldLight}" opacity="0.25" filter="url(#ps-blur-s)"`))
      : layer('');
  const contact = layer(ellipse(cx, by, (drawn.shadow?.width ?? S * 0.3) * 0.5, S * 0.007, `fill="${P.espresso}" opacity="${tone === 'dark' ? 0.8 : 0.45}" filter="url(#ps-blur-s)"`));

  return compose(
    canvas,
    studio(canvas, tone),
    surface(canvas, horizon, tone),
    pool,
    layer('', materials(tone, P[shadeName])),
    shadow,
    caustic,
    object === 'brush' ? layer('') : contact,
    layer(scene.body, scene.defs),
    layer(drawn.body, drawn.defs),
    vignette(canvas, tone === 'dark' ? 0.5 : 0.18),
    grain(canvas, seed, tone === 'dark' ? 0.07 : 0.05),
  );
};
