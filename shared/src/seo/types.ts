import type { Thing } from 'schema-dts';
import type { Locale } from '../i18n/locales';

/**
 * A JSON-LD block: any schema.org type, checked by schema-dts (Google's typings of schema.org), so a
 * misspelt property or a wrong value type fails the typecheck instead of a rich result.
 */
export type JsonLd = Exclude<Thing, string>;

export interface SharingImage {
  /** Absolute, or a path on the site (made absolute with the canonical base). */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * What a page declares about itself. The shell turns it into the head: title, description,
 * keywords, canonical URL, robots, Open Graph, Twitter card, theme colour and JSON-LD.
 */
export interface PageMeta {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** A path such as `/skin`; the shell prefixes the canonical base. */
  canonicalPath: string;
  /** Defaults to `index, follow`. */
  robots?: string;
  image?: SharingImage;
  /** Open Graph type; defaults to `website`. */
  type?: 'website' | 'article' | 'product';
  jsonLd?: readonly JsonLd[];
  /** The page's language; English when absent. Its canonical URL is the path in that language (`/fr/skin`). */
  locale?: Locale;
  /**
   * Every language the page is published in, its own among them: the head links each version
   * (`hreflang`, and `x-default` for the English), so the set is the same on every version.
   */
  alternates?: readonly Locale[];
}

/** The not-found page's entry among the published routes: the page the shell's server answers unknown paths with (HTTP 404), never a route of its own. */
export const NOT_FOUND_PATH = '/404';

/**
 * One page as an app publishes it at build time (its `seo.json`, next to its entry), derived from
 * its route modules (shared/src/route-module.tsx): what the composed site writes into that page's
 * HTML, so a new product gets its crawlable page when the site is composed.
 */
export interface RouteSeo {
  /** The path the page answers, e.g. `/product/radiance-serum`. */
  path: string;
  meta: PageMeta;
  /** When the content last changed (YYYY-MM-DD), for the sitemap; the build date of the remote otherwise. */
  lastModified?: string;
  /**
   * The first view's largest picture (the hero), preloaded by the route's HTML so it is in the
   * cache when the page renders. `sizes` must be the one the page's <img> uses.
   */
  leadImage?: { avif: string; webp: string; jpeg: string; sizes: string };
  /** The page's first view as static HTML (shared/tooling/first-view.tsx), shown before the app starts. */
  html?: string;
  /** Spec: a page can choose to hide the footer (its route module's `hidesFooter`). */
  hidesFooter?: boolean;
  /** Remote modules the first view renders besides the publishing remote's `./routes` (e.g. the home page's sections). */
  remoteModules?: readonly string[];
}

/**
 * What a route with params answers for params that name nothing (`/press/no-such-article`), as its
 * app publishes it: a redirect to its `missing` address, or its own not-found page (a first view
 * whose head the server gives the address asked for), answered 404.
 */
export type MissingRoute = { pattern: string; redirect: string; page?: never } | { pattern: string; page: RouteSeo; redirect?: never };
