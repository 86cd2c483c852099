import { Link } from 'shared';
import { ResultGroup } from './ResultGroup';
import type { SiteSearchResult } from './search-site';

/** Nothing found: what is nearest to what was asked, in words the site uses and items, never a fixed list. */
export function NoResults({ query, suggestions }: { query: string; suggestions: SiteSearchResult['suggestions'] }) {
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

/** Searches to try, under a heading: each term a link to its results. */
export function SearchLinks({ heading, terms }: { heading: string; terms: readonly string[] }) {
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
