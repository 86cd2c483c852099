import { brand, defineMessages, defineRoute, Island } from 'shared';

const messages = defineMessages({
  title: { id: 'shell.search.title', defaultMessage: 'Search' },
  description: { id: 'shell.search.description', defaultMessage: 'Search {brand}: products, services, our nine houses and the press.' },
});
import siteSearch from '../islands/site-search';

/** Search results are for visitors, not for the index (each result is a page of its own). */
export default defineRoute({
  head: (_data, { intl }) => ({
    title: intl.formatMessage(messages.title),
    description: intl.formatMessage(messages.description, { brand: brand.name }),
    canonicalPath: '/search',
    robots: 'noindex, follow',
  }),
  // The whole page is the search. A visit with a query is written with its results by the shell's
  // server (shell/server/compose/search-page.ts), and a new search is the form's own GET until the
  // code comes: it comes when the visitor reaches for the field (a page opened to type focuses it).
  Page: () => <Island load="interaction" of={siteSearch} props={{ found: null }} />,
});
