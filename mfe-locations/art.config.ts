import { defineArt, type ImageSpec } from 'art/config';
import { cities } from 'shared/nav';

/**
 * A line-art skyline per city, three ways: wide at night (the hero and the cards), tall (the
 * city page's gallery) and on ivory (the gallery's second picture).
 */
export default defineArt({
  images: cities.flatMap((city): ImageSpec[] => [
    {
      id: `skyline-${city.slug}`,
      motif: 'skyline',
      params: { city: city.slug },
      aspect: [16, 9] as const,
      widths: [480, 960, 1600],
      alt: `Gold line drawing of the ${city.name} skyline at dusk`,
    },
    {
      id: `skyline-${city.slug}-tall`,
      motif: 'skyline',
      params: { city: city.slug },
      aspect: [3, 4] as const,
      widths: [480, 960],
      alt: `The ${city.name} skyline in gold, drawn tall`,
    },
    {
      id: `skyline-${city.slug}-light`,
      motif: 'skyline',
      params: { city: city.slug, tone: 'light' },
      aspect: [16, 9] as const,
      widths: [480, 960],
      alt: `The ${city.name} skyline drawn in espresso ink on warm ivory`,
    },
  ]),
});
