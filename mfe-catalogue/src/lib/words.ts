import { SOURCE_LOCALE } from 'shared';

/** A category's name inside a sentence: as it is in English ("Makeup"), in lower case in French and Spanish ("maquillage"). */
export const inSentence = (name: string, locale: string): string => (locale === SOURCE_LOCALE ? name : name.toLocaleLowerCase(locale));
