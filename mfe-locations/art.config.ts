import { defineArt } from '../art/pipeline/types';
import { cities } from '../shared/src/nav';

/** A line-art skyline per city: the city page's hero and the locations grid's cards. */
export default defineArt({
  images: cities.map((city) => ({
    id: `skyline-${city.slug}`,
    motif: 'skyline',
    params: { city: city.slug },
    aspect: [16, 9] as const,
    widths: [480, 960, 1600],
    alt: `Gold line drawing of the ${city.name} skyline at dusk`,
  })),
});
