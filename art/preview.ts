/**
 * Renders one motif to a PNG to look at while drawing it:
 *   npx tsx art/preview.ts packshot 800 1000 object=dropper out=/tmp/dropper.png [seed=7] [t=0.25] [tone=dark]
 */
import sharp from 'sharp';
import { svgFor } from './pipeline/engine';

const [motif, width, height, ...rest] = process.argv.slice(2);
if (!motif || !width || !height) throw new Error('usage: preview.ts <motif> <width> <height> [key=value ...] [out=file.png] [seed=n] [t=0..1]');
const options = Object.fromEntries(rest.map((pair) => pair.split('=') as [string, string]));
const { out = `/tmp/${motif}.png`, seed = '1', t = '0', ...params } = options;
const typed = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value === 'true' ? true : value === 'false' ? false : Number.isNaN(Number(value)) ? value : Number(value)]));
const svg = svgFor(motif, Number(width), Number(height), typed, Number(seed), Number(t));
await sharp(Buffer.from(svg), { density: 72 }).png().toFile(out);
console.log(out);
