import type { Motif } from '../pipeline/types';
import { createRandom } from '../pipeline/random';
import { compose, grain, layer, linearGradient, palette, r, radialGradient, studio, vignette } from './kit';

const TAU = Math.PI * 2;

/**
 * The home hero's loop: ribbons of liquid gold and silk drifting across deep umber while a soft
 * light sweeps over them. Every moving term is periodic in t (whole cycles per loop), so frame
 * t = 1 is frame t = 0 and the loop has no seam. The left third stays dark for the headline.
 */
export const heroLoop: Motif = ({ width, height, seed, t }) => {
  const random = createRandom(seed);
  const canvas = { width, height };
  const backdrop = studio(canvas, 'dark', { x: 0.72, y: 0.3 });

  const ribbons: string[] = [];
  const defs: string[] = [
    `<filter id="hl-soft" x="-10%" y="-30%" width="120%" height="160%"><feGaussianBlur stdDeviation="${r(height * 0.012)}"/></filter>`,
    `<filter id="hl-glow" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${r(height * 0.05)}"/></filter>`,
  ];
  const count = 5;
  for (let index = 0; index < count; index += 1) {
    const baseY = height * (0.42 + index * 0.085 + random.range(-0.02, 0.02));
    const amplitude = height * random.range(0.05, 0.1);
    const thickness = height * random.range(0.018, 0.05);
    const cycles = 1 + (index % 2); // whole cycles per loop: seamless
    const phase = random.range(0, TAU);
    const wavelength = width * random.range(0.7, 1.2);
    const points = 48;
    const top: string[] = [];
    const bottom: string[] = [];
    for (let step = 0; step <= points; step += 1) {
      const x = -width * 0.1 + (width * 1.2 * step) / points;
      const wave = Math.sin((TAU * x) / wavelength + phase + TAU * cycles * t);
      const swell = Math.sin((TAU * x) / (wavelength * 1.7) - TAU * t + phase * 0.5);
      const y = baseY + amplitude * wave + amplitude * 0.35 * swell;
      // Ribbons thin out towards the left, where the headline sits.
      const taper = 0.25 + 0.75 * Math.min(1, Math.max(0, (x / width - 0.1) / 0.6));
      const half = thickness * taper * (0.7 + 0.3 * Math.cos((TAU * x) / wavelength + TAU * t));
      top.push(`${r(x)},${r(y - half)}`);
      bottom.unshift(`${r(x)},${r(y + half)}`);
    }
    const id = `hl-ribbon-${index}`;
    const gold = index % 2 === 0;
    defs.push(
      linearGradient(
        id,
        gold
          ? [[0, palette.goldDeep, 0], [0.35, palette.goldDeep, 0.55], [0.62, palette.goldLight, 0.95], [0.8, palette.gold, 0.85], [1, palette.goldDeep, 0.4]]
          : [[0, palette.bronze, 0], [0.4, palette.mahogany, 0.6], [0.7, palette.bronzeLight, 0.8], [1, palette.umberLight, 0.5]],
        0,
      ),
    );
    ribbons.push(
      `<path d="M ${top.join(' L ')} L ${bottom.join(' L ')} Z" fill="url(#${id})" opacity="${r(gold ? 0.9 : 0.75, 2)}" filter="url(#hl-soft)"/>`,
    );
  }

  // The light that sweeps across: a glow moving on a closed path (a full circle per loop).
  const sweepX = width * (0.68 + 0.14 * Math.cos(TAU * t));
  const sweepY = height * (0.48 + 0.08 * Math.sin(TAU * t));
  defs.push(radialGradient('hl-sweep', [[0, palette.goldLight, 0.55], [0.4, palette.gold, 0.18], [1, palette.gold, 0]]));
  const sweep = `<ellipse cx="${r(sweepX)}" cy="${r(sweepY)}" rx="${r(width * 0.28)}" ry="${r(height * 0.32)}" fill="url(#hl-sweep)" style="mix-blend-mode:screen"/>`;

  // Gold dust, each fleck on its own small orbit.
  const dust: string[] = [];
  for (let index = 0; index < 36; index += 1) {
    const cx = width * random.range(0.35, 1);
    const cy = height * random.range(0.15, 0.9);
    const orbit = height * random.range(0.01, 0.04);
    const speed = random.int(1, 2);
    const angle = TAU * (speed * t + random.next());
    const size = height * random.range(0.0015, 0.004);
    const twinkle = 0.35 + 0.65 * (0.5 + 0.5 * Math.sin(TAU * (t * speed + random.next())));
    dust.push(`<circle cx="${r(cx + orbit * Math.cos(angle))}" cy="${r(cy + orbit * Math.sin(angle))}" r="${r(size)}" fill="${palette.goldLight}" opacity="${r(twinkle * 0.8, 2)}"/>`);
  }

  // The headline side: a quiet gradient so ivory text keeps its contrast over any frame.
  defs.push(linearGradient('hl-quiet', [[0, palette.espresso, 0.85], [0.45, palette.espresso, 0.35], [0.7, palette.espresso, 0]], 0));

  return compose(
    canvas,
    backdrop,
    layer(`<g filter="url(#hl-glow)" opacity="0.6">${ribbons.slice(0, 2).join('')}</g>${ribbons.join('')}${sweep}${dust.join('')}`, defs.join('')),
    layer(`<rect width="${width}" height="${height}" fill="url(#hl-quiet)"/>`),
    vignette(canvas, 0.5),
    grain(canvas, seed, 0.05),
  );
};
