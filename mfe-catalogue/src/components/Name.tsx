import type { ReactNode } from 'react';
import { SOURCE_LOCALE, useLocale } from 'shared';

/**
 * A name (an item's, a division's, a person's) standing alone in a page: in a translated page it is
 * marked as not to be translated (`translate="no"`); the English page shows it as it always has.
 */
export function Name({ children }: { children: ReactNode }) {
  return useLocale() === SOURCE_LOCALE ? children : <span translate="no">{children}</span>;
}

/**
 * Words a message places among its own as their own text, as the page has always written them
 * ("Shop <!-- -->Makeup"): a message's value that is an element rather than a string.
 */
export const apart = (text: string): ReactNode => <>{text}</>;

/** A category's name inside a sentence: as it is in English ("Makeup"), in lower case in French and Spanish ("maquillage"). */
export const inSentence = (name: string, locale: string): string => (locale === SOURCE_LOCALE ? name : name.toLocaleLowerCase(locale));
