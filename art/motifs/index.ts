import type { Motif } from '../pipeline/types';
import { banner } from './banner';
import { cover } from './cover';
import { heroLoop } from './hero-loop';
import { icon } from './icon';
import { packshot } from './packshot';
import { portrait } from './portrait';
import { skyline } from './skyline';
import { swatches } from './swatches';
import { texture } from './texture';

/** Every composition the pipeline knows, by the name an art.config.ts uses. */
export const motifs: Record<string, Motif> = {
  banner,
  cover,
  'hero-loop': heroLoop,
  icon,
  packshot,
  portrait,
  skyline,
  swatches,
  texture,
};
