/**
 * The marks the composed HTML and the app agree on, with nothing of React: the shell's server
 * (shell/server/compose) writes them around a route's first view and fills the placeholders the
 * layout's frame leaves (./frame.tsx), and the page's code reads them (src/app/start-islands.tsx,
 * src/remotes/remotes-config.ts, the boot script). One module, so both sides spell them alike and
 * the server's bundle takes no component to learn a string.
 */
import { NOT_FOUND_PATH } from 'shared/seo/types';
import type { RemoteModuleId } from '../remotes/remote-modules';
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_BUILDS_ATTRIBUTE } from 'shared/page-protocol';

export type { RemoteModuleId };




/** The toasts' element, beside #root in index.html, which the server fills with the toast region (shared/src/ui/ToastRegion.tsx). */
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

/** Spec: the 404 page logs the path asked for. Its HTML is the same for every such path: the boot script says which. */
export function logNotFound(doc: Document, { pathname }: { pathname: string }): void {
  const log = () => doc.querySelector(`[${FIRST_VIEW_ATTRIBUTE}="${NOT_FOUND_PATH}"]`) && console.warn(`404: no page at ${pathname}`);
  // The boot script runs in the head, before the page it is about is parsed.
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', log, { once: true });
  else log();
}

/**
 * The build of `remote` the first view's HTML came from (shell/server/site.ts records it), or
 * undefined: no first view, or none of that remote's HTML in it. Read from the page when asked.
 */
export function firstViewBuildOf(remote: string, doc: Document = document): string | undefined {
  const root = doc.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`);
  try {
    const builds: unknown = JSON.parse(root?.getAttribute(FIRST_VIEW_BUILDS_ATTRIBUTE) ?? '{}');
    const build: unknown = builds && typeof builds === 'object' ? (builds as Record<string, unknown>)[remote] : undefined;
    return typeof build === 'string' ? build : undefined;
  } catch {
    return undefined;
  }
}
