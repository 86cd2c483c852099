import { defineMessages, LOCALE_SWITCH_ATTRIBUTE, useIntl, type Locale } from 'shared';
import { nativeName, pageIn, usePageLanguages } from './page-languages';

const messages = defineMessages({
  label: { id: 'shell.language.switcher', defaultMessage: 'Language', description: 'the name of the list of languages the page is in' },
});

/**
 * The page in each language it is published in: plain links to the same page with the same query,
 * so they work with no script; the boot script keeps the visitor's place and remembers the choice
 * (src/boot/language-choice.ts). Each name is in its own language. `compact` shows the two-letter
 * codes (the header), each followed by its full name for screen readers.
 */
export function LanguageSwitcher({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const intl = useIntl();
  const languages = usePageLanguages();
  if (languages.alternates.length < 2) return null;
  return (
    <nav aria-label={intl.formatMessage(messages.label)} className={className}>
      <ul className="flex items-center gap-1">
        {languages.alternates.map((locale: Locale) => {
          const current = locale === languages.locale;
          const name = nativeName(locale);
          return (
            <li key={locale}>
              <a
                href={pageIn(languages, locale)}
                hrefLang={locale}
                lang={locale}
                {...{ [LOCALE_SWITCH_ATTRIBUTE]: locale }}
                aria-current={current ? 'true' : undefined}
                className={`inline-flex min-h-11 min-w-11 items-center justify-center px-1.5 transition-colors hover:text-gold aria-[current]:text-gold ${compact ? 'text-[0.7rem] font-medium tracking-[0.2em] uppercase' : ''}`}
              >
                {/* The code shows, and is part of the name (WCAG 2.5.3, label in name); the full name is for screen readers. */}
                {compact ? (
                  <>
                    {locale}
                    <span className="sr-only"> {name}</span>
                  </>
                ) : (
                  name
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
