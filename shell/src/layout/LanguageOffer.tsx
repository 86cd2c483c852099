import { defineMessages, LOCALE_OFFER_ATTRIBUTE, LOCALE_OFFER_DISMISS_ATTRIBUTE, LOCALE_SWITCH_ATTRIBUTE, LocaleProvider, messagesOf, sharedCatalogs, useIntl, type Locale } from 'shared';
import { catalogs } from '../locales';
import { pageIn, usePageLanguages, type PageLanguages } from './page-languages';

const messages = defineMessages({
  offer: { id: 'shell.language.offer', defaultMessage: 'This page is also in English.', description: 'said in the language it offers' },
  read: { id: 'shell.language.offer-read', defaultMessage: 'Read it in English' },
  dismiss: { id: 'shell.language.offer-dismiss', defaultMessage: 'No, thank you' },
});

/**
 * A quiet line offering the page in another language, in that language, for a visitor whose
 * browser prefers it: hidden in the HTML (a crawler never meets it), shown by the boot script
 * (src/boot/language-choice.ts) to a visitor who has not chosen a language yet, never a redirect.
 * Fixed at the bottom of the screen, over nothing the page needs, it shifts nothing; it waits while
 * the consent banner, in the same place, is asking.
 */
export function LanguageOffers() {
  const languages = usePageLanguages();
  return (
    <>
      {languages.alternates
        .filter((locale) => locale !== languages.locale)
        .map((locale) => (
          <LocaleProvider key={locale} locale={locale} messages={messagesOf(locale, sharedCatalogs, catalogs)}>
            <Offer locale={locale} languages={languages} />
          </LocaleProvider>
        ))}
    </>
  );
}

function Offer({ locale, languages }: { locale: Locale; languages: PageLanguages }) {
  const intl = useIntl();
  return (
    <p
      lang={locale}
      hidden
      {...{ [LOCALE_OFFER_ATTRIBUTE]: locale }}
      className="fixed inset-x-3 bottom-3 z-40 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border border-gold/40 bg-espresso px-4 py-3 text-center text-sm text-ivory shadow-soft md:inset-x-auto md:right-5 md:bottom-5 md:max-w-md"
    >
      <span>{intl.formatMessage(messages.offer)}</span>
      <a href={pageIn(languages, locale)} hrefLang={locale} {...{ [LOCALE_SWITCH_ATTRIBUTE]: locale }} className="text-gold underline underline-offset-4 hover:text-ivory">
        {intl.formatMessage(messages.read)}
      </a>
      <button type="button" {...{ [LOCALE_OFFER_DISMISS_ATTRIBUTE]: '' }} className="min-h-6 cursor-pointer text-mist underline underline-offset-4 hover:text-gold">
        {intl.formatMessage(messages.dismiss)}
      </button>
    </p>
  );
}
