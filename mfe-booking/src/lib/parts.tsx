import { SOURCE_LOCALE, type Locale } from 'shared';
import type { ReactNode } from 'react';

/**
 * A message's values, each its own part of the sentence: `intl.formatMessage(message, parts({ phone }))`
 * renders the words around a value and the value as separate text, as the JSX it replaces did
 * (`call {phone}: …`), so an English page's HTML is the same as before it was translated.
 */
export const parts = (values: Readonly<Record<string, ReactNode>>): Record<string, ReactNode> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, <>{value}</>]));

/**
 * What marks an element holding only a name (an experience's, an add-on's) on a translated page:
 * `translate="no"`, so neither a browser's translation nor the pages' check takes it for English
 * left untranslated. An English page keeps its HTML as it was.
 */
export const nameOnly = (locale: Locale): { translate?: 'no' } => (locale === SOURCE_LOCALE ? {} : { translate: 'no' });
