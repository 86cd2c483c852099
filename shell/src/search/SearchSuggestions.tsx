import { defineMessages, Link, useIntl } from 'shared';

const messages = defineMessages({
  nothingClose: {
    id: 'shell.search.nothing-close',
    defaultMessage: 'Nothing on the site is close to “{query}”. Our concierge can help: <contact>write to us</contact>, or ask <chat>our advisor</chat>.',
  },
  didYouMean: { id: 'shell.search.did-you-mean', defaultMessage: 'Did you mean' },
  nearest: { id: 'shell.search.nearest', defaultMessage: 'Nearest to your search' },
});
import { ResultGroup } from './ResultGroup';
import type { SiteSearchResult } from './search-site';

/** Nothing found: what is nearest to what was asked, in words the site uses and items, never a fixed list. */
export function NoResults({ query, suggestions }: { query: string; suggestions: SiteSearchResult['suggestions'] }) {
  const intl = useIntl();
  if (suggestions.terms.length === 0 && suggestions.documents.length === 0) {
    return (
      <p className="text-lg text-taupe">
        {intl.formatMessage(messages.nothingClose, {
          query,
          contact: (words) => (
            <Link to="/contact" className="underline underline-offset-4 hover:text-gold-ink">
              {words}
            </Link>
          ),
          chat: (words) => (
            <Link to="/chat" className="underline underline-offset-4 hover:text-gold-ink">
              {words}
            </Link>
          ),
        })}
      </p>
    );
  }
  return (
    <div className="space-y-12">
      {suggestions.terms.length > 0 && <SearchLinks heading={intl.formatMessage(messages.didYouMean)} terms={suggestions.terms} />}
      <ResultGroup heading={intl.formatMessage(messages.nearest)} hits={suggestions.documents} />
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
