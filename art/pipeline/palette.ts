/** The art direction's palette (ART.md). Motifs use these names, never raw colours of their own. */
export const palette = {
  gold: '#d4af37',
  goldLight: '#f1d97a',
  goldDeep: '#9c7a1e',
  espresso: '#140d09',
  umber: '#2b1a12',
  umberLight: '#4a2c1d',
  bronze: '#8c5a32',
  bronzeLight: '#b27b4a',
  ivory: '#f7f0e4',
  ivoryDeep: '#ece1cf',
  rose: '#b88a80',
  roseDeep: '#8e5f57',
  mahogany: '#5a2e22',
  clay: '#a4643f',
  shea: '#efe2c8',
} as const;

export type PaletteName = keyof typeof palette;
