/**
 * A route is one module: `src/routes/<file>.tsx` in the app that owns it, exporting by
 * default what `defineRoute` returns: which pages it publishes, its data, its head and its page.
 * Its path is its file name, as in React Router's and Hydrogen's route modules:
 * `press.$slug.tsx` answers `/press/:slug`, `_index.tsx` answers `/`. Its test sits beside it
 * (`press.$slug.test.tsx`).
 *
 * Everything else is derived from the modules: the remote's `<Routes>` (`routeTable`), the routes it
 * publishes for the composed site (shared/tooling/route-modules.tsx, its `seo.json`, by which the
 * shell's server finds who answers a path), its pages' search documents
 * (shared/tooling/search-documents.ts), and the check that each renders (`describeRouteContract`).
 *
 * Loading data has one way: a route reads its data synchronously from the remote's bundled data
 * (`data`). What makes that cheap is that each route is a chunk of its own, fetched with its data
 * when the visitor opens or follows a link to it: a legal page never downloads the articles, and
 * /booking never downloads the Immersion's animation library.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { intlFor, type IntlShape } from './i18n/format';
import { useIntl } from './i18n/intl';
import type { Catalog, Locale } from './i18n/locales';
import { loadOnce, useLoaded, type LoadOnce } from './load-once';
import { matchPath, Navigate, Route, Routes, useParams } from './router';
import { NOT_FOUND_PATH, type PageMeta } from './seo/types';
import { usePageMeta } from './ui/use-page-meta';
import { PENDING_FILE, routePathOf } from './route-paths';

export { pagePath, PENDING_FILE, routePathOf } from './route-paths';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** The first view's largest picture (its hero), preloaded with the HTML; `sizes` is the one its <img> uses. */
export interface LeadImage {
  avif: string;
  webp: string;
  jpeg: string;
  sizes: string;
}

/** What a route's head and page receive: its data, found (a route without data receives nothing). */
export type RouteData<Data> = [Data] extends [undefined] ? void : NonNullable<Data>;

export interface RouteModule<Data = undefined> {
  /**
   * The pages the route publishes, one entry of its params each (`[{ slug: 'the-lip-gloss-economy' }]`):
   * the composed site writes their HTML and lists them in the sitemap. A path without params
   * publishes itself and leaves this out.
   */
  pages?: () => readonly Record<string, string>[];
  /** The route's data for `params`, read synchronously from the remote's bundled data. */
  data?: (params: RouteParams, context: RouteContext) => Data;
  /**
   * Where an address whose params name nothing goes, replacing its history entry (an unknown
   * article goes to /press): `data` answered undefined. Without it, the page shows its own
   * not-found state with the data it got.
   */
  missing?: string;
  /** Spec: a page can choose to hide the footer; the server composes it without one. */
  hidesFooter?: boolean;
  /** The page's head: title, description, canonical path, sharing image, JSON-LD, in the page's language. */
  head: (data: RouteData<Data>, context: RouteContext) => PageMeta;
  /** When the content last changed (YYYY-MM-DD), for the sitemap. */
  lastModified?: (data: RouteData<Data>) => string | undefined;
  leadImage?: (data: RouteData<Data>) => LeadImage | undefined;
  /**
   * What site search and the advisor know of a page without params beyond its head's title and
   * description (its document in `search.json`, shared/tooling/search-documents.ts): words that
   * name it without being in its head, and its text where the page is mostly text (a legal page).
   */
  search?: (context: RouteContext) => { keywords?: string; body?: string };
  /**
   * Parts of other apps the page holds (`'catalogue/HomeSections'`): the composition fills in their
   * published HTML and preloads their code. Only the shell composes other apps' parts into a page.
   */
  remoteModules?: readonly string[];
  Page: ComponentType<{ data: RouteData<Data> }>;
}

/**
 * The language a page is rendered in, and its words' formatter (`context.intl.formatMessage(…)`):
 * what a route's data, head and search document are written in.
 */
export interface RouteContext {
  locale: Locale;
  intl: IntlShape;
}

/** The context of a page rendered in `locale` with `messages` (the build's, a test's). */
export const routeContextFor = (locale: Locale, messages: Catalog = {}): RouteContext => ({ locale, intl: intlFor(locale, messages) });

/** The page's language, from its nearest provider (English where there is none). */
export function useRouteContext(): RouteContext {
  const intl = useIntl();
  return { locale: intl.locale as Locale, intl };
}

/** Declares a route module; the identity, for its types. */
export function defineRoute<Data = undefined>(route: RouteModule<Data>): RouteModule<Data> {
  return route;
}

// Loosened for the table: each module is checked against its own Data where it is declared.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRouteModule = RouteModule<any>;

/**
 * What `import.meta.glob('./routes/*.tsx', { import: 'default' })` gives: each file's default
 * export (its `defineRoute`), loaded on demand.
 */
export type RouteFiles = Readonly<Record<string, () => Promise<unknown>>>;

export interface TableRoute {
  path: string;
  file: string;
  /** The route module's chunk, loaded once. */
  load: LoadOnce<AnyRouteModule>;
}

