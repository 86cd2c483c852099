import type { ReactNode } from 'react';
import { SOURCE_LOCALE, type IntlShape } from 'shared';

/**
 * `translate="no"` for a name that stands alone (an advisor's, a domain, a city, an address) on a
 * translated page. Nothing on an English page, whose HTML stays exactly as it was.
 */
export const nameMark = (intl: IntlShape): 'no' | undefined => (intl.locale === SOURCE_LOCALE ? undefined : 'no');

/**
 * A name inside a sentence (`intl.formatMessage(message, { advisor: nameIn(intl, brand.advisorName) })`):
 * a text of its own, as the English page has always rendered it, and marked as a name on a
 * translated page.
 */
export const nameIn = (intl: IntlShape, name: string): ReactNode => (intl.locale === SOURCE_LOCALE ? <>{name}</> : <span translate="no">{name}</span>);

/** A fact inside a sentence ("within 24 hours"), a text of its own as the English page has always rendered it. */
export const textIn = (text: string): ReactNode => <>{text}</>;
