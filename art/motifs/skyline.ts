/**
 * Skyline: one of the nine salon cities as fine gold line art (its landmarks plus a quiet
 * rooftop fabric) on the umber studio, with a soft horizon glow and a faint reflection.
 * params: city (paris-france | new-york-ny | milan-italy | london-uk | houston-tx | atlanta-ga |
 * quebec-city-qc | toronto-on | los-angeles-ca), tone (dark | light).
 */
import type { Motif } from '../pipeline/types';
import { createRandom } from '../pipeline/random';
import { compose, grain, layer, linearGradient, palette, r, radialGradient, studio, vignette, type Tone } from './kit';

type Rng = ReturnType<typeof createRandom>;

/** Draws in local units (y up, 0 = ground at the pen's origin) and writes canvas coordinates. */
class Pen {
  main: string[] = [];
  fine: string[] = [];
  occ: string[] = [];
  constructor(
    public ox: number,
    public oy: number,
    public u: number,
  ) {}
  at(ox: number, base = 0, scale = 1): Pen {
    const pen = new Pen(this.ox + ox * this.u, this.oy - base * this.u, this.u * scale);
    pen.main = this.main;
    pen.fine = this.fine;
    pen.occ = this.occ;
    return pen;
  }
  private map(d: string): string {
    const tokens = d.match(/[MLHVCQAZ]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
    const out: string[] = [];
    let cmd = 'M';
    let i = 0;
    const num = () => Number(tokens[i++]);
    const X = (x: number) => r(this.ox + x * this.u);
    const Y = (y: number) => r(this.oy - y * this.u);
    while (i < tokens.length) {
      const tok = tokens[i] as string;
      if (/[A-Z]/.test(tok)) {
        cmd = tok;
        i += 1;
        out.push(cmd);
        if (cmd === 'Z') continue;
      }
      switch (cmd) {
        case 'M':
        case 'L':
          out.push(`${X(num())} ${Y(num())}`);
          break;
        case 'H':
          out.push(`${X(num())}`);
          break;
        case 'V':
          out.push(`${Y(num())}`);
          break;
        case 'Q':
          out.push(`${X(num())} ${Y(num())} ${X(num())} ${Y(num())}`);
          break;
        case 'C':
          out.push(`${X(num())} ${Y(num())} ${X(num())} ${Y(num())} ${X(num())} ${Y(num())}`);
          break;
        case 'A': {
          const rx = num() * this.u;
          const ry = num() * this.u;
          const rot = num();
          const large = num();
          const sweep = num();
          out.push(`${r(rx)} ${r(ry)} ${rot} ${large} ${sweep} ${X(num())} ${Y(num())}`);
          break;
        }
        default:
          i += 1;
      }
    }
    return out.join(' ');
  }
  d(path: string) {
    this.main.push(this.map(path));
    return this;
  }
  f(path: string) {
    this.fine.push(this.map(path));
    return this;
  }
  /** A silhouette that hides the background fabric behind a landmark. */
  o(path: string) {
    this.occ.push(this.map(path));
    return this;
  }
  poly(points: readonly (readonly [number, number])[], fine = false) {
    const d = points.map(([x, y], k) => `${k ? 'L' : 'M'} ${x} ${y}`).join(' ');
    return fine ? this.f(d) : this.d(d);
  }
  circle(cx: number, cy: number, rad: number, fine = false) {
    const d = `M ${cx - rad} ${cy} A ${rad} ${rad} 0 1 0 ${cx + rad} ${cy} A ${rad} ${rad} 0 1 0 ${cx - rad} ${cy}`;
    return fine ? this.f(d) : this.d(d);
  }
  /** A symmetric outline from half-widths: [[halfWidth, y], ...] bottom to top. */
  sym(profile: readonly (readonly [number, number])[], fine = false) {
    const left = profile.map(([w, y]) => [-w, y] as const);
    const right = [...profile].reverse().map(([w, y]) => [w, y] as const);
    return this.poly([...left, ...right], fine);
  }
  symOcc(profile: readonly (readonly [number, number])[]) {
    const left = profile.map(([w, y]) => `${-w} ${y}`);
    const right = [...profile].reverse().map(([w, y]) => `${w} ${y}`);
    return this.o(`M ${[...left, ...right].join(' L ')} Z`);
  }
}

/** A stepped profile: [halfWidth, from, to] tiers become [[w, y], ...]. */
const tiers = (list: readonly (readonly [number, number, number])[]) =>
  list.flatMap(([w, a, b]) => [[w, a], [w, b]] as const);

// ---------------------------------------------------------------- landmarks

function eiffel(p: Pen) {
  const w = (y: number) => 0.9 + 20 * Math.exp(-y / 24);
  const outer: [number, number][] = [];
  for (let y = 0; y <= 86; y += 2) outer.push([w(y), y]);
  p.sym(outer);
  p.symOcc([...outer, [0.6, 96]]);
  p.d('M -0.9 86 L -0.55 94 L 0 95 L 0.55 94 L 0.9 86').f('M 0 95 V 101');
  // platforms
  for (const [y, t] of [[19, 2.6], [40, 1.8], [84, 1.4]] as const) {
    const a = w(y) + 1.2;
    const b = w(y + t) + 1.0;
    p.d(`M ${-a} ${y} H ${a} M ${-b} ${y + t} H ${b}`).f(`M ${-a} ${y} L ${-b} ${y + t} M ${a} ${y} L ${b} ${y + t}`);
  }
  // arch and inner legs
  p.d('M -13.5 0 Q -9 9 -6.2 19 M 13.5 0 Q 9 9 6.2 19');
  p.f('M -12.6 2.6 C -8 15.5 8 15.5 12.6 2.6');
  p.f('M -4.8 21.6 L -2.2 40 M 4.8 21.6 L 2.2 40');
  // lattice
  const inner1 = (y: number) => 13.5 - (y / 19) * 7.3;
  for (let y = 0; y < 18; y += 4.5) {
    const y2 = y + 4.5;
    for (const s of [-1, 1]) p.f(`M ${s * w(y)} ${y} L ${s * inner1(y2)} ${y2} M ${s * inner1(y)} ${y} L ${s * w(y2)} ${y2}`);
  }
  const inner2 = (y: number) => 4.8 - ((y - 21.6) / 18.4) * 2.6;
  for (let y = 21.6; y < 39; y += 6.1) {
    const y2 = y + 6.1;
    for (const s of [-1, 1]) p.f(`M ${s * w(y)} ${y} L ${s * inner2(y2)} ${y2} M ${s * inner2(y)} ${y} L ${s * w(y2)} ${y2}`);
  }
  for (let y = 41.8; y < 83; y += 6.8) {
    const y2 = Math.min(84, y + 6.8);
    p.f(`M ${-w(y)} ${y} L ${w(y2)} ${y2} M ${w(y)} ${y} L ${-w(y2)} ${y2}`);
  }
}

function arcDeTriomphe(p: Pen) {
  const outline = 'M -8 0 V 17 H 8 V 0';
  p.d(outline).o('M -8 0 V 17 H 8 V 0 Z');
  p.d('M -3.4 0 V 8 A 3.4 3.4 0 0 1 3.4 8 V 0');
  p.f('M -8.6 12.6 H 8.6 M -8 14 H 8 M -8.4 17 H 8.4');
  p.f('M -6.9 0 V 6 H -4.5 V 0 M 6.9 0 V 6 H 4.5 V 0');
}

function sacreCoeur(p: Pen) {
  p.o('M -8 0 V 25 H 8 V 0 Z');
  p.d('M -7 0 V 9 H 7 V 0');
  p.d('M -2.8 9 V 13 Q -2.8 20 0 21.5 Q 2.8 20 2.8 13 V 9');
  p.d('M -0.6 21.5 V 24 H 0.6 V 21.5').f('M 0 24 V 26');
  for (const s of [-1, 1]) p.d(`M ${s * 5.6} 9 V 10.5 Q ${s * 5.6} 14 ${s * 4.5} 14.6 Q ${s * 3.4} 14 ${s * 3.4} 10.5`);
  p.f('M -2.8 13 H 2.8 M -1.4 9 V 13 M 1.4 9 V 13 M -3 0 V 5 Q 0 7 3 5 V 0');
}

function empireState(p: Pen) {
  const prof = tiers([[13, 0, 17], [10, 17, 60], [8, 60, 64], [6, 64, 70], [4.5, 70, 78], [2.6, 78, 83]]);
  const full = [...prof, [1.4, 87], [0.7, 87], [0.7, 92]] as const;
  p.sym(full).symOcc([...full, [0.3, 100]]);
  p.f('M 0 92 V 101');
  for (const x of [-7, -3.5, 0, 3.5, 7]) p.f(`M ${x} 17 V ${Math.abs(x) > 6 ? 60 : 64}`);
  for (const x of [-2.2, 0, 2.2]) p.f(`M ${x} 70 V 78`);
  p.f('M -13 5 H 13');
}

function chrysler(p: Pen) {
  const body = tiers([[9, 0, 14], [8, 14, 24], [6.8, 24, 58]]);
  p.poly([...body.map(([w, y]) => [-w, y] as const)]);
  p.poly([...body.map(([w, y]) => [w, y] as const)]);
  p.symOcc([...body, [6.8, 62], [1, 76], [0.2, 90]]);
  for (let i = 0; i < 5; i += 1) {
    const hw = 6.8 - i * 1.2;
    const yb = 58 + i * 4;
    const top = hw * 1.15;
    p.d(`M ${-hw} ${yb} C ${-hw} ${yb + top} ${hw} ${yb + top} ${hw} ${yb}`);
    if (i > 0) p.f(`M ${-hw} ${yb} V ${yb - 2.2} M ${hw} ${yb} V ${yb - 2.2}`);
    // sunburst windows
    for (let k = 1; k < 6; k += 1) {
      const a = Math.PI * (k / 6);
      const cx = -Math.cos(a) * hw * 0.78;
      const cy = yb + Math.sin(a) * hw * 0.62;
      p.f(`M ${r(cx, 3)} ${r(cy - 0.9, 3)} L ${r(cx * 0.92, 3)} ${r(cy + 0.3, 3)}`);
    }
  }
  p.d('M -1 76.5 L 0 91 L 1 76.5');
  for (const x of [-4.5, -1.5, 1.5, 4.5]) p.f(`M ${x} 24 V 58`);
}

function oneWtc(p: Pen) {
  p.d('M -7.5 0 V 16 L -3.8 78 H 3.8 L 7.5 16 V 0').o('M -7.5 0 V 16 L -3.8 79 H 3.8 L 7.5 16 V 0 Z');
  p.f('M -7.5 16 H 7.5 M -7.5 16 L 3.8 78 M 7.5 16 L -3.8 78 M 0 16 V 78');
  p.d('M -2.6 78 V 79.5 H 2.6 V 78').f('M 0 79.5 V 99');
}

function duomo(p: Pen) {
  const roof: [number, number][] = [[-20, 22], [-11.5, 26], [-4.2, 30.5], [0, 35], [4.2, 30.5], [11.5, 26], [20, 22]];
  p.d(`M -20 0 V 22 ${roof.map(([x, y]) => `L ${x} ${y}`).join(' ')} V 0`);
  p.o(`M -21 0 V 46 L -3 50 L 0 74 L 3 50 L 21 46 V 0 Z`);
  // pilasters with pinnacles
  for (const [x, y] of [[-19.3, 22.3], [-11.5, 26], [-4.2, 30.5], [4.2, 30.5], [11.5, 26], [19.3, 22.3]] as const) {
    p.f(`M ${x} 0 V ${y}`);
    p.d(`M ${x - 0.55} ${y} V ${y + 6} L ${x} ${y + 9.5} L ${x + 0.55} ${y + 6} V ${y}`);
    p.f(`M ${x} ${y + 9.5} V ${y + 11}`);
  }
  // portals
  for (const [x, hw, h] of [[0, 2.4, 10], [-7.8, 1.5, 7], [7.8, 1.5, 7], [-15.4, 1.3, 6], [15.4, 1.3, 6]] as const) {
    p.f(`M ${x - hw} 0 V ${h - hw} Q ${x - hw} ${h + hw * 0.4} ${x} ${h + hw * 0.7} Q ${x + hw} ${h + hw * 0.4} ${x + hw} ${h - hw} V 0`);
  }
  p.f('M -20 14.5 H 20');
  for (const x of [-7.8, 0, 7.8]) p.f(`M ${x - 0.9} 17 H ${x + 0.9} V 20 H ${x - 0.9} Z`);
  // forest of spires on the nave behind
  for (const [x, h] of [[-17, 37], [-14, 39.5], [-8.5, 41], [-6, 43.5], [6, 43.5], [8.5, 41], [14, 39.5], [17, 37]] as const) {
    const base = 24 + (20 - Math.abs(x)) * 0.35;
    p.f(`M ${x} ${base + 3} V ${h} M ${x - 0.4} ${h - 3} L ${x} ${h + 2} L ${x + 0.4} ${h - 3}`);
  }
  // tiburio and the Madonnina's spire
  p.d('M -3.6 35 V 44 L -2.6 47.5 H 2.6 L 3.6 44 V 35');
  p.f('M -3.6 40 H 3.6 M -1.2 35 V 47.5 M 1.2 35 V 47.5');
  p.d('M -1.9 47.5 L -0.5 66 L 0 69 L 0.5 66 L 1.9 47.5');
  p.f('M -1.2 53 H 1.2 M -0.9 59 H 0.9');
  p.d('M 0 69 L -0.5 70.5 L 0 72.8 L 0.5 70.5 Z');
  for (const x of [-5.3, 5.3]) p.f(`M ${x} 33 V 48 M ${x - 0.4} 45 L ${x} 50 L ${x + 0.4} 45`);
}

function galleria(p: Pen) {
  p.d('M -20 0 V 15 H 20 V 0').o('M -20 0 V 15 H -6 V 19 Q 0 30 6 19 V 15 H 20 V 0 Z');
  p.d('M -5 0 V 15').d('M 5 0 V 15');
  p.d('M -3 0 V 8 A 3 3 0 0 1 3 8 V 0');
  for (let x = -17.5; x < -6; x += 3.2) p.f(`M ${x} 4 V 8.5 Q ${x + 1} 10 ${x + 2} 8.5 V 4`);
  for (let x = 7.5; x < 19; x += 3.2) p.f(`M ${x} 4 V 8.5 Q ${x + 1} 10 ${x + 2} 8.5 V 4`);
  p.f('M -20 11.5 H 20');
  // glass dome
  p.d('M -6.5 15 V 18.5 H 6.5 V 15');
  p.d('M -6.2 18.5 C -6.2 25 -2.8 27.6 0 27.6 C 2.8 27.6 6.2 25 6.2 18.5');
  for (const k of [-0.6, -0.25, 0.25, 0.6]) p.f(`M ${6.2 * k} 18.5 Q ${6.2 * k * 0.9} 25.5 0 27.6`);
  p.f('M -5.4 22.5 Q 0 23.6 5.4 22.5');
  p.d('M -0.7 27.6 V 29.2 H 0.7 V 27.6');
}

function torreVelasca(p: Pen) {
  p.d('M -4.5 0 V 39 L -6.6 46 V 60 H 6.6 V 46 L 4.5 39 V 0').o('M -4.5 0 V 39 L -6.6 46 V 61 H 6.6 V 46 L 4.5 39 V 0 Z');
  p.f('M -6.6 46 H 6.6 M -4.5 39 H 4.5 M -2.2 0 V 39 M 2.2 0 V 39 M -3.3 39 L -3.3 46 M 3.3 39 L 3.3 46');
  p.f('M -2 60 V 62.5 H 2 V 60 M -6.6 53 H 6.6 M -4 46 V 60 M -1.3 46 V 60 M 1.3 46 V 60 M 4 46 V 60');
}

function unicredit(p: Pen) {
  p.d('M -6.5 0 V 60 Q -4 69 0 73 M 7 0 C 7 30 5 56 0 73').o('M -6.5 0 V 60 Q -4 69 0 74 C 5 56 7 30 7 0 Z');
  p.f('M 2.5 0 C 2.5 30 1.8 55 -1.2 70 M -2 0 V 62');
  p.d('M 0 73 L 0.25 100').f('M -0.4 80 L 0.4 80');
}

function bigBen(p: Pen) {
  const shaft = tiers([[4.2, 0, 52], [5, 52, 62], [4.4, 62, 68]]);
  p.sym(shaft);
  p.symOcc([...shaft, [4.8, 68], [0.3, 93]]);
  p.circle(0, 57, 3.2).circle(0, 57, 2.6, true);
  p.f('M 0 57 L 0 59 M 0 57 L 1.3 57.6');
  p.d('M -4.8 68 L -3.6 71 L -2.2 80 L 0 90 L 2.2 80 L 3.6 71 L 4.8 68 Z');
  p.f('M 0 90 V 93.5 M -3.6 71 H 3.6 M -2.2 80 H 2.2');
  for (const x of [-2.5, 0, 2.5]) p.f(`M ${x - 0.8} 63 V 66 Q ${x} 67 ${x + 0.8} 66 V 63`);
  for (const x of [-2.2, 0, 2.2]) p.f(`M ${x} 4 V 50`);
  for (const s of [-1, 1]) p.f(`M ${s * 5} 62 V 65.5 L ${s * 5.3} 67`);
  // the Palace of Westminster runs off to the left
  p.d('M -4.2 13 H -36 V 0').o('M -36 0 V 14 H -4 V 0 Z');
  for (let x = -35; x < -6; x += 2.4) p.f(`M ${x} 13 V 15.2`);
  p.f('M -36 8 H -4.2 M -36 4 H -4.2');
  // Victoria Tower
  p.d('M -41 0 V 52 H -31 V 0').o('M -41 0 V 56 H -31 V 0 Z');
  for (const x of [-41, -31]) p.d(`M ${x - 0.5} 52 V 56 L ${x} 57.5 L ${x + 0.5} 56 V 52`);
  p.f('M -39 4 V 50 M -36 4 V 50 M -33 4 V 50 M -41 46 H -31');
  // central spire
  p.d('M -20.5 13 V 26 L -19 33 L -17.5 26 V 13').o('M -21 13 V 27 L -19 34 L -17 27 V 13 Z');
}

function londonEye(p: Pen) {
  const cy = 33;
  const R = 30;
  p.circle(0, cy, R).circle(0, cy, R - 1.2, true).circle(0, cy, 1.5);
  p.o(`M ${-R - 1} ${cy} A ${R + 1} ${R + 1} 0 1 0 ${R + 1} ${cy} A ${R + 1} ${R + 1} 0 1 0 ${-R - 1} ${cy} Z`);
  for (let k = 0; k < 16; k += 1) {
    const a = (k / 16) * Math.PI * 2;
    p.f(`M ${r(Math.cos(a) * 1.5, 3)} ${r(cy + Math.sin(a) * 1.5, 3)} L ${r(Math.cos(a) * (R - 1.2), 3)} ${r(cy + Math.sin(a) * (R - 1.2), 3)}`);
  }
  for (let k = 0; k < 32; k += 1) {
    const a = (k / 32) * Math.PI * 2 + 0.05;
    const x = Math.cos(a) * (R + 0.9);
    const y = cy + Math.sin(a) * (R + 0.9);
    p.f(`M ${r(x - 0.55, 3)} ${r(y, 3)} A 0.55 0.75 0 1 0 ${r(x + 0.55, 3)} ${r(y, 3)} A 0.55 0.75 0 1 0 ${r(x - 0.55, 3)} ${r(y, 3)}`);
  }
  p.d(`M 0 ${cy} L -9 0 M 0 ${cy} L 4 0`).f('M -7 2.4 H 7');
}

function stPauls(p: Pen) {
  p.d('M -15 0 V 13 H 15 V 0').o('M -15 0 V 14 H -7 V 22 C -7 30 -3 32.5 0 32.5 C 3 32.5 7 30 7 22 V 14 H 15 V 0 Z');
  p.f('M -4 0 V 9 L 0 12 L 4 9 V 0 M -15 7 H 15');
  for (const x of [-11.5, 11.5]) p.d(`M ${x - 1.6} 13 V 21 Q ${x} 25 ${x + 1.6} 21 V 13`).f(`M ${x} 23 V 25`);
  p.d('M -7.2 14.5 V 22 H 7.2 V 14.5');
  for (let x = -6; x <= 6; x += 1.5) p.f(`M ${x} 15 V 21.5`);
  p.d('M -6.8 22 C -6.8 29.5 -3 32.5 0 32.5 C 3 32.5 6.8 29.5 6.8 22');
  p.f('M -4.6 22 Q -3.6 29 0 32.5 M 4.6 22 Q 3.6 29 0 32.5');
  p.d('M -1 32.5 V 36 H 1 V 32.5').f('M 0 36 V 39.6 M -0.9 38.4 H 0.9');
}

function gherkin(p: Pen) {
  const hw = (y: number) => 6.2 + 2.2 * Math.sin((y / 60) * Math.PI * 0.85) - (y > 44 ? ((y - 44) / 16) ** 2 * 7.6 : 0);
  const side: [number, number][] = [];
  for (let y = 0; y <= 58; y += 2) side.push([Math.max(0.2, hw(y)), y]);
  side.push([0, 60]);
  p.sym(side).symOcc(side);
  for (let k = 0; k < 7; k += 1) {
    const pts: [number, number][] = [];
    for (let y = 0; y <= 58; y += 1.5) {
      const ph = k * 0.9 + y * 0.075;
      if (Math.cos(ph) > 0) pts.push([r(Math.max(0.2, hw(y)) * Math.sin(ph), 3), y]);
      else if (pts.length) break;
    }
    if (pts.length > 2) p.poly(pts, true);
  }
  for (const y of [14, 30, 46]) p.f(`M ${-hw(y)} ${y} Q 0 ${y - 1.2} ${hw(y)} ${y}`);
}

function shard(p: Pen) {
  p.d('M -12 0 L -1.4 92 M 12 0 L 1.5 89').o('M -12 0 L -1 99 L 1 98 L 12 0 Z');
  p.d('M -1.4 92 L -0.7 100.5 M 1.5 89 L 0.9 98.5 M 0.2 91 L 0.1 97');
  p.f('M -5 0 L -0.6 92 M 4.4 0 L 0.6 91 M -12 0 H 12 M -8.5 30 L -3 72');
}

function wellsFargo(p: Pen) {
  const edge = (s: number) => `M ${s * 8} 0 V 68 Q ${s * 8} 70 ${s * 6.6} 70 V 79 Q ${s * 6.6} 81 ${s * 5} 81 V 88 Q ${s * 5} 90 ${s * 3} 90 H 0`;
  p.d(edge(-1)).d(edge(1)).o('M -8 0 V 90 H 8 V 0 Z');
  p.f('M -5.6 0 V 68 M 5.6 0 V 68 M -3 0 V 88 M 3 0 V 88');
}

function dutch(hw: number, y: number, steps: number, stepH: number): string {
  const left: string[] = [];
  const sw = hw / (steps + 1);
  for (let k = 0; k <= steps; k += 1) left.push(`L ${r(-hw + k * sw, 3)} ${r(y + k * stepH, 3)} L ${r(-hw + k * sw, 3)} ${r(y + (k + 1) * stepH, 3)}`);
  const peak = y + (steps + 1) * stepH + stepH * 1.6;
  const right: string[] = [];
  for (let k = steps; k >= 0; k -= 1) right.push(`L ${r(hw - k * sw, 3)} ${r(y + (k + 1) * stepH, 3)} L ${r(hw - k * sw, 3)} ${r(y + k * stepH, 3)}`);
  return `M ${-hw} ${y} ${left.join(' ').replace(/^L/, 'L')} L 0 ${r(peak, 3)} ${right.join(' ')}`;
}

function boaHouston(p: Pen) {
  p.d('M -11 0 V 38').d('M 11 0 V 38').d(dutch(11, 38, 3, 2.2));
  p.d('M -7.5 47 V 54').d('M 7.5 47 V 54').d(dutch(7.5, 54, 3, 1.9));
  p.d('M -4.2 62 V 68').d('M 4.2 62 V 68').d(dutch(4.2, 68, 2, 1.8));
  p.o('M -11 0 V 40 H -7.5 V 56 H -4.2 V 68 L 0 78 L 4.2 68 V 56 H 7.5 V 40 H 11 V 0 Z');
  p.f('M 0 76.8 V 80 M -5.5 0 V 38 M 0 0 V 38 M 5.5 0 V 38');
  for (const x of [-11, 11, -7.5, 7.5]) p.f(`M ${x} ${Math.abs(x) > 9 ? 38 : 54} V ${Math.abs(x) > 9 ? 41.5 : 57}`);
}

function jpmc(p: Pen) {
  p.d('M -9 0 V 97 L -6 100 H 9 V 0').o('M -9 0 V 97 L -6 100 H 9 V 0 Z');
  p.f('M -6 0 V 100 M 2 0 V 100 M -9 92 H 9');
}

function pennzoil(p: Pen) {
  p.d('M -12 0 V 47 L -1.2 57 V 0 M 1.2 0 V 57 L 12 47 V 0').o('M -12 0 V 47 L -1 58 H 1 L 12 47 V 0 Z');
  p.f('M -12 47 H -1.2 M 1.2 47 H 12 M -6.5 0 V 52 M 6.5 0 V 52');
}

function heritage(p: Pen) {
  const prof = tiers([[7, 0, 70], [5.6, 70, 74.5], [4.2, 74.5, 78.5], [2.8, 78.5, 82], [1.4, 82, 84.5]]);
  p.sym(prof).symOcc(prof);
  p.f('M -3.2 62 V 72 H 3.2 V 62 Z M -7 58 H 7 M -3.5 0 V 58 M 3.5 0 V 58');
}

function boaAtlanta(p: Pen) {
  const steps: [number, number][] = [[6.5, 0], [6.5, 66]];
  for (let k = 1; k <= 5; k += 1) steps.push([6.5 - k * 0.9, 66 + (k - 1) * 3], [6.5 - k * 0.9, 66 + k * 3]);
  steps.push([0.8, 81], [0.8, 91]);
  p.sym(steps).symOcc([...steps, [0.2, 100]]);
  p.d('M -0.8 91 L 0 98 L 0.8 91').f('M 0 98 V 101');
  p.f('M -4.5 0 V 66 M 4.5 0 V 66 M -1.5 0 V 66 M 1.5 0 V 66');
  for (let k = 1; k <= 4; k += 1) p.f(`M ${-(6.5 - k * 0.9) + 0.5} ${66 + k * 3} L 0 ${81} L ${6.5 - k * 0.9 - 0.5} ${66 + k * 3}`);
}

function westin(p: Pen) {
  p.d('M -5.5 0 V 67 M 5.5 0 V 67').d('M -6.3 67 V 72.5 H 6.3 V 67 H -6.3').o('M -6.3 0 V 74 H 6.3 V 0 Z');
  p.f('M -3.4 0 V 67 M 3.4 0 V 67 M 0 0 V 67 M -6.3 69.7 H 6.3 M -1 72.5 V 74 H 1 V 72.5');
}

function truist(p: Pen) {
  const prof = tiers([[7.5, 0, 64], [6, 64, 70], [4.6, 70, 75], [3.2, 75, 79.5], [1.6, 79.5, 83]]);
  p.sym(prof).symOcc(prof);
  for (const x of [-5, -2.5, 0, 2.5, 5]) p.f(`M ${x} 0 V ${Math.abs(x) > 4 ? 70 : Math.abs(x) > 2 ? 75 : 79.5}`);
  p.f('M 0 83 V 86');
}

function oneAtlantic(p: Pen) {
  p.d('M -6 0 V 58 M 6 0 V 58').d('M -6.6 58 L 0 77 L 6.6 58 Z').o('M -6.6 0 V 58 L 0 82 L 6.6 58 V 0 Z');
  p.f('M 0 77 V 81 M -3 58 L 0 77 L 3 58 M -3 0 V 58 M 3 0 V 58');
  for (const x of [-6.3, 6.3]) p.d(`M ${x - 0.5} 58 V 61 L ${x} 63.5 L ${x + 0.5} 61 V 58`);
}

function peachtree191(p: Pen) {
  p.d('M -8 0 V 62 H 8 V 0').o('M -8 0 V 71 H 8 V 0 Z');
  for (const c of [-4.2, 4.2]) {
    p.d(`M ${c - 2.6} 62 V 67.5 L ${c} 70 L ${c + 2.6} 67.5 V 62`);
    for (const x of [-1.6, -0.5, 0.5, 1.6]) p.f(`M ${c + x} 62.5 V 67`);
  }
  p.f('M -1.4 0 V 62 M 1.4 0 V 62 M -8 58 H 8');
}

function frontenac(p: Pen) {
  const steep = (x0: number, x1: number, y: number, h: number, fine = false) => {
    const d = `M ${x0 - 0.6} ${y} L ${x0 + h * 0.32} ${y + h} H ${x1 - h * 0.32} L ${x1 + 0.6} ${y}`;
    return fine ? p.f(d) : p.d(d);
  };
  // central tower
  p.d('M -6 0 V 42 M 6 0 V 42').d('M -6.8 42 L -5 45 L -1.2 62 L 0 66 L 1.2 62 L 5 45 L 6.8 42 Z');
  p.f('M 0 66 V 69 M -5 45 H 5');
  for (const [x, y] of [[-2.6, 48], [2.6, 48], [0, 54], [-1.2, 58.5], [1.2, 58.5]] as const) p.f(`M ${x - 0.5} ${y} V ${y + 1.6} L ${x} ${y + 2.4} L ${x + 0.5} ${y + 1.6} V ${y}`);
  for (let y = 6; y < 40; y += 5) p.f(`M -3.6 ${y} V ${y + 2.4} M -1.2 ${y} V ${y + 2.4} M 1.2 ${y} V ${y + 2.4} M 3.6 ${y} V ${y + 2.4}`);
  // wings
  p.d('M -6 22 H -28 V 0').d('M 6 19 H 24 V 0');
  steep(-28, -6, 22, 7.5);
  steep(6, 24, 19, 7);
  for (let x = -25; x < -8; x += 3.4) p.f(`M ${x - 0.5} 23.2 V 25 L ${x} 26 L ${x + 0.5} 25 V 23.2`);
  for (let x = 9; x < 22; x += 3.4) p.f(`M ${x - 0.5} 20.2 V 22 L ${x} 23 L ${x + 0.5} 22 V 20.2`);
  for (let y = 5; y < 20; y += 5) p.f(`M -28 ${y} H -6 M 6 ${y - 1} H 24`);
  // turrets with candle-snuffer roofs
  p.d('M -31 0 V 25 L -28.5 35 L -26 25').d('M -31 25 H -26');
  p.d('M 22 0 V 22 L 24.2 31 L 26.4 22 H 22 M 26.4 22 V 0');
  p.f('M -28.5 35 V 37 M 24.2 31 V 33');
  p.o('M -31.5 0 V 29 L -28.5 37 L -26 29 V 30 H -6 V 42 L 0 69 L 6 42 V 26 H 22 L 24.2 33 L 26.6 26 V 0 Z');
}

function steeple(p: Pen, h: number) {
  p.d(`M -4 0 V 9 L 0 13 L 4 9 V 0`);
  p.d(`M -1.6 9 V ${h * 0.62} M 1.6 9 V ${h * 0.62}`).d(`M -1.9 ${h * 0.62} L 0 ${h} L 1.9 ${h * 0.62} Z`);
  p.f(`M 0 ${h} V ${h + 2} M -0.7 ${h + 1.3} H 0.7 M -0.6 ${h * 0.5} V ${h * 0.56} Q 0 ${h * 0.58} 0.6 ${h * 0.56} V ${h * 0.5}`);
  p.o(`M -4 0 V 10 H -2 V ${h * 0.62} L 0 ${h + 2} L 2 ${h * 0.62} V 10 H 4 V 0 Z`);
}

function parlement(p: Pen) {
  p.d('M -18 0 V 12 H 18 V 0').o('M -18 0 V 15 H -3 V 31 L 0 38 L 3 31 V 15 H 18 V 0 Z');
  for (const x of [-18, 13]) p.d(`M ${x} 12 L ${x + 0.8} 15 H ${x + 4.2} L ${x + 5} 12`);
  p.d('M -3 12 V 30 H 3 V 12').d('M -3.4 30 Q -3 34 0 37.5 Q 3 34 3.4 30').f('M 0 37.5 V 39.5 M -3 24 H 3');
  for (let x = -16; x < 17; x += 2.4) if (Math.abs(x) > 4) p.f(`M ${x} 3 V 8`);
}

function cnTower(p: Pen) {
  p.d('M -3.6 0 L -1.7 58 M 3.6 0 L 1.7 58').f('M 0 0 V 58 M -3.6 0 H 3.6');
  p.d('M -1.7 58 L -6.2 60.8 V 63 L -4.6 65.6 L -1.6 66.2 V 78.2 M 1.7 58 L 6.2 60.8 V 63 L 4.6 65.6 L 1.6 66.2 V 78.2');
  p.f('M -6.2 60.8 H 6.2 M -6.2 63 H 6.2 M -4.6 65.6 H 4.6');
  p.d('M -1.9 78.2 H 1.9 V 80.8 H -1.9 Z').d('M -1 80.8 V 88 H 1 V 80.8').d('M -0.4 88 L 0 100 L 0.4 88');
  p.o('M -3.8 0 L -1.8 58 L -6.4 60.8 V 63 L -4.6 65.8 L -2 66.2 V 81 L 0 100 L 2 81 V 66.2 L 4.6 65.8 L 6.4 63 V 60.8 L 1.8 58 L 3.8 0 Z');
}

function rogers(p: Pen) {
  p.d('M -21 0 V 6 H 21 V 0').d('M -21 6 C -18 15.5 18 15.5 21 6').o('M -21 0 V 6 C -18 16 18 16 21 6 V 0 Z');
  for (const k of [-0.62, -0.28, 0.06, 0.4, 0.72]) {
    const x = k * 21;
    p.f(`M ${r(x, 2)} 6 L ${r(x * 0.96 + 1.6, 2)} ${r(6 + 7.2 * (1 - k * k) + 0.2, 2)}`);
  }
  p.f('M -17 10.2 C -8 13.3 8 13.3 17 10.2');
  for (let x = -19; x < 20; x += 2.5) p.f(`M ${x} 0.8 V 5`);
}

function slab(p: Pen, hw: number, h: number, crown: 'flat' | 'chevron' | 'notch' = 'flat', ribs = 2) {
  const top = crown === 'chevron' ? `L ${-hw * 0.5} ${h + 1.6} L 0 ${h} L ${hw * 0.5} ${h + 1.6} L ${hw} ${h}` : crown === 'notch' ? `H ${-hw * 0.4} V ${h + 2.2} H ${hw * 0.4} V ${h} H ${hw}` : `H ${hw}`;
  p.d(`M ${-hw} 0 V ${h} ${top} V 0`).o(`M ${-hw} 0 V ${h + 2.4} H ${hw} V 0 Z`);
  for (let k = 1; k <= ribs; k += 1) {
    const x = -hw + (2 * hw * k) / (ribs + 1);
    p.f(`M ${r(x, 2)} 0 V ${h}`);
  }
}

function usBank(p: Pen) {
  const prof = tiers([[6.8, 0, 64], [5.8, 64, 70], [4.9, 70, 74]]);
  p.poly(prof.map(([w, y]) => [-w, y] as const)).poly(prof.map(([w, y]) => [w, y] as const));
  p.d('M -4.2 74 V 81.5 Q 0 82.6 4.2 81.5 V 74').d('M -4.9 74 Q 0 75 4.9 74');
  p.o('M -6.8 0 V 64 H -5.8 V 70 H -4.9 V 82.6 H 4.9 V 70 H 5.8 V 64 H 6.8 V 0 Z');
  for (const x of [-3.4, 0, 3.4]) p.f(`M ${x} 0 V 64`);
  for (const x of [-2.8, -1.4, 0, 1.4, 2.8]) p.f(`M ${x} 75 V 81.6`);
  p.f('M -4.2 78 Q 0 79 4.2 78');
}

function wilshire(p: Pen) {
  p.d('M -7 0 V 77 Q -5 82.5 -1 85.5 M 7 0 V 66 Q 6 78 -1 85.5').d('M -1 85.5 L -0.4 100').o('M -7 0 V 77 Q -5 83 -1 86 L -0.4 100 L 0 86 Q 6 78 7 66 V 0 Z');
  p.f('M -3.5 0 V 79 M 0 0 V 80 M 3.5 0 V 73 M -7 62 H 7');
}

function capitolRecords(p: Pen) {
  p.d('M -2.6 0 V 30 M 2.6 0 V 30').o('M -6 0 V 31 H -0.5 V 42 H 0.5 V 31 H 6 V 0 Z');
  for (let k = 0; k < 9; k += 1) {
    const y = 3 + k * 3.1;
    const w = 5.8 - k * 0.22;
    p.d(`M ${r(-w, 2)} ${r(y, 2)} Q 0 ${r(y - 0.9, 2)} ${r(w, 2)} ${r(y, 2)}`);
  }
  p.d('M -3.8 30.5 Q 0 32.5 3.8 30.5').d('M -0.35 32 V 42').f('M 0 42 V 43.5');
}

function palm(p: Pen, h: number, lean: number, rng: Rng) {
  const tx = lean * h;
  p.d(`M 0 0 Q ${r(tx * 0.3, 2)} ${r(h * 0.5, 2)} ${r(tx, 2)} ${r(h, 2)}`);
  p.f(`M -0.6 0 Q ${r(tx * 0.3 - 0.35, 2)} ${r(h * 0.5, 2)} ${r(tx - 0.25, 2)} ${r(h - 1, 2)}`);
  const n = 11;
  for (let k = 0; k < n; k += 1) {
    const a = Math.PI * (-0.12 + (1.24 * k) / (n - 1)) + rng.range(-0.06, 0.06);
    const len = rng.range(10, 14) * (0.75 + 0.3 * Math.sin(a));
    const ex = tx + Math.cos(a) * len;
    const ey = h + Math.sin(a) * len * 0.35 - len * 0.55;
    const cx = tx + Math.cos(a) * len * 0.6;
    const cy = h + Math.sin(a) * len * 0.45 + 3;
    p.d(`M ${r(tx, 2)} ${r(h, 2)} Q ${r(cx, 2)} ${r(cy, 2)} ${r(ex, 2)} ${r(ey, 2)}`);
    p.f(`M ${r(tx, 2)} ${r(h + 0.4, 2)} Q ${r(cx, 2)} ${r(cy + 0.9, 2)} ${r(ex + Math.cos(a) * 0.4, 2)} ${r(ey + 0.6, 2)}`);
  }
}

// ---------------------------------------------------------------- cities

type Fabric = 'haussmann' | 'towers' | 'low' | 'old' | 'none';

interface City {
  /** Landmarks: x as a fraction of the width, a draw function, priority 2 = wide frames only. */
  marks: { x: number; draw: (p: Pen, rng: Rng) => void; prio?: 1 | 2; s?: number }[];
  fabric: Fabric;
  /** Ground height (units) by x fraction, for hills and cliffs; 0 by default. */
  terrain?: (fx: number) => number;
  /** Extra background lines drawn behind everything (hills). */
  backdrop?: (p: Pen, widthUnits: number, rng: Rng) => void;
  fabricHeight?: readonly [number, number];
  /** Draw the terrain line itself (a cliff). */
  cliff?: boolean;
}

const quebecTerrain = (fx: number) => {
  if (fx < 0.74) return 15 + 3 * Math.sin(fx * 5);
  if (fx > 0.86) return 0;
  const k = (fx - 0.74) / 0.12;
  return (15 + 3 * Math.sin(0.74 * 5)) * (1 - k * k * (3 - 2 * k));
};

const cities: Record<string, City> = {
  'paris-france': {
    fabric: 'haussmann',
    fabricHeight: [10, 14],
    terrain: (fx) => 9 * Math.exp(-(((fx - 0.13) / 0.09) ** 2)),
    marks: [
      { x: 0.66, draw: eiffel },
      { x: 0.34, draw: arcDeTriomphe, prio: 2, s: 1.3 },
      { x: 0.13, draw: sacreCoeur, prio: 2, s: 1.3 },
    ],
  },
  'new-york-ny': {
    fabric: 'towers',
    fabricHeight: [12, 46],
    marks: [
      { x: 0.48, draw: empireState },
      { x: 0.64, draw: chrysler },
      { x: 0.24, draw: oneWtc },
    ],
  },
  'milan-italy': {
    fabric: 'old',
    fabricHeight: [8, 14],
    marks: [
      { x: 0.47, draw: duomo, s: 1.45 },
      { x: 0.71, draw: galleria, prio: 2, s: 1.2 },
      { x: 0.2, draw: torreVelasca },
      { x: 0.86, draw: unicredit },
    ],
  },
  'london-uk': {
    fabric: 'low',
    fabricHeight: [8, 16],
    marks: [
      { x: 0.3, draw: bigBen },
      { x: 0.5, draw: londonEye },
      { x: 0.63, draw: stPauls, prio: 2 },
      { x: 0.73, draw: gherkin, prio: 2 },
      { x: 0.84, draw: shard },
    ],
  },
  'houston-tx': {
    fabric: 'towers',
    fabricHeight: [10, 34],
    marks: [
      { x: 0.28, draw: pennzoil },
      { x: 0.4, draw: boaHouston },
      { x: 0.52, draw: jpmc },
      { x: 0.63, draw: wellsFargo, prio: 2 },
      { x: 0.75, draw: heritage },
    ],
  },
  'atlanta-ga': {
    fabric: 'towers',
    fabricHeight: [10, 32],
    marks: [
      { x: 0.27, draw: truist },
      { x: 0.4, draw: westin },
      { x: 0.51, draw: peachtree191, prio: 2 },
      { x: 0.63, draw: boaAtlanta },
      { x: 0.8, draw: oneAtlantic },
    ],
  },
  'quebec-city-qc': {
    fabric: 'old',
    fabricHeight: [6, 11],
    terrain: quebecTerrain,
    cliff: true,
    marks: [
      { x: 0.56, draw: frontenac },
      { x: 0.3, draw: (p) => steeple(p, 30) },
      { x: 0.2, draw: (p) => steeple(p, 23), prio: 2 },
      { x: 0.09, draw: parlement, prio: 2 },
    ],
  },
  'toronto-on': {
    fabric: 'towers',
    fabricHeight: [8, 30],
    marks: [
      { x: 0.6, draw: cnTower },
      { x: 0.74, draw: rogers },
      { x: 0.3, draw: (p) => slab(p, 5.5, 56, 'flat', 3) },
      { x: 0.39, draw: (p) => slab(p, 5, 50, 'chevron', 2) },
      { x: 0.21, draw: (p) => slab(p, 5, 44, 'notch', 2), prio: 2 },
      { x: 0.47, draw: (p) => slab(p, 4.5, 40, 'flat', 1), prio: 2 },
    ],
  },
  'los-angeles-ca': {
    fabric: 'low',
    fabricHeight: [4, 12],
    backdrop: (p, wu, rng) => {
      const ridge = (amp: number, base: number, ph: number, fine: boolean) => {
        const pts: [number, number][] = [];
        for (let x = 0; x <= wu; x += wu / 80) {
          const fx = x / wu;
          pts.push([r(x, 2), r(base + amp * (0.55 * Math.sin(fx * 7 + ph) + 0.3 * Math.sin(fx * 17 + ph * 2) + 0.15 * Math.sin(fx * 31)), 2)]);
        }
        p.poly(pts, fine);
      };
      ridge(9, 30, rng.range(0, 6), true);
      ridge(6, 18, rng.range(0, 6), true);
    },
    marks: [
      { x: 0.56, draw: usBank },
      { x: 0.66, draw: wilshire },
      { x: 0.34, draw: capitolRecords, prio: 2 },
      { x: 0.12, draw: (p, rng) => palm(p, 54, 0.05, rng) },
      { x: 0.16, draw: (p, rng) => palm(p, 42, -0.06, rng), prio: 2 },
      { x: 0.83, draw: (p, rng) => palm(p, 60, -0.04, rng) },
      { x: 0.88, draw: (p, rng) => palm(p, 47, 0.07, rng) },
    ],
  },
};

function fabric(p: Pen, kind: Fabric, wu: number, [lo, hi]: readonly [number, number], terrain: (fx: number) => number, rng: Rng) {
  if (kind === 'none') return;
  let x = rng.range(-4, 0);
  while (x < wu) {
    const bw = kind === 'haussmann' ? rng.range(9, 16) : kind === 'towers' ? rng.range(5, 11) : rng.range(6, 13);
    const base = terrain(Math.min(1, (x + bw / 2) / wu));
    const h = rng.range(lo, hi) * (kind === 'towers' ? 0.6 + 0.8 * Math.sin(Math.PI * Math.min(1, Math.max(0, (x + bw / 2) / wu))) : 1);
    const b = p.at(x, base);
    const x1 = bw;
    if (kind === 'haussmann') {
      b.f(`M 0 0 V ${r(h, 2)} M ${r(x1, 2)} 0 V ${r(h, 2)} M -0.3 ${r(h, 2)} H ${r(x1 + 0.3, 2)}`);
      b.f(`M 0 ${r(h, 2)} L 1.5 ${r(h + 4.6, 2)} H ${r(x1 - 1.5, 2)} L ${r(x1, 2)} ${r(h, 2)}`);
      for (let dx = 2.6; dx < x1 - 2; dx += 2.8) b.f(`M ${r(dx - 0.5, 2)} ${r(h + 0.8, 2)} V ${r(h + 2.6, 2)} L ${r(dx, 2)} ${r(h + 3.3, 2)} L ${r(dx + 0.5, 2)} ${r(h + 2.6, 2)}`);
      if (rng.next() < 0.7) {
        const cx = rng.range(2, x1 - 3);
        b.f(`M ${r(cx, 2)} ${r(h + 4.6, 2)} V ${r(h + 6.4, 2)} H ${r(cx + 1.4, 2)} V ${r(h + 4.6, 2)}`);
      }
      b.f(`M 0 ${r(h * 0.7, 2)} H ${r(x1, 2)}`);
    } else if (kind === 'towers') {
      b.f(`M 0 0 V ${r(h, 2)} H ${r(x1, 2)} V 0`);
      if (h > 24 && rng.next() < 0.4) b.f(`M ${r(x1 * 0.2, 2)} ${r(h, 2)} V ${r(h + 3, 2)} H ${r(x1 * 0.8, 2)} V ${r(h, 2)}`);
      if (rng.next() < 0.25) b.f(`M ${r(x1 * 0.5, 2)} ${r(h, 2)} V ${r(h + 5, 2)}`);
      if (rng.next() < 0.5) b.f(`M ${r(x1 * 0.5, 2)} 0 V ${r(h * 0.9, 2)}`);
    } else if (kind === 'low') {
      b.f(`M 0 0 V ${r(h, 2)} H ${r(x1, 2)} V 0`);
      if (rng.next() < 0.3) b.f(`M ${r(x1 * 0.3, 2)} ${r(h, 2)} V ${r(h + 2, 2)} H ${r(x1 * 0.45, 2)} V ${r(h, 2)}`);
    } else {
      // old town: pitched roofs and the odd chimney
      const pitch = rng.range(2.5, 5);
      b.f(`M 0 0 V ${r(h, 2)} L ${r(x1 / 2, 2)} ${r(h + pitch, 2)} L ${r(x1, 2)} ${r(h, 2)} V 0`);
      if (rng.next() < 0.5) b.f(`M ${r(x1 * 0.7, 2)} ${r(h + pitch * 0.4, 2)} V ${r(h + pitch * 0.4 + 1.8, 2)}`);
    }
    x += bw + (kind === 'towers' ? rng.range(0, 3) : rng.range(0, 1.2));
  }
}

export const skyline: Motif = ({ width, height, seed, params }) => {
  const tone: Tone = params.tone === 'light' ? 'light' : 'dark';
  const cityKey = typeof params.city === 'string' && params.city in cities ? params.city : 'paris-france';
  const city = cities[cityKey] as City;
  const rng = createRandom(seed);
  const canvas = { width, height };
  const gy = height * 0.8;
  const u = Math.min(height * 0.38, width * 0.48) / 100;
  const wu = width / u;
  const wide = width / height > 1.5;
  const terrain = city.terrain ?? (() => 0);
  const sw = width * 0.0019;

  const root = new Pen(0, gy, u);
  const back = new Pen(0, gy, u);
  city.backdrop?.(back, wu, rng);
  fabric(back, city.fabric, wu, city.fabricHeight ?? [8, 20], terrain, rng);
  if (city.cliff) {
    const pts: [number, number][] = [];
    for (let k = 0; k <= 120; k += 1) pts.push([r((k / 120) * wu, 2), r(terrain(k / 120), 2)]);
    root.poly(pts);
    for (let k = 0; k < 26; k += 1) {
      const fx = 0.745 + (k / 26) * 0.11;
      const top = terrain(fx);
      root.f(`M ${r(fx * wu, 2)} ${r(top - 0.6, 2)} L ${r(fx * wu + 2.5, 2)} ${r(Math.max(0, top * 0.25), 2)}`);
    }
  }
  for (const mark of city.marks) {
    if (mark.prio === 2 && !wide) continue;
    const pen = root.at(mark.x * wu, terrain(mark.x), mark.s ?? 1);
    mark.draw(pen, rng);
  }

  const ink = tone === 'dark' ? palette.gold : palette.espresso;
  const strokeDefs =
    tone === 'dark'
      ? `<linearGradient id="sk-ink" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${width}" y2="0"><stop offset="0" stop-color="${palette.goldDeep}"/><stop offset="0.45" stop-color="${palette.gold}"/><stop offset="0.7" stop-color="${palette.goldLight}"/><stop offset="1" stop-color="${palette.gold}"/></linearGradient>`
      : `<linearGradient id="sk-ink" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${width}" y2="0"><stop offset="0" stop-color="${palette.umber}"/><stop offset="0.6" stop-color="${palette.espresso}"/><stop offset="1" stop-color="${palette.umber}"/></linearGradient>`;
  const occMask = `<mask id="sk-occ" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#fff"/><path d="${root.occ.join(' ')}" fill="#000" stroke="#000" stroke-width="${r(sw * 3)}"/></mask>`;
  const fadeIds = `<linearGradient id="sk-fade" gradientUnits="userSpaceOnUse" x1="0" y1="${r(gy)}" x2="0" y2="${r(height)}"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="0.75" stop-color="#fff" stop-opacity="0"/></linearGradient><mask id="sk-refl" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><rect x="0" y="${r(gy)}" width="${width}" height="${r(height - gy)}" fill="url(#sk-fade)"/></mask>`;
  const groundGrad = linearGradient('sk-ground', [[0, ink, 0], [0.18, ink, 0.85], [0.62, ink, 1], [0.85, ink, 0.85], [1, ink, 0]], 0);
  const glowBlur = `<filter id="sk-bloom" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${r(sw * 2.2)}"/></filter><filter id="sk-soft" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${r(sw * 0.9)}"/></filter>`;
  const horizon =
    tone === 'dark'
      ? radialGradient('sk-horizon', [[0, palette.gold, 0.3], [0.45, palette.bronze, 0.12], [1, palette.umber, 0]], 0.5, 0.5, 0.5)
      : radialGradient('sk-horizon', [[0, palette.goldLight, 0.38], [0.5, palette.shea, 0.25], [1, palette.shea, 0]], 0.5, 0.5, 0.5);

  const mainD = root.main.join(' ');
  const fineD = root.fine.join(' ');
  const backD = [...back.main, ...back.fine].join(' ');
  const lines = (o: { main: number; fine: number; back: number }) =>
    `<path d="${backD}" fill="none" stroke="url(#sk-ink)" stroke-width="${r(sw * 0.55)}" stroke-linecap="round" stroke-linejoin="round" opacity="${o.back}" mask="url(#sk-occ)"/>` +
    `<path d="${fineD}" fill="none" stroke="url(#sk-ink)" stroke-width="${r(sw * 0.55)}" stroke-linecap="round" stroke-linejoin="round" opacity="${o.fine}"/>` +
    `<path d="${mainD}" fill="none" stroke="url(#sk-ink)" stroke-width="${r(sw)}" stroke-linecap="round" stroke-linejoin="round" opacity="${o.main}"/>`;

  const glowLayer = tone === 'dark' ? `<g filter="url(#sk-bloom)" opacity="0.55"><path d="${mainD}" fill="none" stroke="${palette.gold}" stroke-width="${r(sw * 1.6)}"/></g>` : '';
  const reflection = `<g mask="url(#sk-refl)"><g transform="translate(0 ${r(gy * 1.62)}) scale(1 -0.62)" opacity="${tone === 'dark' ? 0.3 : 0.22}" filter="url(#sk-soft)">${lines({ main: 1, fine: 0.8, back: 0.5 })}</g></g>`;
  const water = Array.from({ length: 3 }, (_, k) => {
    const y = gy + (height - gy) * (0.2 + k * 0.22);
    const half = width * (0.26 - k * 0.06);
    const cx = width * 0.6 + rng.range(-0.03, 0.03) * width;
    return `<path d="M ${r(cx - half)} ${r(y)} H ${r(cx + half)}" stroke="url(#sk-ink)" stroke-width="${r(sw * 0.45)}" stroke-dasharray="${r(sw * 18)} ${r(sw * 7)} ${r(sw * 4)} ${r(sw * 9)}" opacity="${r(0.24 - k * 0.06, 3)}"/>`;
  }).join('');

  return compose(
    canvas,
    studio(canvas, tone, { x: 0.7, y: 0.3 }),
    layer(`<ellipse cx="${r(width * 0.6)}" cy="${r(gy)}" rx="${r(width * 0.62)}" ry="${r(height * 0.2)}" fill="url(#sk-horizon)"/>`, horizon),
    layer(glowLayer + lines({ main: 1, fine: 0.78, back: 0.42 }), strokeDefs + occMask + glowBlur),
    layer(reflection + water, fadeIds),
    layer(`<path d="M 0 ${r(gy)} H ${width}" stroke="url(#sk-ground)" stroke-width="${r(sw * 0.9)}"/>`, groundGrad),
    vignette(canvas, tone === 'dark' ? 0.5 : 0.12),
    grain(canvas, seed, tone === 'dark' ? 0.08 : 0.06),
  );
};
