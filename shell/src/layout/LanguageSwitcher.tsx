import { ChevronDown } from 'lucide-react';
import { defineMessages, LOCALE_SWITCH_ATTRIBUTE, useIntl, type Locale } from 'shared';
import { nativeName, pageIn, usePageLanguages, type PageLanguages } from './page-languages';

const messages = defineMessages({
  label: { id: 'shell.language.switcher', defaultMessage: 'Language', description: 'the name of the list of languages the page is in' },
});

/** The panel's id, which the header's button names in `popovertarget`; also its anchor's name. */
const PANEL_ID = 'nav-language';

/** The page in one language: a plain link, in that language, to the same page with the same query. */
function LanguageLink({ languages, locale, className }: { languages: PageLanguages; locale: Locale; className: string }) {
  return (
    <a
      href={pageIn(languages, locale)}
      hrefLang={locale}
      lang={locale}
      {...{ [LOCALE_SWITCH_ATTRIBUTE]: locale }}
      aria-current={locale === languages.locale ? 'true' : undefined}
      className={className}
    >
      {nativeName(locale)}
    </a>
  );
}

/**
 * The page in each language it is published in: plain links to the same page with the same query,
 * so they work with no script; the boot script keeps the visitor's place and remembers the choice
 * (src/boot/language-choice.ts). Each name is in its own language. Nothing where the page is in one
 * language only.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const intl = useIntl();
  const languages = usePageLanguages();
  if (languages.alternates.length < 2) return null;
  return (
    <nav aria-label={intl.formatMessage(messages.label)} className={className}>
      <ul className="flex flex-wrap items-center gap-x-4">
        {languages.alternates.map((locale) => (
          <li key={locale}>
            <LanguageLink languages={languages} locale={locale} className="inline-flex min-h-11 items-center transition-colors hover:text-gold aria-[current]:text-gold" />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The header's switcher, as small as the header's room asks: the page's language as a button (its
 * code, with the list's name for screen readers), whose panel lists the page in each language. The
 * same popover and keys as the header's other dropdowns (./header/NavDropdown.tsx), from the first
 * paint and with no app.
 */
export function HeaderLanguageMenu({ className = '' }: { className?: string }) {
  const intl = useIntl();
  const languages = usePageLanguages();
  if (languages.alternates.length < 2) return null;
  return (
    <div className={`group/dropdown ${className}`} data-dropdown="">
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-controls={PANEL_ID}
        aria-expanded="false"
        style={{ anchorName: `--${PANEL_ID}` }}
        // The code shows, and begins the name (WCAG 2.5.3, label in name).
        aria-label={`${languages.locale}, ${intl.formatMessage(messages.label)}`}
        className="inline-flex min-h-11 items-center gap-1.5 px-1 text-[0.7rem] font-medium tracking-[0.2em] uppercase transition-colors group-has-[:popover-open]/dropdown:text-gold hover:text-gold"
      >
        {languages.locale}
        <ChevronDown aria-hidden="true" className="size-3.5 transition-transform group-has-[:popover-open]/dropdown:rotate-180 motion-reduce:transition-none" />
      </button>
      <div id={PANEL_ID} popover="auto" style={{ positionAnchor: `--${PANEL_ID}` }} className="nl-nav-panel min-w-40 border border-gold/25 bg-espresso/95 py-1.5 text-ivory shadow-soft">
        <ul aria-label={intl.formatMessage(messages.label)}>
          {languages.alternates.map((locale) => (
            <li key={locale}>
              <LanguageLink
                languages={languages}
                locale={locale}
                className="block px-5 py-[0.3125rem] text-sm leading-5 transition-colors hover:bg-gold/15 hover:text-gold focus-visible:bg-gold/15 focus-visible:text-gold focus-visible:-outline-offset-2 aria-[current]:text-gold"
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
