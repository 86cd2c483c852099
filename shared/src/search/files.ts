/**
 * Where a remote publishes its search documents, next to its entry: the shell and the advisor read
 * them there. Imports nothing but the site's languages, so the advisor's functions run it on Deno.
 */
import { SOURCE_LOCALE, type Locale } from '../i18n/locales.ts';

/** Its documents in English, like seo.json. */
export const SEARCH_DOCUMENTS_FILE = 'search.json';

/**
 * The file of a remote's documents in `locale`: `search.json` in English, `search.fr.json` in
 * French. Each language's documents have the same ids and paths (a path has no language prefix: the
 * page showing a result writes it in its own language).
 */
export const searchDocumentsFileOf = (locale: Locale): string => (locale === SOURCE_LOCALE ? SEARCH_DOCUMENTS_FILE : `search.${locale}.json`);
