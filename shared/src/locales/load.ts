import { catalogFiles } from '../i18n/format';
import type { Catalog, Locale } from '../i18n/locales';

/**
 * `shared`'s messages in `locale`, fetched as a chunk of their own: what an island on a page in that
 * language needs of them. For code bundled by Vite (the browser's), which writes the glob.
 */
export const sharedCatalog = (locale: Locale): Promise<Catalog> => catalogFiles(import.meta.glob<Catalog>('./*.json', { import: 'default' }))(locale);
