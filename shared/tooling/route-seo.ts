import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { MissingRoute, RouteSeo } from '../src/seo/types';
import { EmittedAssets } from './emitted-assets';
import { islandFilesOf, withIslandFiles } from './island-files';
import { handPublicEnv, loadAppModule } from './load-app-module';
import { ASSET_SCHEME, ROUTE_SEO_FILE, routeSeoFileOf, type RouteSeoFile } from './route-seo-file';
import type * as RouteModulesApi from './route-modules';
import type * as FragmentFilesApi from './fragment-files';
import type { RemoteName } from '../src/routes';
import { SOURCE_LOCALE, type Locale } from '../src/i18n/locales';
import type { PageLanguage } from '../src/i18n/format';
import { appLanguages } from './app-languages';

export { ASSET_SCHEME, ROUTE_SEO_FILE, type RouteSeoFile } from './route-seo-file';

/** An app's published pages in one language. */
interface Edition {
  locale: Locale;
  routes: RouteSeo[];
  fragments?: Record<string, string>;
  missing: MissingRoute[];
}

/** The day the app's folder last changed in git (a clean clone has history); today otherwise. */
function lastChanged(appDir: string): string {
  try {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', '.'], { cwd: appDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  } catch {
    // No git here (a tarball build): the build date is the honest fallback.
  }
  return new Date().toISOString().slice(0, 10);
}

/**
 * Publishes the app's routes as `seo.json` at build time: a remote's from its route modules
 * (src/routes, ./route-modules.tsx), with the first views of its fragments (src/fragments,
 * ./fragment-files.tsx); the shell's likewise, through `tooling/published-routes.tsx` (what its
 * pages need around them). They are the same modules the pages run, loaded in Node. A picture in
 * them is a `file:` URL (the art manifests use `new URL(…, import.meta.url)`); here it becomes the
 * emitted asset's path, relative to the entry, which the composed site makes absolute.
 */
export function routeSeoPlugin({ app, build }: { app: string; build: string }): Plugin {
  let root = process.cwd();
  let editions: Edition[] = [];
  return {
    name: 'noirelle:route-seo',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      handPublicEnv(config.env);
    },
    async buildStart() {
      const ownComposition = resolve(root, 'tooling/published-routes.tsx');
      editions = [];
      for (const { locale, language } of await appLanguages(root)) {
        if (existsSync(ownComposition)) {
          // The shell: its route modules' pages compose other apps' parts, so it says what goes around them.
          const routes = await (await loadAppModule<{ routeSeoIn: (language?: PageLanguage) => Promise<RouteSeo[]> }>(ownComposition)).routeSeoIn(language);
          editions.push({ locale, routes, missing: [] });
        } else {
          // A remote's routes come from its route modules (shared/src/route-module.tsx).
          const { publishedRoutes, missingRoutes } = await loadAppModule<typeof RouteModulesApi>(fileURLToPath(new URL('./route-modules.tsx', import.meta.url)));
          // Its fragments, from its src/fragments folder (./fragment-files.tsx); a remote with none lists none.
          const { publishedFragments } = await loadAppModule<typeof FragmentFilesApi>(fileURLToPath(new URL('./fragment-files.tsx', import.meta.url)));
          const published = await publishedFragments(root, app as RemoteName, language);
          editions.push({
            locale,
            routes: await publishedRoutes(root, undefined, language),
            missing: await missingRoutes(root, language),
            fragments: Object.keys(published).length > 0 ? published : undefined,
          });
        }
        const { routes } = editions.at(-1)!;
        if (!Array.isArray(routes) || routes.length === 0) this.error(`${app} publishes no routes`);
      }
    },
    // After Module Federation's own generateBundle, which still rewrites and renames chunks: the
    // files an island names must be the ones written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const emitted = new EmittedAssets(bundle, root);
        const fallbackDay = lastChanged(root);
        const islandFiles = islandFilesOf(bundle, root, app);
        const withIslands = (html: string) => withIslandFiles(html, islandFiles);
        const locales = editions.map((edition) => edition.locale);
        // Every picture the pages name, written once, whichever language's file names it first.
        const withAssets = (_key: string, value: unknown) => {
          if (typeof value !== 'string' || !value.includes('file:')) return value;
          // Anywhere in the string: a srcset holds several, and a style attribute quotes one as
          // url(&quot;…&quot;) (the shade swatches' image-set).
          return value.replace(/file:\/\/[^\s,"'&)]+/g, (url) => {
            // A picture only the page's HTML shows (no island's code imports it) is the build's
            // to write all the same, hashed like the others.
            let fileName = emitted.fileOf(url);
            if (!fileName && existsSync(fileURLToPath(url))) {
              const path = fileURLToPath(url);
              fileName = this.getFileName(this.emitFile({ type: 'asset', name: basename(path), originalFileName: emitted.sourceOf(url), source: readFileSync(path) }));
              emitted.add(url, fileName);
            }
            if (!fileName) this.error(`${ROUTE_SEO_FILE}: ${emitted.sourceOf(url)} is not there (is the art rendered? npm run art)`);
            return `${ASSET_SCHEME}${fileName}`;
          });
        };
        for (const { locale, routes, fragments, missing } of editions) {
          const file: RouteSeoFile = {
            app,
            build,
            builtAt: new Date().toISOString(),
            ...(locale === SOURCE_LOCALE ? (locales.length > 1 ? { locales } : {}) : { locale }),
            routes: routes.map((route) => ({ ...route, ...(route.html === undefined ? {} : { html: withIslands(route.html) }), lastModified: route.lastModified ?? fallbackDay })),
            ...(fragments ? { fragments: Object.fromEntries(Object.entries(fragments).map(([name, html]) => [name, withIslands(html)])) } : {}),
            ...(missing.length > 0 ? { missing: missing.map((route): MissingRoute => (route.page?.html === undefined ? route : { pattern: route.pattern, page: { ...route.page, html: withIslands(route.page.html) } })) } : {}),
          };
          this.emitFile({ type: 'asset', fileName: routeSeoFileOf(locale), source: `${JSON.stringify(file, withAssets, 2)}\n` });
        }
      },
    },
  };
}

