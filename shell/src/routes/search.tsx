import { Search } from 'lucide-react';
import { useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { brand, defineRoute, Island, Link, useSearchParams } from 'shared';
import { MAX_QUERY_LENGTH, queryTerms, type SearchDocument, type SearchKind } from 'shared/search';
import { searchSite, type SiteSearchResult } from '../search/search-site';
import { SearchDocumentsContext } from '../search/site-search';

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
const groupsByBestHit = (hits: readonly SearchDocument[]) =>
  groups
    .map((group) => ({ ...group, rank: hits.findIndex((hit) => hit.kind === group.kind) }))
    .filter((group) => group.rank >= 0)
    .sort((a, b) => a.rank - b.rank);

/** Where a first visit to /search (no query yet) may start. A query that finds nothing gets suggestions made from it instead. */
const startingPoints = ['serum', 'foundation', 'curls', 'facial', 'Paris', 'domains'];

/** Typing settles for this long before the results (and the address) follow. */
export const SEARCH_DEBOUNCE_MS = 250;

type SearchState = { status: 'idle' } | { status: 'searching'; query: string } | { status: 'done'; query: string; result: SiteSearchResult };

/** Search results are for visitors, not for the index (each result is a page of its own). */
export default defineRoute({
  head: () => ({
    title: 'Search',
    description: `Search ${brand.name}: products, services, our nine houses and the press.`,
    canonicalPath: '/search',
    robots: 'noindex, follow',
  }),
  // The whole page is the search: its results come from the app as soon as it shows.
  Page: () => (
    <Island load="visible">
      <SearchPage />
    </Island>
  ),
});

/**
 * /search?q=: the site's search across products, services, houses, articles, questions and pages,
 * from the documents each remote publishes (its search.json), ranked by the site's one search engine
 * (shared/search: MiniSearch, with typos, prefixes and synonyms). The query lives in the address, so
 * a result list can be shared, reloaded and reached from the structured data's SearchAction.
 */
function SearchPage() {
  const loadDocuments = useContext(SearchDocumentsContext);
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const [draft, setDraft] = useState(query);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  // What the visitor typed before the app took the page over is in the field, not in the state
  // (React does not yet report it at hydration: react/react#12955, flagged off in react/react#33129):
  // the page adopts it as it opens, so the address and the results follow what is in the field.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== draft) setDraft(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only as the page opens
  }, []);
  const inputId = useId();
  const hintId = useId();

  // Back and forward change the address: the field follows it.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setDraft(query);
  }

  // The address follows the typing once it settles (replacing, so Back leaves the page, not each letter).
  useEffect(() => {
    if (draft.trim() === query.trim()) return;
    const timer = window.setTimeout(() => setParams(draft.trim() ? { q: draft.trim() } : {}, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, query, setParams]);

  useEffect(() => {
    if (!loadDocuments || queryTerms(query).length === 0) return;
    let current = true;
    // Starting a search is the effect's whole job: the results of the previous one stay until these arrive.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ status: 'searching', query });
    loadDocuments().then(
      (documents) => current && setState({ status: 'done', query, result: searchSite(documents, query) }),
      () => current && setState({ status: 'done', query, result: { hits: [], unavailable: ['the site'], suggestions: { terms: [], documents: [] } } }),
    );
    return () => {
      current = false;
    };
  }, [query, loadDocuments]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (next !== query) setParams(next ? { q: next } : {});
  };

  const hasQuery = queryTerms(query).length > 0;
  const result = hasQuery && state.status === 'done' && state.query === query ? state.result : null;
  const status = !hasQuery
    ? query
      ? 'Type a word to search for.'
      : ''
    : !result
      ? 'Searching…'
      : result.hits.length === 0
        ? `No results for “${query}”.`
        : `${result.hits.length} ${result.hits.length === 1 ? 'result' : 'results'} for “${query}”.`;

  return (
    <>
      <section className="bg-espresso pt-32 pb-14 text-ivory md:pt-40 md:pb-20">
        <div className="page-container max-w-3xl">
          <p className="eyebrow text-gold">Search</p>
          <h1 className="mt-4 font-display text-5xl leading-tight md:text-6xl">Search the house</h1>
          <form role="search" onSubmit={submit} className="mt-10">
            <label htmlFor={inputId} className="eyebrow block text-mist">
              Products, services, cities and articles
            </label>
            <div className="mt-3 flex gap-3">
              <input
                ref={input}
                id={inputId}
                // A visit with nothing searched yet (the header's Search button, a link to /search)
                // has come to type. React applies it as the field is inserted, never on a later render.
                autoFocus={query === ''}
                type="search"
                name="q"
                value={draft}
                maxLength={MAX_QUERY_LENGTH}
                autoComplete="off"
                enterKeyHint="search"
                aria-describedby={hintId}
                onChange={(event) => setDraft(event.target.value)}
                className="min-h-12 min-w-0 flex-1 border border-mist/50 bg-transparent px-4 text-lg text-ivory placeholder:text-mist/70 focus:border-gold [&::-webkit-search-cancel-button]:appearance-none"
                placeholder="Try “serum” or “Paris”"
              />
              <button type="submit" className="inline-flex min-h-12 shrink-0 items-center gap-2 bg-gold px-5 text-xs font-medium tracking-[0.2em] text-espresso uppercase hover:bg-ivory">
                <Search aria-hidden="true" className="size-4" strokeWidth={1.5} />
                Search
              </button>
            </div>
            <p id={hintId} role="status" className="mt-4 min-h-6 text-sm text-mist">
              {status}
            </p>
          </form>
        </div>
      </section>
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
    </>
  );
}

/** Nothing found: what is nearest to what was asked, in words the site uses and items, never a fixed list. */
function NoResults({ query, suggestions }: { query: string; suggestions: SiteSearchResult['suggestions'] }) {
  if (suggestions.terms.length === 0 && suggestions.documents.length === 0) {
    return (
      <p className="text-lg text-taupe">
        Nothing on the site is close to “{query}”. Our concierge can help: <Link to="/contact" className="underline underline-offset-4 hover:text-gold-ink">write to us</Link>, or ask <Link to="/chat" className="underline underline-offset-4 hover:text-gold-ink">our advisor</Link>.
      </p>
    );
  }
  return (
    <div className="space-y-12">
      {suggestions.terms.length > 0 && <SearchLinks heading="Did you mean" terms={suggestions.terms} />}
      <ResultGroup heading="Nearest to your search" hits={suggestions.documents} />
    </div>
  );
}

function SearchLinks({ heading, terms }: { heading: string; terms: readonly string[] }) {
  return (
    <div>
      <h2 className="eyebrow text-gold-ink">{heading}</h2>
      <ul className="mt-5 flex flex-wrap gap-3">
        {terms.map((term) => (
          <li key={term}>
            <Link to={`/search?q=${encodeURIComponent(term)}`} className="inline-flex min-h-11 items-center rounded-full border border-espresso/30 px-5 text-sm hover:border-espresso">
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultGroup({ heading, hits }: { heading: string; hits: readonly SearchDocument[] }) {
  const headingId = useId();
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-14 last:mb-0">
      <h2 id={headingId} className="font-display text-3xl">
        {heading} <span className="text-base text-taupe">({hits.length})</span>
      </h2>
      <ul className="mt-6 divide-y divide-espresso/10 border-y border-espresso/10">
        {hits.map((hit) => (
          <li key={hit.id}>
            <Link to={hit.path} className="group block py-5">
              <span className="font-display text-2xl group-hover:text-gold-ink group-hover:underline">{hit.title}</span>
              <span className="mt-1 line-clamp-2 block text-sm leading-relaxed text-taupe">{hit.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
