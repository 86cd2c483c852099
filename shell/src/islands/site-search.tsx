import { useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { defineIsland, defineMessages, useIntl, useLocale, useSearchParams } from 'shared';
import { MAX_QUERY_LENGTH } from 'shared/search';
import { SearchField } from '../search/SearchField';
import { SearchResults } from '../search/SearchResults';
import { hasSearchWords, searchSite, type FoundSearch, type SiteSearchResult } from '../search/search-site';
import { SearchDocumentsContext } from '../search/search-documents';

/** Typing settles for this long before the results (and the address) follow. */
export const SEARCH_DEBOUNCE_MS = 250;

type SearchState = { status: 'idle' } | { status: 'searching'; query: string } | { status: 'done'; query: string; result: SiteSearchResult };

export interface SiteSearchProps {
  /** The results the page was written with (the shell's server searches a visit's query): shown at once, never searched again. */
  found: FoundSearch | null;
}

/**
 * /search?q=: the site's search across products, services, houses, articles, questions and pages,
 * from the documents each remote publishes in the page's language (its search.json, search.fr.json…), ranked by the site's one search engine
 * (shared/search: MiniSearch, with typos, prefixes and synonyms). The query lives in the address, so
 * a result list can be shared, reloaded and reached from the structured data's SearchAction. A visit
 * with a query gets a page written with its results (`found`), readable before any code and without
 * it; a new query is the form's own GET until the island's code has come, then results follow the
 * typing.
 */
const messages = defineMessages({
  typeAWord: { id: 'shell.search.type-a-word', defaultMessage: 'Type a word to search for.' },
  searching: { id: 'shell.search.searching', defaultMessage: 'Searching…' },
  nothing: { id: 'shell.search.no-results', defaultMessage: 'No results for “{query}”.' },
  found: { id: 'shell.search.results', defaultMessage: '{count, plural, one {# result} other {# results}} for “{query}”.' },
  eyebrow: { id: 'shell.search.eyebrow', defaultMessage: 'Search' },
  heading: { id: 'shell.search.heading', defaultMessage: 'Search the house' },
});

function SiteSearch({ found }: SiteSearchProps) {
  const intl = useIntl();
  const { query, hasQuery, result, draft, setDraft, input, inputId, hintId, submit } = useSearchPage(found);
  const status = !hasQuery
    ? query
      ? intl.formatMessage(messages.typeAWord)
      : ''
    : !result
      ? intl.formatMessage(messages.searching)
      : result.hits.length === 0
        ? intl.formatMessage(messages.nothing, { query })
        : intl.formatMessage(messages.found, { count: result.hits.length, query });

  return (
    <>
      <section className="bg-espresso pt-32 pb-14 text-ivory md:pt-40 md:pb-20">
        <div className="page-container max-w-3xl">
          <p className="eyebrow text-gold">{intl.formatMessage(messages.eyebrow)}</p>
          <h1 className="mt-4 font-display text-5xl leading-tight md:text-6xl">{intl.formatMessage(messages.heading)}</h1>
          <SearchField
            inputId={inputId}
            statusId={hintId}
            status={status}
            input={input}
            value={draft}
            onChange={setDraft}
            onSubmit={submit}
            // A visit with nothing searched yet (the header's Search button, a link to /search) has come to type.
            autoFocus={query === ''}
          />
        </div>
      </section>
      <SearchResults query={query} hasQuery={hasQuery} result={result} />
    </>
  );
}

/**
 * The query in the address, what is typed in the field, and the results: the address follows the
 * typing once it settles, the field follows the address (Back, Forward), and each query is searched.
 */
function useSearchPage(found: FoundSearch | null) {
  const loadDocuments = useContext(SearchDocumentsContext);
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const [draft, setDraft] = useState(query);
  const [state, setState] = useState<SearchState>(() => (found?.query === query ? { status: 'done', ...found } : { status: 'idle' }));
  const input = useRef<HTMLInputElement>(null);

  // What the visitor typed before the island's code came is in the field, not in the state (React
  // does not report it at hydration): the island adopts it as it starts, so the address and the
  // results follow what is in the field.
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

  // The query the page was written with has its results shown already: only another is searched.
  const writtenQuery = useRef(found?.query === query ? query : null);
  useEffect(() => {
    if (!hasSearchWords(query, locale) || query === writtenQuery.current) return;
    writtenQuery.current = null;
    let current = true;
    // Starting a search is the effect's whole job.
    setState({ status: 'searching', query });
    loadDocuments(locale).then(
      (documents) => current && setState({ status: 'done', query, result: searchSite(documents, query) }),
      () => current && setState({ status: 'done', query, result: { hits: [], unavailable: ['site'], suggestions: { terms: [], documents: [] } } }),
    );
    return () => {
      current = false;
    };
  }, [query, locale, loadDocuments]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (next !== query) setParams(next ? { q: next } : {});
  };

  const hasQuery = hasSearchWords(query, locale);
  const result = hasQuery && state.status === 'done' && state.query === query ? state.result : null;
  return { query, hasQuery, result, draft, setDraft, input, inputId, hintId, submit };
}

/** The whole of /search's page below the header: its field and its results, one island. */
export default defineIsland('shell/site-search', SiteSearch);
