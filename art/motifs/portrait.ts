/**
 * Portrait: an abstract head-and-shoulders silhouette for testimonials, no facial features.
 * Deep bronze and mahogany on the studio backdrop, a gold rim light on the right edge, and the
 * hair as the subject. params: style (coils | braids | wrap | locs | bun), tone (dark | light).
 */
import type { Motif } from '../pipeline/types';
import { createRandom } from '../pipeline/random';
import { compose, grain, layer, palette, r, studio, vignette, type Tone } from './kit';


type Style = 'coils' | 'braids' | 'wrap' | 'locs' | 'bun';
const styles: readonly Style[] = ['coils', 'braids', 'wrap', 'locs', 'bun'];

// Shapes are written in unit coordinates of a centred square (0..1) and mapped to the canvas.
const FACE = 'M 0.5 0.33 C 0.566 0.33 0.611 0.39 0.607 0.46 C 0.603 0.535 0.562 0.6 0.5 0.615 C 0.438 0.6 0.397 0.535 0.393 0.46 C 0.389 0.39 0.434 0.33 0.5 0.33 Z';
const BODY =
  'M 0.452 0.55 C 0.456 0.62 0.455 0.67 0.445 0.7 C 0.42 0.735 0.35 0.75 0.27 0.772 C 0.18 0.795 0.13 0.87 0.11 1.1 L 0.89 1.1 C 0.87 0.87 0.82 0.795 0.73 0.772 C 0.65 0.75 0.58 0.735 0.555 0.7 C 0.545 0.67 0.544 0.62 0.548 0.55 Z';

