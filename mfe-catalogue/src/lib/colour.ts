/**
 * Contrast as WCAG 2.2 defines it (relative luminance of sRGB colours, success criteria 1.4.3 and
 * 1.4.11): what a swatch's printed code needs against the swatch.
 */

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The relative luminance of a colour written #rrggbb. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => channel(Number.parseInt(hex.slice(start, start + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The site's text colours, as shared/src/styles/theme.css defines them. */
export const INKS = { ivory: '#f7f0e4', espresso: '#140d09' } as const;

/** The ink that reads best on a colour: ivory on a deep one, espresso on a light one. */
export const inkOn = (hex: string): string => (contrastRatio(hex, INKS.ivory) >= contrastRatio(hex, INKS.espresso) ? INKS.ivory : INKS.espresso);
