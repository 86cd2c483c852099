/**
 * The site's index for crawlers: sitemap.xml from every app's current routes (an app that does not
 * answer is left out of this one), and robots.txt pointing at it.
 */
import { brand } from 'shared/brand';
import { canonicalUrl } from 'shared/seo-defaults';
import { escapeHtml } from 'shared/seo/head-tags';
import { remoteNames } from 'shared/routes';
import { NOT_FOUND_PATH } from 'shared/seo/types';
import { resolveAssets, type AppName, type ComposedRoute, type PublishedRoutes, type RemoteEntries } from './routes';

/** Every app's current routes, the shell's first. */
export async function siteRoutes(published: PublishedRoutes, entries: RemoteEntries): Promise<ComposedRoute[]> {
  const routes: ComposedRoute[] = [];
  for (const app of ['shell', ...remoteNames] as AppName[]) {
    try {
      const { file, base } = await published.of(app, entries);
      routes.push(...file.routes.map((route) => ({ ...resolveAssets(route, base), app })));
    } catch (error) {
      console.warn(`[site] sitemap.xml: ${app} did not answer`, error);
    }
  }
  return routes;
}

/** The indexable routes (not the not-found page, nothing `noindex`), each with its last modification. */
export function sitemapXml(routes: readonly ComposedRoute[]): string {
  const entries = routes
    .filter((route) => route.path !== NOT_FOUND_PATH && !/noindex/.test(route.meta.robots ?? ''))
    .map((route) => `  <url>\n    <loc>${escapeHtml(canonicalUrl(route.path))}</loc>\n    <lastmod>${route.lastModified}</lastmod>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = () => `User-agent: *\nAllow: /\n\nSitemap: ${brand.siteUrl}/sitemap.xml\n`;
