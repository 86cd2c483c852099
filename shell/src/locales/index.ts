import type { Catalogs } from 'shared/locales';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

/** The messages the shell declares (its layout, its pages), in every language. */
export const shellCatalogs: Catalogs = { en, fr, es };
