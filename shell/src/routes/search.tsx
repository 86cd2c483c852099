import { brand, defineRoute, Island } from 'shared';
import siteSearch from '../islands/site-search';

/** Search results are for visitors, not for the index (each result is a page of its own). */
export default defineRoute({
  head: () => ({
    title: 'Search',
    description: `Search ${brand.name}: products, services, our nine houses and the press.`,
    canonicalPath: '/search',
    robots: 'noindex, follow',
  }),
  // The whole page is the search: it reads the query itself, so a visit with one asks for its code
  // as soon as the page has painted.
  Page: () => <Island load="visible" of={siteSearch} props={{}} />,
});
