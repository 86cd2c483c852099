/**
 * The marks the composed HTML and the app agree on, with nothing of React: the shell's server
 * (shell/server/compose) writes them around a route's first view and fills the placeholders the
 * layout's frame leaves (./frame.tsx), and the app reads them as it starts (src/app/boot.ts,
 * src/remotes/RemoteSlot.tsx). One module, so both sides spell them alike and the server's bundle
 * takes no component to learn a string.
 */
import { NOT_FOUND_PATH } from 'shared/seo/types';
import type { RemoteModuleId } from '../remotes/remote-modules';

export type { RemoteModuleId };

/** On the first view's root: the route it shows (`/404` for the not-found page). */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/** On the first view's root: the build of each remote whose HTML it holds, as JSON (`{"catalogue":"…"}`). */
export const FIRST_VIEW_BUILDS_ATTRIBUTE = 'data-first-view-builds';

/**
 * On the first view's root: the shell's remotes.json the page was composed with, as JSON. The
 * page's code registers its remotes from it rather than fetching the file again, one round trip
 * later (src/remotes/remotes-config.ts); a Retry reads the file afresh.
 */
export const FIRST_VIEW_REMOTES_ATTRIBUTE = 'data-first-view-remotes';

/**
 * On the first view's root, `islands`: the page is the same for any query string, which only its
 * island components read (they follow the page's address themselves): a visit with one is shown as
 * it is. `page`: the page reads it (`/search?q=`), and a visit with one needs the app. Found by the
 * build as it wrote the first view (RouteSeo's `query`, shared/src/seo/types.ts).
 */
export const FIRST_VIEW_QUERY_ATTRIBUTE = 'data-first-view-query';

/** The toasts' element, beside #root in index.html: their own root (src/toasts/start-toaster.tsx), with the live region the server writes. */
export const TOASTER_ID = 'toasts';

/** Where a shell page's own HTML goes in its frame: what the frame's `<template data-page-slot="" />` renders to. */
export const shellPagePlaceholder = '<template data-page-slot=""></template>';

/**
 * What a slot renders in Node, where the first view's frame is written: the place of the remote's
 * own HTML (its page, or a fragment such as the home page's sections), which the composition fills
 * from what the remote published. The app then hydrates that HTML.
 */
export const remoteHtmlPlaceholder = (id: RemoteModuleId) => `<template data-remote-html="${id}"></template>`;

/** Every remote's placeholder in a frame, its module id captured (the form remoteHtmlPlaceholder writes). */
export const remoteHtmlPlaceholders = /<template data-remote-html="([^"]+)"><\/template>/g;

/** A visit's path as the site publishes it: no trailing slash, except for the home page. */
export const publishedPath = (pathname: string) => pathname.replace(/(.)\/+$/, '$1') || '/';

/**
 * Whether the page's composed first view shows this visit as it is, so the app can adopt it: not a
 * visit with a query string the page itself reads (FIRST_VIEW_QUERY_ATTRIBUTE `page`, or a page
 * that says nothing, from a build before it was found) but any other (`/about?utm_source=…`;
 * `/products?category=…` and `/press?tag=…`, whose filters are islands that follow the address),
 * nor a path the view is not of, nor a page with no first view. The not-found page is the view of
 * every path the server answers with it: no route of any app answers those.
 */
export function firstViewShowsVisit(doc: Document, { pathname, search }: { pathname: string; search: string }): boolean {
  const root = doc.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`);
  const view = root?.getAttribute(FIRST_VIEW_ATTRIBUTE);
  const queryShown = search === '' || root?.getAttribute(FIRST_VIEW_QUERY_ATTRIBUTE) === 'islands';
  return Boolean(view) && queryShown && (view === publishedPath(pathname) || view === NOT_FOUND_PATH);
}

/** Spec: the 404 page logs the path asked for. Its HTML is the same for every such path: the boot script says which. */
export function logNotFound(doc: Document, { pathname }: { pathname: string }): void {
  const log = () => doc.querySelector(`[${FIRST_VIEW_ATTRIBUTE}="${NOT_FOUND_PATH}"]`) && console.warn(`404: no page at ${pathname}`);
  // The boot script runs in the head, before the page it is about is parsed.
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', log, { once: true });
  else log();
}
