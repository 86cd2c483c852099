import { defineMessages, useIntl, type MessageDescriptor } from 'shared';
import type { SearchKind } from 'shared/search';
import { ResultGroup } from './ResultGroup';
import type { SearchHit, SiteSearchResult, UnsearchedPart } from './search-site';
import { NoResults, SearchLinks } from './SearchSuggestions';

/** Results are grouped in this order, under these headings. */
const messages = defineMessages({
  product: { id: 'shell.search.group-products', defaultMessage: 'Products' },
  service: { id: 'shell.search.group-services', defaultMessage: 'Services' },
  location: { id: 'shell.search.group-locations', defaultMessage: 'Locations' },
  article: { id: 'shell.search.group-articles', defaultMessage: 'Articles' },
  question: { id: 'shell.search.group-questions', defaultMessage: 'Questions' },
  page: { id: 'shell.search.group-pages', defaultMessage: 'Pages' },
  results: { id: 'shell.search.results-region', defaultMessage: 'Results' },
  unavailable: { id: 'shell.search.unavailable', defaultMessage: 'We could not search {parts} just now; the results below are from the rest of the site.' },
  popular: { id: 'shell.search.popular', defaultMessage: 'Popular searches' },
});

/** How the page names a part of the site it could not search. */
const partNames = defineMessages({
  catalogue: { id: 'shell.search.part-catalogue', defaultMessage: 'the collection' },
  booking: { id: 'shell.search.part-booking', defaultMessage: 'booking' },
  locations: { id: 'shell.search.part-locations', defaultMessage: 'our houses' },
  press: { id: 'shell.search.part-press', defaultMessage: 'the press' },
  advisor: { id: 'shell.search.part-advisor', defaultMessage: 'the advisor' },
  site: { id: 'shell.search.part-site', defaultMessage: 'the site' },
}) satisfies Record<UnsearchedPart, MessageDescriptor>;

/**
 * Where a first visit to /search (no query yet) may start, in the page's language: the words its
 * documents use. A query that finds nothing gets suggestions made from it instead.
 */
const startingPoints = defineMessages({
  serum: { id: 'shell.search.start-serum', defaultMessage: 'serum' },
  foundation: { id: 'shell.search.start-foundation', defaultMessage: 'foundation' },
  curls: { id: 'shell.search.start-curls', defaultMessage: 'curls' },
  facial: { id: 'shell.search.start-facial', defaultMessage: 'facial' },
  domains: { id: 'shell.search.start-domains', defaultMessage: 'domains' },
});

const groups: readonly { kind: SearchKind; heading: MessageDescriptor }[] = [
  { kind: 'product', heading: messages.product },
  { kind: 'service', heading: messages.service },
  { kind: 'location', heading: messages.location },
  { kind: 'article', heading: messages.article },
  { kind: 'question', heading: messages.question },
  { kind: 'page', heading: messages.page },
];

/** The groups in the order of their best result: what answers the query best is seen first ("salon hours in Milan" opens on the houses). */
const groupsByBestHit = (hits: readonly SearchHit[]) =>
  groups
    .map((group) => ({ ...group, rank: hits.findIndex((hit) => hit.kind === group.kind) }))
    .filter((group) => group.rank >= 0)
    .sort((a, b) => a.rank - b.rank);


interface SearchResultsProps {
  query: string;
  hasQuery: boolean;
  /** The results for the query, once it has been searched. */
  result: SiteSearchResult | null;
}

/**
 * The search page's results: a word on parts of the site that could not be searched, then the
 * results by kind, or suggestions when nothing was found, or searches to start from before a query.
 */
export function SearchResults({ query, hasQuery, result }: SearchResultsProps) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage(messages.results)} className="min-h-[40svh] bg-ivory py-14 text-espresso md:py-20">
      <div className="page-container max-w-3xl">
        {result && result.unavailable.length > 0 && (
          <p className="mb-10 border-l-2 border-gold-ink pl-4 text-sm text-taupe">
            {intl.formatMessage(messages.unavailable, { parts: intl.formatList(result.unavailable.map((part) => intl.formatMessage(partNames[part]))) })}
          </p>
        )}
        {result && result.hits.length > 0 ? (
          groupsByBestHit(result.hits).map(({ kind, heading }) => <ResultGroup key={kind} heading={intl.formatMessage(heading)} hits={result.hits.filter((hit) => hit.kind === kind)} />)
        ) : result ? (
          <NoResults query={query} suggestions={result.suggestions} />
        ) : hasQuery ? null : (
          // Only before a first query: while one is searching, the status line says so, and a
          // list of other searches there would flash before the results.
          <SearchLinks
            heading={intl.formatMessage(messages.popular)}
            terms={[startingPoints.serum, startingPoints.foundation, startingPoints.curls, startingPoints.facial, 'Paris', startingPoints.domains].map((term) => (typeof term === 'string' ? term : intl.formatMessage(term)))}
          />
        )}
      </div>
    </section>
  );
}
