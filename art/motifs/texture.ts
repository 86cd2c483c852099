/**
 * texture: full-bleed macro surfaces for category heroes, lit like the packshots (key light from
 * the upper right). A relief is drawn as a height field (alpha), then lit with diffuse and
 * specular light; the left third stays calm (and dark on `tone: dark`) for text.
 *
 * params:
 *   kind  silk | gold | shea | clay   (default silk)
 *   tone  dark | light                (default dark)
 * seed varies the folds, ripples, peaks and stroke; t (0..1) drifts them in a seamless loop.
 */
import { createRandom } from '../pipeline/random';
import type { Motif } from '../pipeline/types';
import { compose, grain, layer, linearGradient, palette as P, r, radialGradient, vignette, type Tone } from './kit';

export const textureKinds = ['silk', 'gold', 'shea', 'clay'] as const;
export type TextureKind = (typeof textureKinds)[number];

type Random = ReturnType<typeof createRandom>;
type Layer = { defs: string; body: string };

interface Light {
  /** Blur of the height field, px. */
  soften: number;
  /** Height of alpha = 1, px. */
  relief: number;
  diffuse: string;
  diffuseConstant: number;
  specular: string;
  specularConstant: number;
  specularExponent: number;
  ambient: string;
  /** The height field's typical level near the frame's edges (0..1). */
  edge: number;
  /** Light elevation in degrees (lower = more raking). */
  elevation: number;
  /** Extra height from noise: base frequency and strength (0 = none). */
  noise?: { frequency: number; strength: number; octaves: number; seed: number };
}

/**
 * The lighting filter: SourceAlpha (plus optional noise) is the height field, lit from the upper
 * right (azimuth -40deg). A final small blur melts the 8-bit terracing of the height field.
 */
