import { listInWords, SOURCE_LOCALE, type Locale } from 'shared';

/** A list as a sentence in `locale` says it: the English as it always was ("a, b and c"), `Intl`'s elsewhere ("a, b et c"). */
export const listIn = (locale: Locale, items: readonly string[]): string =>
  locale === SOURCE_LOCALE ? listInWords(items) : new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