export interface RouteTable {
  routes: readonly TableRoute[];
  /**
   * The app's pages: every route module's path, each rendered once its chunk is here.
   * `preload(pathname)` starts loading the chunk of the route that answers it (a test renders the
   * page rather than its loading state; a link a visitor is about to follow). `paths` are the
   * routes' patterns (`/product/:id`): what the app answers, as its files name it.
   */
  Routes: ComponentType & { preload(pathname: string): Promise<void>; readonly paths: readonly string[] };
  /** Loads every route module: the build renders each page's first view after it. */
  loadAll(): Promise<void>;
}

function RouteElement({ route }: { route: TableRoute }) {
  // Suspends until the route's chunk is here; opened on this route, its load started with the table.
  return <RouteModulePage module={useLoaded(route.load)} />;
}

/** A route's page, with its loading state while the route's chunk arrives (the standalone dev host's table). */
function RoutePart({ route, pending }: { route: TableRoute; pending: ReactNode }) {
  return (
    <Suspense fallback={pending}>
      <RouteElement route={route} />
    </Suspense>
  );
}

/**
 * A route module's page where the router matched it: its data read for the matched params, its head
 * declared (`page/meta`, which the standalone dev host shows), its page rendered; or, when the params name
 * nothing, the module's `missing` address instead. The route table renders each route with it.
 */
export function RouteModulePage({ module }: { module: AnyRouteModule }) {
  const params = useParams();
  const context = useRouteContext();
  const data: unknown = module.data ? module.data(params, context) : undefined;
  if (module.missing && data === undefined) return <Navigate to={module.missing} replace />;
  return <RoutePage module={module} data={data} context={context} />;
}

function RoutePage({ module, data, context }: { module: AnyRouteModule; data: unknown; context: RouteContext }) {
  // `never`: the table holds routes of every data type; each was checked against its own where declared.
  usePageMeta(module.head(data as never, context));
  return <module.Page data={data as never} />;
}

/**
 * What a route shows while its chunk arrives, where the spec names a loading state: the default
 * export of a file beside its module, `routes/press.$slug.pending.tsx` for `routes/press.$slug.tsx`.
 * It is a file of its own because it must be here before the module is (the table's glob imports it
 * eagerly: `import.meta.glob('./routes/*.pending.tsx', { import: 'default', eager: true })`).
 */
export type PendingFiles = Readonly<Record<string, unknown>>;

/** A pending state's file name: `<route file>.pending.tsx`. */
/** Holds the page's place while a route's chunk arrives: nothing below it jumps up and back. */
const DEFAULT_PENDING = <div className="min-h-svh" aria-busy="true" />;

/** Each pending state by the path of the route module it sits beside (and none without one). */
function pendingByPath(pendingFiles: PendingFiles, routes: readonly TableRoute[]): Readonly<Record<string, ReactNode>> {
  return Object.fromEntries(
    Object.entries(pendingFiles).map(([file, exported]) => {
      if (typeof exported !== 'function') throw new Error(`${file}: its default export is the component shown while the route loads`);
      const Pending = exported as ComponentType;
      const path = routePathOf(file.replace(PENDING_FILE, '.tsx'));
      if (!routes.some((route) => route.path === path)) throw new Error(`${file}: no route module beside it answers ${path}`);
      return [path, <Pending key={path} />];
    }),
  );
}

/**
 * An app's route table from its route modules. Opened on a path one of them matches, that route's
 * chunk starts loading with the table itself (with the remote's entry), not at the first render. A
 * module at NOT_FOUND_PATH (`routes/404.tsx`, the shell's) also answers every path no other module
 * does: the not-found page is a route like any other, found by its file name.
 */
export function routeTable(files: RouteFiles, pendingFiles: PendingFiles = {}): RouteTable {
  const routes = Object.entries(files)
    .map(([file, load]) => ({ path: routePathOf(file), file, load: loadOnce(load as () => Promise<AnyRouteModule>) }))
    // Static segments before params, as a reader expects; react-router ranks them itself anyway.
    .sort((a, b) => a.path.localeCompare(b.path));
  const notFound = routes.find((route) => route.path === NOT_FOUND_PATH);
  const matching = (pathname: string) => routes.find((route) => matchPath({ path: route.path, end: true }, pathname));
  const find = (pathname: string) => matching(pathname) ?? notFound;
  // Only a route that matches: on a page another app owns, the not-found fallback is not needed,
  // and whoever renders a path nobody owns preloads it (`Routes.preload`).
  if (typeof window !== 'undefined') void matching(window.location.pathname)?.load.start().catch(() => undefined);
  const pending = pendingByPath(pendingFiles, routes);
  const part = (route: TableRoute) => <RoutePart route={route} pending={pending[route.path] ?? DEFAULT_PENDING} />;
  function AppRoutes() {
    return (
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={part(route)} />
        ))}
        {notFound && <Route path="*" element={part(notFound)} />}
      </Routes>
    );
  }
  async function preload(pathname: string) {
    await find(pathname)?.load.start();
  }
  return {
    routes,
    Routes: Object.assign(AppRoutes, { preload, paths: routes.map((route) => route.path).filter((path) => path !== NOT_FOUND_PATH) }),
    async loadAll() {
      await Promise.all(routes.map((route) => route.load.start()));
    },
  };
}
