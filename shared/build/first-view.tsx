import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../src/router';
import type { RouteSeo } from '../src/seo/types';

/**
 * A page's first view as static HTML, rendered in Node at build time from the real components: the
 * composed site shows it before any JavaScript has run (the largest paint comes with the HTML),
 * and the app hydrates it (renderToString, not static markup: its text separators let React adopt
 * the nodes). Effects (metadata, fades, data loading) run in the browser.
 *
 * Parts rendered apart and composed into one page (a page and another app's fragment) each need an
 * `idPrefix` of their own: every render numbers its `useId`s from the start, and two parts sharing
 * an id would label each other's regions and fields.
 */
export function firstViewHtml(path: string, page: ReactNode, { idPrefix = '' }: { idPrefix?: string } = {}): string {
  const [pathname = '/', search = ''] = path.split('?');
  return renderToString(<MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '' }]}>{page}</MemoryRouter>, { identifierPrefix: idPrefix });
}

/** Each route with its first view rendered by the app's own routes component. */
export function withFirstViews(routes: readonly RouteSeo[], AppRoutes: ComponentType): RouteSeo[] {
  return routes.map((route) => ({ ...route, html: route.html ?? firstViewHtml(route.path, <AppRoutes />) }));
}
