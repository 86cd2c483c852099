import type { Catalogs } from '../i18n/locales';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

/** The messages `shared` declares (its chrome: the navigation, the notifications, the breadcrumb), in every language. */
export const sharedCatalogs: Catalogs = { en, fr, es };
