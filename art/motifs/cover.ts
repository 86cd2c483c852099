/**
 * Cover: calm editorial images for press articles, one focal point and generous negative space.
 * params: theme (global | domains | gloss | shades), tone (dark | light; by default dark, and
 * light for `shades` so the deepest stones read).
 */
import type { Motif } from '../pipeline/types';
import { createRandom } from '../pipeline/random';
import { compose, goldMetal, grain, layer, palette, r, studio, vignette, type Tone } from './kit';

type Theme = 'global' | 'domains' | 'gloss' | 'shades';
const themes: readonly Theme[] = ['global', 'domains', 'gloss', 'shades'];

// The nine salon cities: [latitude, longitude].
const cities: readonly (readonly [number, number])[] = [
  [34.05, -118.24], // Los Angeles
  [29.76, -95.37], // Houston
  [33.75, -84.39], // Atlanta
  [40.71, -74.0], // New York
  [43.65, -79.38], // Toronto
  [46.81, -71.21], // Québec City
  [51.5, -0.12], // London
  [48.86, 2.35], // Paris
  [45.46, 9.19], // Milan
];

export const cover: Motif = ({ width, height, seed, params }) => {
  const theme: Theme = themes.includes(params.theme as Theme) ? (params.theme as Theme) : 'global';
  const tone: Tone = params.tone === 'light' || params.tone === 'dark' ? params.tone : theme === 'shades' ? 'light' : 'dark';
  const rng = createRandom(seed);
  const canvas = { width, height };
  const M = Math.min(width, height);
  const defs: string[] = [];
  const body: string[] = [];
  const ink = tone === 'dark' ? palette.gold : palette.goldDeep;
  defs.push(`<filter id="cv-blur-s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r(M * 0.004)}"/></filter>`);
  defs.push(`<filter id="cv-blur-m" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r(M * 0.015)}"/></filter>`);
  defs.push(`<filter id="cv-blur-l" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r(M * 0.04)}"/></filter>`);

  if (theme === 'global') {
    const cx = width * 0.56;
    const cy = height * 0.52;
    const R = M * 0.38;
    const lat0 = (40 * Math.PI) / 180;
    const lon0 = -48;
    const project = (lat: number, lon: number) => {
      const la = (lat * Math.PI) / 180;
      const lo = ((lon - lon0) * Math.PI) / 180;
      const x = Math.cos(la) * Math.sin(lo);
      const y = Math.cos(lat0) * Math.sin(la) - Math.sin(lat0) * Math.cos(la) * Math.cos(lo);
      const z = Math.sin(lat0) * Math.sin(la) + Math.cos(lat0) * Math.cos(la) * Math.cos(lo);
      return { x: cx + x * R, y: cy - y * R, z };
    };
    const curve = (pts: { x: number; y: number; z: number }[]) => {
      let d = '';
      let on = false;
      for (const p of pts) {
        if (p.z > 0.02) {
          d += `${on ? 'L' : 'M'} ${r(p.x)} ${r(p.y)} `;
          on = true;
        } else on = false;
      }
      return d;
    };
    defs.push(`<radialGradient id="cv-sphere" cx="0.66" cy="0.32" r="0.75"><stop offset="0" stop-color="${tone === 'dark' ? palette.umberLight : '#fbf6ee'}" stop-opacity="0.9"/><stop offset="0.7" stop-color="${tone === 'dark' ? palette.umber : palette.ivory}" stop-opacity="0.6"/><stop offset="1" stop-color="${tone === 'dark' ? palette.espresso : palette.ivoryDeep}" stop-opacity="0.8"/></radialGradient>`);
    body.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(R)}" fill="url(#cv-sphere)"/>`);
    const grid: string[] = [];
    for (let lon = -180; lon < 180; lon += 20) {
      const pts = [];
      for (let lat = -90; lat <= 90; lat += 3) pts.push(project(lat, lon));
      grid.push(curve(pts));
    }
    for (let lat = -60; lat <= 75; lat += 15) {
      const pts = [];
      for (let lon = -180; lon <= 180; lon += 3) pts.push(project(lat, lon));
      grid.push(curve(pts));
    }
    body.push(`<path d="${grid.join(' ')}" fill="none" stroke="${ink}" stroke-width="${r(M * 0.0011)}" opacity="0.28"/>`);
    body.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(R)}" fill="none" stroke="${ink}" stroke-width="${r(M * 0.0022)}" opacity="0.7"/>`);
    body.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(R * 1.12)}" fill="none" stroke="${ink}" stroke-width="${r(M * 0.0009)}" opacity="0.25" stroke-dasharray="${r(M * 0.002)} ${r(M * 0.008)}"/>`);
    const pts = cities.map(([la, lo]) => project(la, lo));
    const links: [number, number][] = [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [3, 6], [6, 7], [7, 8], [5, 6], [0, 3]];
    const arcs = links
      .map(([a, b]) => {
        const p = pts[a] as { x: number; y: number };
        const q = pts[b] as { x: number; y: number };
        const mx = (p.x + q.x) / 2;
        const my = (p.y + q.y) / 2;
        const dist = Math.hypot(q.x - p.x, q.y - p.y);
        const ox = mx - cx;
        const oy = my - cy;
        const ol = Math.hypot(ox, oy) || 1;
        const lift = dist * 0.35;
        return `M ${r(p.x)} ${r(p.y)} Q ${r(mx + (ox / ol) * lift * 0.4)} ${r(my + (oy / ol) * lift * 0.4 - lift)} ${r(q.x)} ${r(q.y)}`;
      })
      .join(' ');
    body.push(`<path d="${arcs}" fill="none" stroke="${palette.goldLight}" stroke-width="${r(M * 0.0024)}" opacity="0.35" filter="url(#cv-blur-s)"/>`);
    body.push(`<path d="${arcs}" fill="none" stroke="${ink}" stroke-width="${r(M * 0.0014)}" opacity="0.9"/>`);
    for (const p of pts) {
      body.push(`<circle cx="${r(p.x)}" cy="${r(p.y)}" r="${r(M * 0.016)}" fill="${palette.gold}" opacity="0.35" filter="url(#cv-blur-s)"/>`);
      body.push(`<circle cx="${r(p.x)}" cy="${r(p.y)}" r="${r(M * 0.0062)}" fill="${palette.goldLight}"/>`);
      body.push(`<circle cx="${r(p.x)}" cy="${r(p.y)}" r="${r(M * 0.011)}" fill="none" stroke="${ink}" stroke-width="${r(M * 0.0009)}" opacity="0.7"/>`);
    }
  }

  if (theme === 'domains') {
    const R = M * 0.15;
    const cy = height * 0.5;
    const sw = R * 0.14;
    defs.push(goldMetal('cv-gold', 35));
    const ring = (cx: number, cy: number) =>
      `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(R)}" fill="none" stroke="${palette.espresso}" stroke-width="${r(sw * 1.25)}" opacity="0.75"/>` +
      `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(R)}" fill="none" stroke="url(#cv-gold)" stroke-width="${r(sw)}"/>` +
      `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(R - sw * 0.28)}" fill="none" stroke="${palette.goldLight}" stroke-width="${r(sw * 0.12)}" opacity="0.55"/>` +
      `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(R + sw * 0.34)}" fill="none" stroke="${palette.goldDeep}" stroke-width="${r(sw * 0.1)}" opacity="0.7"/>`;
    body.push(`<circle cx="${r(width / 2 + R * 0.2)}" cy="${r(cy - R * 0.1)}" r="${r(R * 1.9)}" fill="${palette.gold}" opacity="0.07" filter="url(#cv-blur-l)"/>`);
    const d = R * 0.56;
    const centres: [number, number][] = [[width / 2 - d, cy - d], [width / 2 + d, cy - d], [width / 2 + d, cy + d], [width / 2 - d, cy + d]];
    for (const [x, y] of centres) body.push(ring(x, y));
    // interlock: each ring passes over the next one at one of their two crossings
    centres.forEach(([ax, ay], i) => {
      const [bx, by] = centres[(i + 1) % 4] as [number, number];
      const mx = (ax + bx) / 2;
      const my = (ay + by) / 2;
      const half = Math.hypot(bx - ax, by - ay) / 2;
      const h = Math.sqrt(R * R - half * half);
      const nx = -(by - ay) / (2 * half);
      const ny = (bx - ax) / (2 * half);
      const px = mx + nx * h;
      const py = my + ny * h;
      defs.push(`<clipPath id="cv-over-${i}"><circle cx="${r(px)}" cy="${r(py)}" r="${r(sw * 1.7)}"/></clipPath>`);
      body.push(`<g clip-path="url(#cv-over-${i})">${ring(ax, ay)}</g>`);
    });
    // a few soft glints
    for (let i = 0; i < 4; i += 1) {
      const a = -0.9 + rng.range(-0.15, 0.15);
      const [ccx, ccy] = [width / 2 + (i === 1 || i === 2 ? 1 : -1) * R * 0.56, cy + (i >= 2 ? 1 : -1) * R * 0.56];
      const gx = ccx + Math.cos(a) * R;
      const gy = ccy + Math.sin(a) * R;
      body.push(`<circle cx="${r(gx)}" cy="${r(gy)}" r="${r(sw * 0.9)}" fill="#ffffff" opacity="0.22" filter="url(#cv-blur-s)"/>`);
    }
  }

  if (theme === 'gloss') {
    // A wand laid on a diagonal, its doe-foot applicator loaded, one glossy drip falling.
    const tipX = width * 0.47;
    const tipY = height * 0.4;
    const ang = -28;
    const len = Math.hypot(width, height) * 0.55;
    const rodW = M * 0.026;
    defs.push(goldMetal('cv-rod', 90));
    defs.push(`<linearGradient id="cv-gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.rose}"/><stop offset="0.5" stop-color="${palette.roseDeep}"/><stop offset="1" stop-color="${palette.roseDeep}"/></linearGradient>`);
    defs.push(`<linearGradient id="cv-drip" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.roseDeep}"/><stop offset="0.45" stop-color="${palette.rose}"/><stop offset="0.72" stop-color="${palette.roseDeep}"/><stop offset="0.88" stop-color="${palette.rose}"/><stop offset="1" stop-color="${palette.roseDeep}"/></linearGradient>`);
    const u = M * 0.014;
    // wand in its own frame: x along the rod from the tip (0) to the right
    const wand =
      `<rect x="${r(u * 5)}" y="${r(-rodW / 2)}" width="${r(len)}" height="${r(rodW)}" rx="${r(rodW / 2)}" fill="url(#cv-rod)"/>` +
      `<rect x="${r(u * 5)}" y="${r(-rodW * 0.32)}" width="${r(len)}" height="${r(rodW * 0.12)}" fill="${palette.goldLight}" opacity="0.55"/>` +
      `<g transform="scale(1 0.72)"><path d="M ${r(u * 7)} ${r(-u * 1.6)} C ${r(u * 2)} ${r(-u * 3.4)} ${r(-u * 6)} ${r(-u * 3.6)} ${r(-u * 8.5)} ${r(-u * 0.8)} C ${r(-u * 9.6)} ${r(u * 1.2)} ${r(-u * 6)} ${r(u * 3.6)} ${r(u * 1)} ${r(u * 3.2)} L ${r(u * 7)} ${r(u * 1.6)} Z" fill="url(#cv-gloss)"/>` +
      `<path d="M ${r(u * 4)} ${r(-u * 2.2)} C ${r(u * 0)} ${r(-u * 3)} ${r(-u * 5)} ${r(-u * 2.9)} ${r(-u * 7)} ${r(-u * 1.2)}" fill="none" stroke="#ffffff" stroke-width="${r(u * 0.55)}" stroke-linecap="round" opacity="0.6"/>` +
      `<ellipse cx="${r(-u * 3)}" cy="${r(-u * 1.6)}" rx="${r(u * 1.4)}" ry="${r(u * 0.5)}" fill="#ffffff" opacity="0.75"/></g>`;
    body.push(`<ellipse cx="${r(tipX + len * 0.3)}" cy="${r(tipY + len * 0.05)}" rx="${r(len * 0.4)}" ry="${r(M * 0.03)}" transform="rotate(${ang} ${r(tipX + len * 0.3)} ${r(tipY + len * 0.05)})" fill="${palette.espresso}" opacity="0.25" filter="url(#cv-blur-l)"/>`);
    // the drip: from under the applicator down to a rounded drop, and a small pool below
    const dx = tipX - u * 2;
    const dy0 = tipY + u * 2.4;
    const dropY = height * 0.7;
    const dropR = u * 2.6;
    const drip = `M ${r(dx - u * 3.2)} ${r(dy0)} C ${r(dx - u * 1.2)} ${r(dy0 + u * 4)} ${r(dx - u * 0.9)} ${r(dropY - dropR * 3)} ${r(dx - dropR)} ${r(dropY)} A ${r(dropR)} ${r(dropR)} 0 1 0 ${r(dx + dropR)} ${r(dropY)} C ${r(dx + u * 0.9)} ${r(dropY - dropR * 3)} ${r(dx + u * 1.6)} ${r(dy0 + u * 3)} ${r(dx + u * 3.6)} ${r(dy0 - u * 0.6)} Z`;
    body.push(`<path d="${drip}" fill="url(#cv-drip)"/>`);
    body.push(`<path d="M ${r(dx + u * 0.55)} ${r(dy0 + u * 6)} C ${r(dx + u * 0.5)} ${r(dropY - dropR * 3)} ${r(dx + u * 0.9)} ${r(dropY - dropR * 1.5)} ${r(dx + dropR * 0.55)} ${r(dropY - dropR * 0.2)}" fill="none" stroke="#ffffff" stroke-width="${r(u * 0.35)}" stroke-linecap="round" opacity="0.55"/>`);
    body.push(`<ellipse cx="${r(dx + dropR * 0.35)}" cy="${r(dropY - dropR * 0.2)}" rx="${r(dropR * 0.28)}" ry="${r(dropR * 0.45)}" fill="#ffffff" opacity="0.7"/>`);
    const poolY = height * 0.82;
    body.push(`<ellipse cx="${r(dx)}" cy="${r(poolY)}" rx="${r(u * 9)}" ry="${r(u * 1.7)}" fill="url(#cv-drip)" opacity="0.95"/>`);
    body.push(`<ellipse cx="${r(dx + u * 2)}" cy="${r(poolY - u * 0.6)}" rx="${r(u * 3.5)}" ry="${r(u * 0.35)}" fill="#ffffff" opacity="0.45"/>`);
    body.push(`<ellipse cx="${r(dx)}" cy="${r(poolY + u * 1.2)}" rx="${r(u * 11)}" ry="${r(u * 1.2)}" fill="${palette.espresso}" opacity="0.4" filter="url(#cv-blur-s)"/>`);
    body.push(`<g transform="translate(${r(tipX)} ${r(tipY)}) rotate(${ang})">${wand}</g>`);
  }

  if (theme === 'shades') {
    const tones = [palette.umber, palette.umberLight, palette.mahogany, palette.roseDeep, palette.bronze, palette.clay, palette.bronzeLight];
    const n = tones.length;
    const arcR = Math.min(width * 0.4, height * 0.9);
    const acx = width / 2;
    const acy = height * 0.36 + arcR;
    const stoneR = Math.min(M * 0.095, (arcR * 1.7) / n / 2);
    tones.forEach((color, i) => {
      const a = ((-50 + (100 * i) / (n - 1)) * Math.PI) / 180;
      const x = acx + Math.sin(a) * arcR;
      const y = acy - Math.cos(a) * arcR * 0.55 - arcR * 0.45 + Math.abs(Math.sin(a)) * 0;
      const rx = stoneR * rng.range(1.02, 1.16);
      const ry = stoneR * rng.range(0.7, 0.8);
      const rot = rng.range(-12, 12);
      const id = `cv-stone-${i}`;
      defs.push(`<radialGradient id="${id}" cx="0.62" cy="0.3" r="0.85"><stop offset="0" stop-color="${palette.shea}" stop-opacity="0.3"/><stop offset="0.3" stop-color="${color}" stop-opacity="1"/><stop offset="0.8" stop-color="${color}"/><stop offset="1" stop-color="${palette.espresso}" stop-opacity="0.9"/></radialGradient>`);
      body.push(`<ellipse cx="${r(x - rx * 0.25)}" cy="${r(y + ry * 0.85)}" rx="${r(rx * 1.05)}" ry="${r(ry * 0.35)}" fill="${palette.espresso}" opacity="${tone === 'dark' ? 0.6 : 0.28}" filter="url(#cv-blur-s)"/>`);
      const k = 0.5523;
      const bump = rng.range(0.9, 1.08);
      const stone = `M ${r(-rx)} 0 C ${r(-rx)} ${r(-ry * k * bump)} ${r(-rx * k)} ${r(-ry)} 0 ${r(-ry)} C ${r(rx * k * 1.1)} ${r(-ry)} ${r(rx)} ${r(-ry * k)} ${r(rx)} 0 C ${r(rx)} ${r(ry * k)} ${r(rx * k)} ${r(ry * 0.92)} 0 ${r(ry * 0.92)} C ${r(-rx * k * 1.1)} ${r(ry * 0.92)} ${r(-rx)} ${r(ry * k)} ${r(-rx)} 0 Z`;
      body.push(`<g transform="translate(${r(x)} ${r(y)}) rotate(${r(rot)})"><path d="${stone}" fill="url(#${id})"/><ellipse cx="${r(rx * 0.3)}" cy="${r(-ry * 0.55)}" rx="${r(rx * 0.42)}" ry="${r(ry * 0.16)}" fill="#ffffff" opacity="0.16" filter="url(#cv-blur-s)"/></g>`);
    });
    body.push(`<ellipse cx="${r(acx)}" cy="${r(height * 0.5 + stoneR)}" rx="${r(arcR * 0.95)}" ry="${r(stoneR * 0.8)}" fill="${palette.ivoryDeep}" opacity="${tone === 'dark' ? 0 : 0.5}" filter="url(#cv-blur-l)"/>`);
  }

  return compose(
    canvas,
    studio(canvas, tone, { x: 0.7, y: 0.25 }),
    layer(body.join(''), defs.join('')),
    vignette(canvas, tone === 'dark' ? 0.5 : 0.12),
    grain(canvas, seed, tone === 'dark' ? 0.09 : 0.06),
  );
};
