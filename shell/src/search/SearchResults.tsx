import type { SearchKind } from 'shared/search';
import { ResultGroup } from './ResultGroup';
import type { SearchHit, SiteSearchResult } from './search-site';
import { NoResults, SearchLinks } from './SearchSuggestions';

/** Results are grouped in this order, under these headings. */
const groups: readonly { kind: SearchKind; heading: string }[] = [
  { kind: 'product', heading: 'Products' },
  { kind: 'service', heading: 'Services' },
  { kind: 'location', heading: 'Locations' },
  { kind: 'article', heading: 'Articles' },
  { kind: 'question', heading: 'Questions' },
  { kind: 'page', heading: 'Pages' },
];

/** The groups in the order of their best result: what answers the query best is seen first ("salon hours in Milan" opens on the houses). */
const groupsByBestHit = (hits: readonly SearchHit[]) =>
  groups
    .map((group) => ({ ...group, rank: hits.findIndex((hit) => hit.kind === group.kind) }))
    .filter((group) => group.rank >= 0)
    .sort((a, b) => a.rank - b.rank);

/** Where a first visit to /search (no query yet) may start. A query that finds nothing gets suggestions made from it instead. */
const startingPoints = ['serum', 'foundation', 'curls', 'facial', 'Paris', 'domains'];

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
  return (
    <section aria-label="Results" className="min-h-[40svh] bg-ivory py-14 text-espresso md:py-20">
      <div className="page-container max-w-3xl">
        {result && result.unavailable.length > 0 && (
          <p className="mb-10 border-l-2 border-gold-ink pl-4 text-sm text-taupe">
            We could not search {result.unavailable.join(', ')} just now; the results below are from the rest of the site.
          </p>
        )}
        {result && result.hits.length > 0 ? (
          groupsByBestHit(result.hits).map(({ kind, heading }) => <ResultGroup key={kind} heading={heading} hits={result.hits.filter((hit) => hit.kind === kind)} />)
        ) : result ? (
          <NoResults query={query} suggestions={result.suggestions} />
        ) : hasQuery ? null : (
          // Only before a first query: while one is searching, the status line says so, and a
          // list of other searches there would flash before the results.
          <SearchLinks heading="Popular searches" terms={startingPoints} />
        )}
      </div>
    </section>
  );
}