export const portrait: Motif = ({ width, height, seed, params }) => {
  const tone: Tone = params.tone === 'light' ? 'light' : 'dark';
  const style: Style = styles.includes(params.style as Style) ? (params.style as Style) : 'coils';
  const rng = createRandom(seed);
  const canvas = { width, height };
  const S = Math.min(width, height) * 1.0;
  const ox = (width - S) / 2;
  const oy = (height - S) / 2 + S * 0.02;
  const X = (x: number) => r(ox + x * S);
  const Y = (y: number) => r(oy + y * S);
  const L = (v: number) => r(v * S, 2);
  /** Maps a unit path (absolute M L C Q Z, coordinate pairs only) onto the canvas. */
  const sp = (d: string) => {
    let k = 0;
    return d.replace(/-?\d*\.?\d+/g, (n) => String(k++ % 2 === 0 ? X(Number(n)) : Y(Number(n))));
  };
  const ids: string[] = [];
  const defs: string[] = [];
  let clipCount = 0;

  // ---- shared paint
  const grad = (id: string, x1: number, y1: number, x2: number, y2: number, list: readonly (readonly [number, string, number?])[]) => {
    defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${X(x1)}" y1="${Y(y1)}" x2="${X(x2)}" y2="${Y(y2)}">${list
        .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  };
  const skin = grad('pt-skin', 0.66, 0.3, 0.36, 0.9, [[0, palette.bronze], [0.45, palette.mahogany], [1, palette.espresso]]);
  const hair = grad('pt-hair', 0.72, 0.1, 0.3, 0.7, [[0, palette.mahogany], [0.5, palette.umber], [1, palette.espresso]]);
  const rim = grad('pt-rim', 0.7, 0.15, 0.5, 0.9, [[0, palette.goldLight], [0.5, palette.gold], [1, palette.goldDeep]]);
  const gold = grad('pt-gold', 0.45, 0.2, 0.62, 0.6, [[0, palette.goldDeep], [0.4, palette.goldLight], [0.7, palette.gold], [1, palette.goldDeep]]);
  defs.push(`<filter id="pt-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${L(0.0035)}"/></filter>`);
  defs.push(`<filter id="pt-shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${L(0.03)}"/></filter>`);
  defs.push(`<filter id="pt-glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${L(0.012)}"/></filter>`);

  /** A rim-lit solid: gold underneath, the body colour shifted left over it, clipped to the shape. */
  const lit = (paths: readonly string[], fill: string, shift = 0.011, extra = '') => {
    const id = `pt-clip-${(clipCount += 1)}`;
    ids.push(id);
    const shapes = paths.map((d) => `<path d="${sp(d)}"/>`).join('');
    defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return (
      `<g clip-path="url(#${id})"><g fill="${rim}">${shapes}</g><g filter="url(#pt-soft)" fill="${fill}" stroke="${fill}" stroke-width="${L(0.012)}" stroke-linejoin="round" transform="translate(${L(-shift)} ${L(shift * 0.3)})">${shapes}</g>${extra}</g>`
    );
  };
  const clipTo = (paths: readonly string[], content: string) => {
    const id = `pt-clip-${(clipCount += 1)}`;
    defs.push(`<clipPath id="${id}">${paths.map((d) => `<path d="${sp(d)}"/>`).join('')}</clipPath>`);
    return `<g clip-path="url(#${id})">${content}</g>`;
  };

  const parts: string[] = [];
  const back: string[] = []; // drawn behind the figure
  const front: string[] = []; // drawn over the figure
  
  // A gentle modelling light on the face and shoulders (no features: only tone).
  const modelling = `<ellipse cx="${X(0.56)}" cy="${Y(0.42)}" rx="${L(0.07)}" ry="${L(0.11)}" fill="${palette.bronzeLight}" opacity="0.18" filter="url(#pt-shadow)"/><ellipse cx="${X(0.7)}" cy="${Y(0.8)}" rx="${L(0.1)}" ry="${L(0.04)}" fill="${palette.bronzeLight}" opacity="0.16" filter="url(#pt-shadow)"/>`;
  const figure = () => lit([BODY], skin, 0.013, modelling) + lit([FACE], skin, 0.012, modelling);

  const earring = (x: number, y: number, size: number) =>
    `<path d="${sp(`M ${x} ${y} L ${x} ${y + size * 0.9}`)}" stroke="${gold}" stroke-width="${L(0.0022)}"/><circle cx="${X(x)}" cy="${Y(y + size * 0.9 + size * 0.55)}" r="${L(size * 0.55)}" fill="none" stroke="${gold}" stroke-width="${L(0.003)}"/><circle cx="${X(x)}" cy="${Y(y + size * 0.9 + size * 1.1)}" r="${L(size * 0.14)}" fill="${palette.goldLight}"/>`;

  if (style === 'coils') {
    // A voluminous crown: an irregular cloud of curl clusters, then many small seeded spirals.
    const cx = 0.5;
    const cy = 0.335;
    const rx = 0.285;
    const ry = 0.25;
    const blobs: string[] = [ellipsePath(cx, cy + 0.01, rx * 0.9, ry * 0.88)];
    const n = 70;
    for (let k = 0; k < n; k += 1) {
      const a = (k / n) * Math.PI * 2 + rng.range(-0.05, 0.05);
      const br = rng.range(0.022, 0.045);
      const reach = rng.range(0.9, 1.0);
      blobs.push(circlePath(cx + Math.cos(a) * (rx * reach - br * 0.6), cy + Math.sin(a) * (ry * reach - br * 0.6), br));
    }
    const spirals = (count: number, inside: (x: number, y: number) => number, box: readonly [number, number, number, number], scale: number) => {
      const dark: string[] = [];
      const mid: string[] = [];
      const bright: string[] = [];
      let placed = 0;
      let tries = 0;
      while (placed < count && tries < count * 12) {
        tries += 1;
        const px = rng.range(box[0], box[2]);
        const py = rng.range(box[1], box[3]);
        const e = inside(px, py);
        if (e > 1) continue;
        placed += 1;
        const rad = rng.range(0.006, 0.012) * scale;
        const turns = rng.range(1.2, 1.9);
        const rot = rng.range(0, Math.PI * 2);
        const pts: string[] = [];
        for (let i = 0; i <= 14; i += 1) {
          const t = i / 14;
          const th = rot + t * turns * Math.PI * 2;
          const rr = rad * (0.25 + 0.75 * t);
          pts.push(`${i ? 'L' : 'M'} ${r(px + Math.cos(th) * rr, 4)} ${r(py + Math.sin(th) * rr * 0.9, 4)}`);
        }
        const light = (px - cx) * 1.5 - (py - cy) * 1.3 + e * 0.25 + rng.range(-0.12, 0.12);
        (light > 0.32 ? bright : light > 0.02 ? mid : dark).push(pts.join(' '));
      }
      const stroke = (d: string[], c: string, o: number, w: number) => `<path d="${sp(d.join(' '))}" fill="none" stroke="${c}" stroke-width="${L(w)}" stroke-linecap="round" opacity="${o}"/>`;
      return stroke(dark, palette.espresso, 0.55, 0.003) + stroke(dark, palette.mahogany, 0.7, 0.0018) + stroke(mid, palette.bronze, 0.5, 0.002) + stroke(bright, palette.bronzeLight, 0.55, 0.002) + stroke(bright.filter((_, i) => i % 3 === 0), palette.gold, 0.45, 0.0016);
    };
    const texture = spirals(1100, (x, y) => ((x - cx) / (rx + 0.03)) ** 2 + ((y - cy) / (ry + 0.03)) ** 2, [cx - rx - 0.04, cy - ry - 0.04, cx + rx + 0.04, cy + ry + 0.04], 1);
    back.push(lit(blobs, hair, 0.012, texture));
    // the hairline: a soft edge of small curl clusters over the forehead, clipped to the face
    const fringe: string[] = ['M 0.37 0.3 L 0.63 0.3 L 0.63 0.4 C 0.58 0.37 0.42 0.37 0.37 0.4 Z'];
    for (let k = 0; k <= 14; k += 1) {
      const t = k / 14;
      const x = 0.385 + t * 0.23;
      const y = 0.405 - Math.sin(t * Math.PI) * 0.035;
      fringe.push(circlePath(x + rng.range(-0.004, 0.004), y + rng.range(-0.004, 0.004), rng.range(0.011, 0.016)));
    }
    const fringeTex = spirals(90, (x, y) => (y < 0.425 - Math.sin(((x - 0.385) / 0.23) * Math.PI) * 0.035 ? 0 : 2), [0.38, 0.33, 0.62, 0.43], 0.85);
    front.push(clipTo([FACE], lit(fringe, hair, 0.012, fringeTex)));
  }

  if (style === 'braids' || style === 'locs') {
    const isLocs = style === 'locs';
    const cap = 'M 0.383 0.47 C 0.37 0.35 0.43 0.295 0.5 0.295 C 0.57 0.295 0.63 0.35 0.617 0.47 C 0.605 0.4 0.57 0.37 0.5 0.368 C 0.43 0.37 0.395 0.4 0.383 0.47 Z';
    const strands: { pts: [number, number][]; side: number }[] = [];
    const count = isLocs ? 11 : 15;
    for (const side of [-1, 1]) {
      for (let k = 0; k < count; k += 1) {
        const f = k / (count - 1);
        // start along the cap from crown to temple
        const a = Math.PI * (0.5 + side * (0.12 + f * 0.36));
        const sx = 0.5 - Math.cos(a) * 0.118;
        const sy = 0.45 - Math.sin(a) * 0.15;
        const spread = side * (0.1 + f * 0.14 + rng.range(-0.01, 0.01));
        const len = rng.range(0.5, 0.56) - f * 0.05;
        const pts: [number, number][] = [];
        for (let i = 0; i <= 40; i += 1) {
          const t = i / 40;
          const bulge = Math.sin(Math.min(1, t * 1.6) * Math.PI * 0.5);
          const x = sx + spread * bulge * 0.75 + side * t * 0.02 + Math.sin(t * 5 + k) * 0.004;
          const y = sy + t * len;
          pts.push([x, y]);
        }
        strands.push({ pts, side });
      }
    }
    // strands behind the shoulders first (outer ones), then those falling in front
    const strandSvg = (pts: [number, number][], side: number, k: number) => {
      const w = isLocs ? 0.0155 : 0.0125;
      const d = sp(pts.map(([x, y], i) => `${i ? 'L' : 'M'} ${r(x, 4)} ${r(y, 4)}`).join(' '));
      const lightAmt = side > 0 ? 0.75 : 0.3;
      let out = `<path d="${d}" fill="none" stroke="${palette.espresso}" stroke-width="${L(w + 0.004)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.55"/>`;
      out += `<path d="${d}" fill="none" stroke="${hair}" stroke-width="${L(w)}" stroke-linecap="round" stroke-linejoin="round"/>`;
      if (isLocs) {
        out += `<path d="${d}" fill="none" stroke="${palette.umber}" stroke-width="${L(w * 0.8)}" stroke-dasharray="${L(0.004)} ${L(0.007)}" opacity="0.7"/>`;
        const hd = sp(pts.map(([x, y], i) => `${i ? 'L' : 'M'} ${r(x + w * 0.28, 4)} ${r(y, 4)}`).join(' '));
        out += `<path d="${hd}" fill="none" stroke="${palette.bronzeLight}" stroke-width="${L(w * 0.22)}" stroke-linecap="round" opacity="${r(lightAmt * 0.55, 2)}"/>`;
      } else {
        // braid links: alternating slanted strokes along the strand
        const links: string[] = [];
        for (let i = 1; i < pts.length - 1; i += 1) {
          const [x0, y0] = pts[i - 1] as [number, number];
          const [x1, y1] = pts[i + 1] as [number, number];
          const [x, y] = pts[i] as [number, number];
          const tx = x1 - x0;
          const ty = y1 - y0;
          const tl = Math.hypot(tx, ty);
          const nx = -ty / tl;
          const ny = tx / tl;
          const dir = i % 2 ? 1 : -1;
          const hw = w * 0.42;
          links.push(`M ${r(x - nx * hw, 4)} ${r(y - ny * hw - dir * 0.004, 4)} Q ${r(x + (tx / tl) * 0.002, 4)} ${r(y + (dir * 0.002), 4)} ${r(x + nx * hw, 4)} ${r(y + ny * hw + dir * 0.004, 4)}`);
        }
        out += `<path d="${sp(links.join(' '))}" fill="none" stroke="${palette.bronzeLight}" stroke-width="${L(0.0018)}" stroke-linecap="round" opacity="${r(lightAmt * 0.7, 2)}"/>`;
        out += `<path d="${sp(links.join(' '))}" fill="none" stroke="${palette.espresso}" stroke-width="${L(0.0016)}" transform="translate(0 ${L(0.003)})" opacity="0.6"/>`;
      }
      if (side > 0) out += `<path d="${sp(pts.map(([x, y], i) => `${i ? 'L' : 'M'} ${r(x + w * 0.46, 4)} ${r(y, 4)}`).join(' '))}" fill="none" stroke="${palette.gold}" stroke-width="${L(0.0016)}" opacity="${r(0.25 + 0.35 * (k % 3 === 0 ? 1 : 0.4), 2)}"/>`;
      return out;
    };
    const behind: string[] = [];
    const over: string[] = [];
    strands.forEach(({ pts, side }, k) => {
      const idx = k % count;
      (idx > count * 0.55 ? behind : over).push(strandSvg(pts, side, idx));
    });
    back.push(behind.join(''));
    front.push(lit([cap], hair, 0.012, capTexture(cap)));
    front.push(over.join(''));
    if (isLocs) {
      // a few gold cuffs
      for (let k = 0; k < 5; k += 1) {
        const s = strands[(k * 5 + 2) % strands.length];
        if (!s) continue;
        const p = s.pts[Math.floor(22 + k * 3)] as [number, number];
        front.push(`<rect x="${X(p[0] - 0.011)}" y="${Y(p[1] - 0.006)}" width="${L(0.022)}" height="${L(0.012)}" rx="${L(0.004)}" fill="${gold}"/>`);
      }
    }
  }

  function capTexture(cap: string) {
    const lines: string[] = [];
    for (let k = 0; k < 12; k += 1) {
      const f = k / 11;
      const x = 0.4 + f * 0.2;
      lines.push(`M ${r(x, 4)} 0.375 Q ${r(0.5 + (x - 0.5) * 1.3, 4)} 0.33 ${r(0.5 + (x - 0.5) * 0.6, 4)} 0.3`);
    }
    return `<path d="${sp(lines.join(' '))}" fill="none" stroke="${palette.bronze}" stroke-width="${L(0.0016)}" opacity="0.45"/>${cap ? '' : ''}`;
  }

  if (style === 'bun') {
    const cap = 'M 0.387 0.46 C 0.377 0.35 0.43 0.3 0.5 0.3 C 0.57 0.3 0.623 0.35 0.613 0.46 C 0.603 0.4 0.57 0.372 0.5 0.37 C 0.43 0.372 0.397 0.4 0.387 0.46 Z';
    const bun = circlePath(0.5, 0.215, 0.085);
    const sweep: string[] = [];
    for (let k = 0; k < 16; k += 1) {
      const f = k / 15;
      const x = 0.39 + f * 0.22;
      sweep.push(`M ${r(x, 4)} ${r(0.45 - Math.sin(f * Math.PI) * 0.075, 4)} C ${r(0.5 + (x - 0.5) * 1.15, 4)} 0.36 ${r(0.5 + (x - 0.5) * 0.9, 4)} 0.31 ${r(0.5 + (x - 0.5) * 0.3, 4)} 0.292`);
    }
    const swirl: string[] = [];
    for (let k = 0; k < 5; k += 1) {
      const pts: string[] = [];
      for (let i = 0; i <= 40; i += 1) {
        const t = i / 40;
        const th = k * 1.25 + t * Math.PI * 1.3;
        const rr = 0.082 * (0.25 + 0.75 * t);
        pts.push(`${i ? 'L' : 'M'} ${r(0.5 + Math.cos(th) * rr, 4)} ${r(0.215 + Math.sin(th) * rr * 0.92, 4)}`);
      }
      swirl.push(pts.join(' '));
    }
    const tex = (d: string[], o: number) => `<path d="${sp(d.join(' '))}" fill="none" stroke="${palette.bronzeLight}" stroke-width="${L(0.0022)}" stroke-linecap="round" opacity="${o}"/>`;
    back.push(lit([bun], hair, 0.012, tex(swirl, 0.4)));
    front.push(lit([cap], hair, 0.012, tex(sweep, 0.2)));
    front.push(`<path d="${sp('M 0.455 0.292 C 0.47 0.305 0.53 0.305 0.545 0.292')}" fill="none" stroke="${gold}" stroke-width="${L(0.009)}" stroke-linecap="round"/>`);
    front.push(earring(0.604, 0.49, 0.02));
  }

  if (style === 'wrap') {
    // A sculptural wrap: a tall volume leaning back, soft folds wrapping round it, a front twist.
    const volume = 'M 0.375 0.44 C 0.3 0.33 0.3 0.14 0.46 0.085 C 0.62 0.035 0.74 0.16 0.675 0.3 C 0.655 0.36 0.64 0.4 0.628 0.44 C 0.58 0.39 0.42 0.39 0.375 0.44 Z';
    const fabric = grad('pt-fabric', 0.72, 0.1, 0.34, 0.46, [[0, palette.rose], [0.4, palette.clay], [0.8, palette.roseDeep], [1, palette.mahogany]]);
    const folds: string[] = [];
    for (let k = 0; k < 7; k += 1) {
      const y0 = 0.47 - k * 0.058 + rng.range(-0.006, 0.006);
      const sag = 0.05 + k * 0.004;
      const rise = 0.16 + rng.range(-0.015, 0.015);
      const x0 = 0.27;
      const x1 = 0.76;
      const line = `M ${x0} ${r(y0, 4)} C 0.42 ${r(y0 + sag - rise * 0.3, 4)} 0.6 ${r(y0 + sag * 0.4 - rise * 0.75, 4)} ${x1} ${r(y0 - rise, 4)}`;
      folds.push(line);
    }
    const foldSvg = folds
      .map((d) => `<path d="${sp(d)}" fill="none" stroke="${palette.mahogany}" stroke-width="${L(0.03)}" opacity="0.4" filter="url(#pt-glow)" transform="translate(0 ${L(0.018)})"/><path d="${sp(d)}" fill="none" stroke="${palette.rose}" stroke-width="${L(0.014)}" opacity="0.35" filter="url(#pt-soft)"/><path d="${sp(d)}" fill="none" stroke="${palette.goldLight}" stroke-width="${L(0.0018)}" opacity="0.5"/>`)
      .join('');
    const twistB = 'M 0.612 0.452 C 0.585 0.37 0.5 0.3 0.4 0.255 L 0.383 0.3 C 0.46 0.335 0.52 0.39 0.545 0.458 Z';
    const twistA = 'M 0.388 0.452 C 0.415 0.37 0.5 0.3 0.6 0.245 L 0.625 0.29 C 0.545 0.335 0.48 0.39 0.455 0.458 Z';
    const crease = (d: string) => `<path d="${sp(d)}" fill="none" stroke="${palette.goldLight}" stroke-width="${L(0.0018)}" opacity="0.45"/>`;
    back.push(lit([volume], fabric, 0.014, foldSvg));
    front.push(clipTo([FACE], `<path d="${sp('M 0.36 0.3 L 0.64 0.3 L 0.64 0.45 C 0.58 0.4 0.42 0.4 0.36 0.45 Z')}" fill="${palette.roseDeep}"/>`));
    front.push(lit([twistB], fabric, 0.01, crease('M 0.57 0.43 C 0.54 0.37 0.48 0.32 0.41 0.285')));
    front.push(lit([twistA], fabric, 0.01, crease('M 0.43 0.43 C 0.46 0.37 0.52 0.32 0.6 0.27')));
    front.push(earring(0.605, 0.5, 0.024));
  }

  const glow = `<ellipse cx="${X(0.6)}" cy="${Y(0.32)}" rx="${L(0.34)}" ry="${L(0.34)}" fill="${tone === 'dark' ? palette.gold : palette.goldLight}" opacity="${tone === 'dark' ? 0.1 : 0.22}" filter="url(#pt-glow)"/>`;
  parts.push(glow, ...back, figure(), ...front);

  return compose(
    canvas,
    studio(canvas, tone, { x: 0.7, y: 0.22 }),
    layer(parts.join(''), defs.join('')),
    vignette(canvas, tone === 'dark' ? 0.5 : 0.14),
    grain(canvas, seed, tone === 'dark' ? 0.11 : 0.08),
  );
};

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M ${r(cx - rx, 4)} ${r(cy, 4)} C ${r(cx - rx, 4)} ${r(cy - ry * 0.5523, 4)} ${r(cx - rx * 0.5523, 4)} ${r(cy - ry, 4)} ${r(cx, 4)} ${r(cy - ry, 4)} C ${r(cx + rx * 0.5523, 4)} ${r(cy - ry, 4)} ${r(cx + rx, 4)} ${r(cy - ry * 0.5523, 4)} ${r(cx + rx, 4)} ${r(cy, 4)} C ${r(cx + rx, 4)} ${r(cy + ry * 0.5523, 4)} ${r(cx + rx * 0.5523, 4)} ${r(cy + ry, 4)} ${r(cx, 4)} ${r(cy + ry, 4)} C ${r(cx - rx * 0.5523, 4)} ${r(cy + ry, 4)} ${r(cx - rx, 4)} ${r(cy + ry * 0.5523, 4)} ${r(cx - rx, 4)} ${r(cy, 4)} Z`;
}

function circlePath(cx: number, cy: number, rad: number): string {
  const k = 0.5523 * rad;
  return `M ${r(cx - rad, 4)} ${r(cy, 4)} C ${r(cx - rad, 4)} ${r(cy - k, 4)} ${r(cx - k, 4)} ${r(cy - rad, 4)} ${r(cx, 4)} ${r(cy - rad, 4)} C ${r(cx + k, 4)} ${r(cy - rad, 4)} ${r(cx + rad, 4)} ${r(cy - k, 4)} ${r(cx + rad, 4)} ${r(cy, 4)} C ${r(cx + rad, 4)} ${r(cy + k, 4)} ${r(cx + k, 4)} ${r(cy + rad, 4)} ${r(cx, 4)} ${r(cy + rad, 4)} C ${r(cx - k, 4)} ${r(cy + rad, 4)} ${r(cx - rad, 4)} ${r(cy + k, 4)} ${r(cx - rad, 4)} ${r(cy, 4)} Z`;
}

