import type { Motif } from '../pipeline/types';
import { linearGradient, palette, r, radialGradient, svgDocument } from './kit';

/**
 * The app icon: a single drop of gold oil on espresso. `maskable` keeps the drop inside the
 * central safe zone (80%) for launchers that crop icons to a circle or squircle.
 */
export const icon: Motif = ({ width, height, params }) => {
  const size = Math.min(width, height);
  const maskable = params.maskable === true;
  const scale = maskable ? 0.5 : 0.62;
  const cx = width / 2;
  const top = height / 2 - (size * scale) / 2;
  const dropWidth = size * scale * 0.62;
  const bottom = top + size * scale;
  const bulge = bottom - dropWidth / 2;
  const d = `M ${r(cx)} ${r(top)} C ${r(cx + dropWidth * 0.18)} ${r(top + size * scale * 0.28)} ${r(cx + dropWidth / 2)} ${r(bulge - dropWidth * 0.38)} ${r(cx + dropWidth / 2)} ${r(bulge)} A ${r(dropWidth / 2)} ${r(dropWidth / 2)} 0 0 1 ${r(cx - dropWidth / 2)} ${r(bulge)} C ${r(cx - dropWidth / 2)} ${r(bulge - dropWidth * 0.38)} ${r(cx - dropWidth * 0.18)} ${r(top + size * scale * 0.28)} ${r(cx)} ${r(top)} Z`;
  const radius = maskable ? 0 : size * 0.2;
  const defs =
    radialGradient('ic-bg', [[0, palette.umberLight], [1, palette.espresso]], 0.65, 0.3, 0.9) +
    linearGradient('ic-drop', [[0, palette.goldLight], [0.45, palette.gold], [1, palette.goldDeep]], 60);
  const highlight = `<ellipse cx="${r(cx - dropWidth * 0.16)}" cy="${r(bulge - dropWidth * 0.08)}" rx="${r(dropWidth * 0.09)}" ry="${r(dropWidth * 0.16)}" fill="${palette.ivory}" opacity="0.55" transform="rotate(20 ${r(cx - dropWidth * 0.16)} ${r(bulge - dropWidth * 0.08)})"/>`;
  return svgDocument({ width, height }, defs, `<rect width="${width}" height="${height}" rx="${r(radius)}" fill="url(#ic-bg)"/><path d="${d}" fill="url(#ic-drop)"/>${highlight}`);
};