function reliefFilter(id: string, width: number, height: number, light: Light): string {
  const pad = r(Math.max(width, height) * 0.06);
  const distant = `<feDistantLight azimuth="-40" elevation="${light.elevation}"/>`;
  const heightField = light.noise
    ? `<feTurbulence type="fractalNoise" baseFrequency="${r(light.noise.frequency, 5)}" numOctaves="${light.noise.octaves}" seed="${light.noise.seed}" result="noise"/>` +
      `<feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${r(light.noise.strength, 3)} 0 0 0 0" result="noiseAlpha"/>` +
      `<feComposite in="SourceAlpha" in2="noiseAlpha" operator="arithmetic" k2="1" k3="1" result="raw"/>`
    : `<feOffset in="SourceAlpha" dx="0" dy="0" result="raw"/>`;
  return (
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="${-pad}" y="${-pad}" width="${width + pad * 2}" height="${height + pad * 2}" color-interpolation-filters="sRGB">` +
    heightField +
    `<feGaussianBlur in="raw" stdDeviation="${r(light.soften)}" result="hb"/>` +
    // The filter surface ends at the frame, so the blur pulls the height down near the edges.
    // Blurring an opaque flood measures that loss (E); adding level x (1 - E) fills it back.
    `<feFlood flood-color="${P.espresso}" flood-opacity="1" result="full"/>` +
    `<feGaussianBlur in="full" stdDeviation="${r(light.soften)}" result="E"/>` +
    `<feComposite in="hb" in2="E" operator="arithmetic" k2="1" k3="${r(-light.edge, 3)}" k4="${r(light.edge, 3)}" result="h"/>` +
    `<feDiffuseLighting in="h" surfaceScale="${r(light.relief / (1 - light.edge))}" diffuseConstant="${r(light.diffuseConstant, 3)}" lighting-color="${light.diffuse}" result="d">${distant}</feDiffuseLighting>` +
    `<feSpecularLighting in="h" surfaceScale="${r(light.relief / (1 - light.edge))}" specularConstant="${r(light.specularConstant, 3)}" specularExponent="${r(light.specularExponent)}" lighting-color="${light.specular}" result="s">${distant}</feSpecularLighting>` +
    `<feFlood flood-color="${light.ambient}" result="a"/>` +
    `<feComposite in="d" in2="a" operator="arithmetic" k2="1" k3="1" result="da"/>` +
    `<feComposite in="s" in2="da" operator="arithmetic" k2="1" k3="1" result="lit"/>` +
    `<feGaussianBlur in="lit" stdDeviation="${r(Math.max(1.2, Math.min(width, height) * 0.0026))}"/>` +
    `</filter>`
  );
}

/**
 * The height field, eased to a flat level at the frame's edges (where the filter surface ends),
 * so the light finds no cliff there. Returns defs and the filtered group.
 */
function reliefGroup(id: string, width: number, height: number, light: Light, content: string): Layer {
  const band = Math.min(width, height) * 0.07;
  const fade = (gid: string, angle: number) => {
    const f = band / (angle % 180 === 0 ? width : height);
    return linearGradient(gid, [[0, P.espresso], [f * 0.3, P.espresso], [f, P.ivory], [1 - f, P.ivory], [1 - f * 0.3, P.espresso], [1, P.espresso]], angle);
  };
  const defs =
    reliefFilter(id, width, height, light) +
    fade(`${id}-fx`, 0) +
    fade(`${id}-fy`, 90) +
    `<mask id="${id}-mx" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="url(#${id}-fx)"/></mask>` +
    `<mask id="${id}-my" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="url(#${id}-fy)"/></mask>`;
  const body = `<g filter="url(#${id})"><rect width="${width}" height="${height}" fill="${P.espresso}" opacity="${r(light.edge, 3)}"/><g mask="url(#${id}-mx)"><g mask="url(#${id}-my)">${content}</g></g></g>`;
  return { defs, body };
}

/** A smooth path through points (Catmull-Rom as cubic Béziers). */
function smooth(points: readonly (readonly [number, number])[]): string {
  if (points.length < 2) return '';
  let d = `M ${r(points[0]![0])} ${r(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    d += ` C ${r(p1[0] + (p2[0] - p0[0]) / 6)} ${r(p1[1] + (p2[1] - p0[1]) / 6)} ${r(p2[0] - (p3[0] - p1[0]) / 6)} ${r(p2[1] - (p3[1] - p1[1]) / 6)} ${r(p2[0])} ${r(p2[1])}`;
  }
  return d;
}

// ---------------------------------------------------------------------------------------------

function silk(width: number, height: number, tone: Tone, rand: Random, t: number): Layer {
  const m = Math.min(width, height);
  const phase = t * Math.PI * 2;
  // Folds run from the lower left to the upper right, in a soft S, like draped charmeuse.
  let strokes = '';
  const count = 16;
  const span = width + height;
  for (let i = 0; i < count; i += 1) {
    const base = -height * 0.35 + (span * 1.1 * (i + rand.range(-0.25, 0.25))) / count;
    const amp = m * rand.range(0.04, 0.12);
    const freq = rand.range(1.1, 2.2);
    const ph = rand.range(0, Math.PI * 2);
    const points: [number, number][] = [];
    for (let k = 0; k <= 12; k += 1) {
      const f = k / 12;
      const x = -width * 0.1 + f * width * 1.2;
      const y = base - f * width * 0.55 + amp * Math.sin(f * Math.PI * freq + ph + phase) + m * 0.05 * Math.sin(f * Math.PI * 0.9 + i * 0.7);
      points.push([x, y]);
    }
    strokes += `<path d="${smooth(points)}" fill="none" stroke="${P.espresso}" stroke-width="${r(m * rand.range(0.04, 0.12))}" stroke-linecap="round" opacity="${r(rand.range(0.3, 0.75), 3)}"/>`;
  }
  const dark = tone === 'dark';
  const light: Light = {
    soften: m * 0.022,
    relief: m * 0.06,
    diffuse: dark ? P.bronze : P.shea,
    diffuseConstant: dark ? 1.05 : 1.0,
    specular: dark ? P.goldLight : P.ivory,
    specularConstant: dark ? 0.55 : 0.5,
    specularExponent: 14,
    ambient: dark ? P.espresso : P.roseDeep,
    elevation: 32,
    edge: 0.35,
  };
  return reliefGroup('tx-silk', width, height, light, strokes);
}

function gold(width: number, height: number, tone: Tone, rand: Random, t: number): Layer {
  const m = Math.min(width, height);
  const phase = t * Math.PI * 2;
  // Molten gold: slow concentric ripples spreading from a point right of centre, over a swell.
  const ox = width * rand.range(0.62, 0.78);
  const oy = height * rand.range(0.42, 0.6);
  let rings = '';
  const ringCount = 8;
  for (let i = 0; i < ringCount; i += 1) {
    const radius = m * (0.06 + (i + phase / (Math.PI * 2)) * 0.11) * (1 + i * 0.08);
    const fade = Math.max(0, 1 - i / ringCount);
    const points: [number, number][] = [];
    const wob = rand.range(0, Math.PI * 2);
    for (let k = 0; k <= 24; k += 1) {
      const a = (k / 24) * Math.PI * 2;
      const wobble = 1 + 0.12 * Math.sin(a * 2 + wob + i * 0.6) + 0.06 * Math.sin(a * 3 - wob);
      points.push([ox + Math.cos(a) * radius * 1.35 * wobble - i * m * 0.02, oy + Math.sin(a) * radius * 0.75 * wobble + i * m * 0.012]);
    }
    rings += `<path d="${smooth(points)} Z" fill="none" stroke="${P.espresso}" stroke-width="${r(m * 0.035 * (1 + i * 0.1))}" opacity="${r(0.12 + 0.45 * fade, 3)}"/>`;
  }
  const dark = tone === 'dark';
  const light: Light = {
    soften: m * 0.026,
    relief: m * 0.07,
    diffuse: dark ? P.goldDeep : P.gold,
    diffuseConstant: dark ? 0.95 : 1,
    specular: P.goldLight,
    specularConstant: 1.25,
    specularExponent: 26,
    ambient: dark ? P.umber : P.bronze,
    elevation: 38,
    edge: 0.35,
    noise: { frequency: 1.4 / m, strength: 0.4, octaves: 2, seed: rand.int(1, 900) },
  };
  const relief = reliefGroup('tx-gold', width, height, light, `<rect width="${width}" height="${height}" fill="url(#tx-gold-swell)"/>${rings}`);
  return { defs: relief.defs + radialGradient('tx-gold-swell', [[0, P.espresso, 0.3], [1, P.espresso, 0]], ox / width, oy / height, 0.6), body: relief.body };
}

function shea(width: number, height: number, tone: Tone, rand: Random, t: number): Layer {
  const m = Math.min(width, height);
  const phase = t * Math.PI * 2;
  // Whipped butter: a field of soft, overlapping folds (partial arcs) with a few curled peaks,
  // denser and taller to the right, quieter to the left.
  let shapes = '';
  const arcs = 44;
  for (let i = 0; i < arcs; i += 1) {
    const along = Math.pow(rand.next(), 0.65); // bias to the right
    const cx = width * (0.15 + along * 0.95);
    const cy = height * rand.range(-0.1, 1.1);
    const size = m * rand.range(0.08, 0.22) * (0.6 + along * 0.6);
    const start = rand.range(0, Math.PI * 2) + phase * 0.1;
    const sweep = rand.range(2.2, 4.2);
    const points: [number, number][] = [];
    for (let k = 0; k <= 14; k += 1) {
      const f = k / 14;
      const a = start + f * sweep;
      const rad = size * (1 - f * 0.45);
      points.push([cx + Math.cos(a) * rad, cy + Math.sin(a) * rad * 0.7]);
    }
    shapes += `<path d="${smooth(points)}" fill="none" stroke="${P.espresso}" stroke-width="${r(size * rand.range(0.35, 0.6))}" stroke-linecap="round" opacity="${r(0.18 + along * 0.25, 3)}"/>`;
  }
  for (let i = 0; i < 7; i += 1) {
    const along = Math.pow(rand.next(), 0.5);
    const cx = width * (0.35 + along * 0.65);
    const cy = height * rand.range(0.05, 0.95);
    shapes += `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(m * rand.range(0.05, 0.1))}" ry="${r(m * rand.range(0.04, 0.08))}" fill="url(#tx-peak)" opacity="${r(rand.range(0.5, 0.9), 3)}"/>`;
  }
  const dark = tone === 'dark';
  const light: Light = {
    soften: m * 0.016,
    relief: m * 0.05,
    diffuse: dark ? P.shea : P.ivory,
    diffuseConstant: dark ? 0.92 : 1.02,
    specular: P.ivory,
    specularConstant: 0.35,
    specularExponent: 10,
    ambient: dark ? P.umber : P.bronze,
    elevation: dark ? 30 : 42,
    edge: 0.35,
    noise: { frequency: 4 / m, strength: 0.12, octaves: 2, seed: rand.int(1, 900) },
  };
  const relief = reliefGroup('tx-shea', width, height, light, shapes);
  return { defs: relief.defs + radialGradient('tx-peak', [[0, P.espresso, 0.85], [0.6, P.espresso, 0.35], [1, P.espresso, 0]]), body: relief.body };
}

function clay(width: number, height: number, tone: Tone, rand: Random, t: number): Layer {
  const m = Math.min(width, height);
  const dark = tone === 'dark';
  // One broad spatula stroke of clay, swept across the right of the frame on a stone ground.
  const sweep = rand.range(-0.06, 0.06) + Math.sin(t * Math.PI * 2) * 0.01;
  const x0 = width * 0.36;
  const x1 = width * 1.08;
  const top = (f: number) => height * (0.16 + sweep) + m * 0.06 * Math.sin(f * Math.PI * 1.3 + 0.4) - f * height * 0.05;
  const bottom = (f: number) => height * (0.86 - sweep) - m * 0.05 * Math.sin(f * Math.PI * 1.1) - f * height * 0.02;
  const upper: [number, number][] = [];
  const lower: [number, number][] = [];
  for (let k = 0; k <= 10; k += 1) {
    const f = k / 10;
    upper.push([x0 + (x1 - x0) * f, top(f)]);
    lower.push([x0 + (x1 - x0) * f, bottom(f)]);
  }
  // the rounded start of the stroke where the spatula touched down
  const start = `C ${r(x0 - m * 0.22)} ${r(lower[0]![1])} ${r(x0 - m * 0.22)} ${r(upper[0]![1])} ${r(upper[0]![0])} ${r(upper[0]![1])}`;
  const outline = `${smooth(upper)} L ${r(x1 + 40)} ${r(upper[10]![1])} L ${r(x1 + 40)} ${r(lower[10]![1])} ${smooth([...lower].reverse()).replace(/^M/, 'L')} ${start} Z`;
  // striations left by the spatula's edge, running along the stroke
  let streaks = '';
  for (let i = 0; i < 26; i += 1) {
    const v = rand.range(0.05, 0.95);
    const points: [number, number][] = [];
    for (let k = 0; k <= 10; k += 1) {
      const f = k / 10;
      points.push([x0 + (x1 - x0) * f, top(f) + (bottom(f) - top(f)) * v + m * 0.004 * Math.sin(f * 9 + i)]);
    }
    streaks += `<path d="${smooth(points.slice(rand.int(0, 3)))}" fill="none" stroke="${P.espresso}" stroke-width="${r(m * rand.range(0.003, 0.012))}" opacity="${r(rand.range(0.08, 0.25), 3)}"/>`;
  }
  const light: Light = {
    soften: m * 0.006,
    relief: m * 0.05,
    diffuse: P.clay,
    diffuseConstant: dark ? 1.0 : 1.1,
    specular: P.shea,
    specularConstant: 0.22,
    specularExponent: 9,
    ambient: dark ? P.mahogany : P.roseDeep,
    elevation: 40,
    edge: 0.3,
    noise: { frequency: 0.9 / m * 40, strength: 0.06, octaves: 2, seed: rand.int(1, 900) },
  };
  // a ridge of clay pushed up along both edges of the stroke, the body of the stroke, its striations
  const claySurface = reliefGroup(
    'tx-clay',
    width,
    height,
    light,
    `<path d="${outline}" fill="${P.espresso}" opacity="0.3"/><path d="${outline}" fill="none" stroke="${P.espresso}" stroke-width="${r(m * 0.05)}" opacity="0.35" filter="url(#tx-clay-rim)"/>${streaks}`,
  );
  const ground = dark
    ? linearGradient('tx-ground', [[0, P.espresso], [0.6, P.umber], [1, P.umberLight]], 20)
    : linearGradient('tx-ground', [[0, P.ivoryDeep], [0.6, P.ivory], [1, P.shea]], 20);
  const defs =
    ground +
    claySurface.defs +
    `<clipPath id="tx-clay-shape"><path d="${outline}"/></clipPath>` +
    `<filter id="tx-clay-shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${r(m * 0.02)}"/></filter>` +
    `<filter id="tx-clay-rim" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${r(m * 0.012)}"/></filter>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#tx-ground)"/>` +
    `<path d="${outline}" fill="${P.espresso}" opacity="${dark ? 0.7 : 0.35}" transform="translate(${r(-m * 0.015)} ${r(m * 0.02)})" filter="url(#tx-clay-shadow)"/>` +
    `<g clip-path="url(#tx-clay-shape)">${claySurface.body}</g>`;
  return { defs, body };
}

const kinds: Record<TextureKind, (width: number, height: number, tone: Tone, rand: Random, t: number) => Layer> = { silk, gold, shea, clay };

export const texture: Motif = ({ width, height, seed, params, t }) => {
  const canvas = { width, height };
  const tone: Tone = params.tone === 'light' ? 'light' : 'dark';
  const kind: TextureKind = textureKinds.includes(params.kind as TextureKind) ? (params.kind as TextureKind) : 'silk';
  const rand = createRandom(seed);
  const surfaceLayer = kinds[kind](width, height, tone, rand, t);
  // The calm side: the left third falls into shadow (dark) or into a soft, even haze (light).
  const calm =
    tone === 'dark'
      ? linearGradient('tx-calm', [[0, P.espresso, 0.88], [0.3, P.espresso, 0.6], [0.55, P.espresso, 0.15], [0.75, P.espresso, 0]], 0) +
        linearGradient('tx-calm-top', [[0, P.espresso, 0.35], [0.5, P.espresso, 0]], 90)
      : linearGradient('tx-calm', [[0, P.ivory, 0.55], [0.3, P.ivory, 0.3], [0.55, P.ivory, 0.06], [0.75, P.ivory, 0]], 0) +
        linearGradient('tx-calm-top', [[0, P.ivory, 0.2], [0.5, P.ivory, 0]], 90);
  const glow = radialGradient('tx-key', tone === 'dark' ? [[0, P.goldLight, 0.12], [1, P.gold, 0]] : [[0, P.ivory, 0.3], [1, P.ivory, 0]], 0.78, 0.2, 0.6);
  return compose(
    canvas,
    layer(`<rect width="${width}" height="${height}" fill="${tone === 'dark' ? P.espresso : P.ivoryDeep}"/>`),
    surfaceLayer,
    layer(`<rect width="${width}" height="${height}" fill="url(#tx-key)" style="mix-blend-mode:screen"/>`, glow),
    layer(`<rect width="${width}" height="${height}" fill="url(#tx-calm)"/><rect width="${width}" height="${height}" fill="url(#tx-calm-top)"/>`, calm),
    vignette(canvas, tone === 'dark' ? 0.45 : 0.12),
    grain(canvas, seed, tone === 'dark' ? 0.07 : 0.05),
  );
};
