/**
 * The file each app publishes next to its entry at build time (./route-seo.ts writes it) and the
 * shell's server reads on request (shell/server/site.ts): its name and shape, with nothing of Node,
 * so the server's bundle can use it on any engine.
 */
import { SOURCE_LOCALE, type Locale } from '../src/i18n/locales';
import type { MissingRoute, RouteSeo } from '../src/seo/types';

export const ROUTE_SEO_FILE = 'seo.json';

/** The file of the app's pages in `locale`: `seo.json` in English, `seo.fr.json` in French. */
export const routeSeoFileOf = (locale: Locale): string => (locale === SOURCE_LOCALE ? ROUTE_SEO_FILE : `seo.${locale}.json`);

/** Marks a path relative to the publishing app's entry (a picture), made absolute when the site is composed. */
export const ASSET_SCHEME = 'asset:';

export interface RouteSeoFile {
  app: string;
  /**
   * Which build of the app this is: the same value its exposed modules export as `build`
   * (shared/tooling/vite.ts defines it), so the app can tell a first view composed from another
   * build of a remote than the one it loaded (version skew).
   */
  build: string;
  builtAt: string;
  /** The language of this file's pages; English when absent. */
  locale?: Locale;
  /**
   * In the English file: every language the app publishes its pages in, each in a file of its own
   * (`routeSeoFileOf`), with the same paths. English alone when absent.
   */
  locales?: readonly Locale[];
  routes: RouteSeo[];
  /**
   * The first view of each of the app's fragments, the parts of other apps' pages it publishes (the
   * home page's sections, src/fragments/<Name>.tsx), by name (`HomeSections`), as static HTML:
   * composed into that page like a route's own. Left out by an app with none.
   */
  fragments?: Record<string, string>;
  /** What each of the app's routes with params answers for params that name nothing. Left out by an app with none. */
  missing?: MissingRoute[];
}
