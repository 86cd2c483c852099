/**
 * An app's published routes, derived from its route modules (shared/src/route-module.tsx) in Node
 * at build time: each module's pages, with the head, the sitemap date, the lead picture and the
 * first view its own page renders. What the browser's `import.meta.glob` does, done with the file
 * system: the same files, the same path for each, the same table.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReactNode } from 'react';
import { pagePath, routeContextFor, routeTable, type AnyRouteModule, type RouteContext, type RouteFiles, type RouteModule } from '../src/route-module';
import { SOURCE_LOCALE } from '../src/i18n/locales';
import type { PageLanguage } from '../src/i18n/format';
import type { MissingRoute, PageMeta, RouteSeo } from '../src/seo/types';
import { renderFirstView } from './first-view';

/**
 * Load this module with tsx's `tsImport` (./route-seo.ts does): the route modules it imports then
 * come through the same loader, so they, their pages and this file share one React and one router.
 */

import { routeModuleFiles } from './route-files';

/** The app's route table with every module loaded. */
async function loadedTable(root: string) {
  const files: RouteFiles = Object.fromEntries(
    await Promise.all(
      routeModuleFiles(root).map(async (file) => {
        const module = ((await import(pathToFileURL(join(root, 'src', file)).href)) as { default: RouteModule<unknown> }).default;
        return [file, () => Promise.resolve(module)] as const;
      }),
    ),
  );
  const table = routeTable(files);
  await table.loadAll();
  return table;
}

/** The context a page is rendered in: its language's, or the source language's. */
const contextOf = (language: PageLanguage | undefined): RouteContext => routeContextFor(language?.locale ?? SOURCE_LOCALE, language?.messages);

/**
 * Every page the app's route modules publish, with its first view rendered by the app's own table,
 * inside `around` (what the app's router has around its table that the page needs: the shell's
 * pages compose other apps' parts through the loader the composition renders with), in `language`
 * (the source language when absent): each page's path is the same in every language, and its
 * links and head carry the language's prefix.
 */
export async function publishedRoutes(root: string, around: (table: ReactNode) => ReactNode = (table) => table, language?: PageLanguage): Promise<RouteSeo[]> {
  const table = await loadedTable(root);
  return table.routes.flatMap((route) => {
    const module = route.load.value!;
    return (module.pages?.() ?? [{}]).map((params) => {
      const path = pagePath(route.path, params);
      return publishedRoute(path, module, params, around(<table.Routes />), language);
    });
  });
}

/** A head in `language` says so: its canonical URL and sharing locale are that language's. */
const localizedMeta = (meta: PageMeta, language: PageLanguage | undefined): PageMeta => (language && language.locale !== SOURCE_LOCALE ? { ...meta, locale: language.locale } : meta);

/** The value of every param of a page nobody published: no route's data answers it. */
const NO_SUCH_PARAM = '__no-such-page__';

/**
 * What each route with params answers for params that name nothing (an unknown article, city or
 * product), so the server answers it too: its route module's `missing` address, a redirect; or the
 * page it renders itself, a not-found state, as its first view, rendered for params no data answers.
 */
export async function missingRoutes(root: string, language?: PageLanguage): Promise<MissingRoute[]> {
  const table = await loadedTable(root);
  return table.routes.flatMap((route): MissingRoute[] => {
    const module = route.load.value!;
    const params = route.path.match(/:\w+/g)?.map((param) => param.slice(1));
    if (!params || !module.pages) return [];
    if (module.missing) return [{ pattern: route.path, redirect: module.missing }];
    const path = pagePath(route.path, Object.fromEntries(params.map((param) => [param, NO_SUCH_PARAM])));
    const context = contextOf(language);
    const data: unknown = module.data?.(Object.fromEntries(params.map((param) => [param, NO_SUCH_PARAM])), context);
    const { html } = renderFirstView(path, <table.Routes />, { language });
    return [{ pattern: route.path, page: { path, meta: localizedMeta(module.head(data as never, context), language), html } }];
  });
}

/**
 * One page as the composed site writes it: the route module's head, sitemap date, lead picture and
 * the parts of other apps it holds, for `params`, with `page` (the element the app renders at `path`,
 * as the app's router renders it, so the first view hydrates as it is) as its first view.
 */
export function publishedRoute(path: string, module: AnyRouteModule, params: Readonly<Record<string, string>>, page: ReactNode, language?: PageLanguage): RouteSeo {
  const context = contextOf(language);
  const data: unknown = module.data ? module.data(params, context) : undefined;
  if (data === undefined && module.data) throw new Error(`${path}: it is published, but its data is undefined`);
  const { html, readsQuery } = renderFirstView(path, page, { language });
  // No code renders a page again in the browser: a page that read the query would show every
  // visit with one as its HTML was written, without it. Only an island may (it follows the address).
  if (readsQuery) throw new Error(`${path}: its page reads the query string; read it in an island (docs/adding-a-route.md)`);
  return {
    path,
    meta: localizedMeta(module.head(data as never, context), language),
    lastModified: module.lastModified?.(data as never),
    leadImage: module.leadImage?.(data as never),
    ...(module.remoteModules ? { remoteModules: module.remoteModules } : {}),
    ...(module.hidesFooter ? { hidesFooter: true } : {}),
    html,
  };
}
