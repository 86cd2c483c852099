import { defineArt } from 'art/config';
import { allDomains, brand } from 'shared/brand';

/** The shell's own media: the home hero loop and its poster, the sharing banner and the icons. */
export default defineArt({
  videos: [
    {
      id: 'hero-loop',
      motif: 'hero-loop',
      width: 1280,
      height: 720,
      fps: 24,
      seconds: 10,
      poster: { widths: [640, 960, 1280, 1920], alt: 'Ribbons of liquid gold and bronze silk drifting across deep umber' },
      captions: [
        { start: 0, end: 5, text: '[No sound] Ribbons of liquid gold and bronze silk drift slowly across a deep umber backdrop.' },
        { start: 5, end: 10, text: 'A soft light sweeps over the gold while fine gold dust glimmers.' },
      ],
    },
  ],
  files: [
    {
      path: 'brand/sharing-banner.jpg',
      motif: 'banner',
      width: 1200,
      height: 630,
      format: 'jpeg',
      params: {
        name: brand.name,
        tagline: brand.tagline,
        footnote: [allDomains[0], ...allDomains.slice(1).map((domain) => domain.slice(domain.indexOf('.')))].join(' · '),
      },
    },
    { path: 'brand/favicon.svg', motif: 'icon', width: 64, height: 64, format: 'svg' },
    { path: 'brand/favicon-32.png', motif: 'icon', width: 32, height: 32, format: 'png' },
    { path: 'brand/apple-touch-icon.png', motif: 'icon', width: 180, height: 180, format: 'png', params: { maskable: true } },
    { path: 'brand/icon-192.png', motif: 'icon', width: 192, height: 192, format: 'png' },
    { path: 'brand/icon-512.png', motif: 'icon', width: 512, height: 512, format: 'png' },
    { path: 'brand/icon-maskable-512.png', motif: 'icon', width: 512, height: 512, format: 'png', params: { maskable: true } },
  ],
});
