/**
 * The site's index for crawlers: sitemap.xml from every app's current routes (an app that does not
 * answer is left out of this one), and robots.txt pointing at it.
 */
import { brand } from 'shared/brand';
import { canonicalUrl } from 'shared/seo-defaults';
import { escapeHtml } from 'shared/seo/head-tags';
import { remoteNames } from 'shared/routes';
import { NOT_FOUND_PATH } from 'shared/seo/types';
import { localizedPath, SOURCE_LOCALE } from 'shared/locales';
import type { RouteSeoFile } from 'shared/route-seo-file';
import type { RemoteName } from 'shared/routes';
import { commonLocales, resolveAssets, type AppName, type ComposedRoute, type PublishedRoutes, type RemoteEntries } from './routes';

/**
 * Every app's current routes, the shell's first, each with the languages it is published in (its
 * head's `alternates`): its app's, and those of every app whose part it holds.
 */
export async function siteRoutes(published: PublishedRoutes, entries: RemoteEntries): Promise<ComposedRoute[]> {
  const files = new Map<AppName, { file: RouteSeoFile; base: string }>();
  for (const app of ['shell', ...remoteNames] as AppName[]) {
    try {
      files.set(app, await published.of(app, entries));
    } catch (error) {
      console.warn(`[site] sitemap.xml: ${app} did not answer`, error);
    }
  }
  return [...files].flatMap(([app, { file, base }]) =>
    file.routes.map((route) => {
      const parts = (route.remoteModules ?? []).map((id) => files.get(id.split('/')[0] as RemoteName)?.file).filter((part) => part !== undefined);
      const alternates = commonLocales([file, ...parts]);
      const resolved = resolveAssets(route, base);
      return { ...resolved, meta: { ...resolved.meta, ...(alternates.length > 1 ? { alternates } : {}) }, app };
    }),
  );
}

/**
 * The indexable routes (not the not-found page, nothing `noindex`), each with its last modification,
 * at its address in each language it is published in, every one listing all of them (`xhtml:link`).
 */
export function sitemapXml(routes: readonly ComposedRoute[]): string {
  const entries = routes
    .filter((route) => route.path !== NOT_FOUND_PATH && !/noindex/.test(route.meta.robots ?? ''))
    .flatMap((route) => {
      const locales = route.meta.alternates ?? [SOURCE_LOCALE];
      const url = (locale: (typeof locales)[number]) => escapeHtml(canonicalUrl(localizedPath(route.path, locale)));
      const links = locales.length > 1 ? [...locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(locale)}"/>`), `<xhtml:link rel="alternate" hreflang="x-default" href="${url(SOURCE_LOCALE)}"/>`] : [];
      return locales.map((locale) => ['  <url>', `    <loc>${url(locale)}</loc>`, `    <lastmod>${route.lastModified}</lastmod>`, ...links.map((link) => `    ${link}`), '  </url>'].join('\n'));
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = () => `User-agent: *\nAllow: /\n\nSitemap: ${brand.siteUrl}/sitemap.xml\n`;
