import { Search } from 'lucide-react';
import type { FormEvent, RefObject } from 'react';
import { defineMessages, useHref, useIntl } from 'shared';
import { MAX_QUERY_LENGTH } from 'shared/search';

interface SearchFieldProps {
  inputId: string;
  /** The status line's id: it describes the field. */
  statusId: string;
  /** How the search stands, said under the field (nothing before a first query). */
  status: string;
  input: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  autoFocus: boolean;
}

const messages = defineMessages({
  label: { id: 'shell.search.field', defaultMessage: 'Products, services, cities and articles' },
  placeholder: { id: 'shell.search.placeholder', defaultMessage: 'Try “serum” or “Paris”' },
  search: { id: 'shell.search.submit', defaultMessage: 'Search' },
});

/** The search page's form: its field and button, then the status line that says how the search stands. */
export function SearchField({ inputId, statusId, status, input, value, onChange, onSubmit, autoFocus }: SearchFieldProps) {
  const searchPage = useHref('/search');
  const intl = useIntl();
  return (
    // An explicit action: a search sent before the page's code has come is the browser's own GET,
    // never held for the code (shell/src/boot/event-replay.ts), and the server answers it with results.
    <form role="search" action={searchPage} onSubmit={onSubmit} className="mt-10">
      <label htmlFor={inputId} className="eyebrow block text-mist">
        {intl.formatMessage(messages.label)}
      </label>
      <div className="mt-3 flex gap-3">
        <input
          ref={input}
          id={inputId}
          // React applies it as the field is inserted, never on a later render.
          autoFocus={autoFocus}
          type="search"
          name="q"
          value={value}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={statusId}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-12 min-w-0 flex-1 border border-mist/50 bg-transparent px-4 text-lg text-ivory placeholder:text-mist/70 focus:border-gold [&::-webkit-search-cancel-button]:appearance-none"
          placeholder={intl.formatMessage(messages.placeholder)}
        />
        <button type="submit" className="inline-flex min-h-12 shrink-0 items-center gap-2 bg-gold px-5 text-xs font-medium tracking-[0.2em] text-espresso uppercase hover:bg-ivory">
          <Search aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {intl.formatMessage(messages.search)}
        </button>
      </div>
      <p id={statusId} role="status" className="mt-4 min-h-6 text-sm text-mist">
        {status}
      </p>
    </form>
  );
}
