/**
 * The fourth step: what the page's #root holds. With the route's first view, the shell's layout
 * (src/first-view/frame.tsx) around the page's HTML and any other app's fragment, marked for the
 * app's boot (src/app/boot.ts) with the route and the build of each remote whose HTML it holds.
 * Without one (a remote down and never reached), a plain page of its title and description.
 */
import { escapeHtml } from 'shared/seo/head-tags';
import type { RouteSeo } from 'shared/seo/types';
import { firstViewFrame, remoteFallbackHtml, toasterHtml } from '../../src/first-view/frame';
import { TOASTER_ID, remoteHtmlPlaceholder, remoteHtmlPlaceholders, shellPagePlaceholder, type RemoteModuleId } from '../../src/first-view/markers';
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_BUILDS_ATTRIBUTE, FIRST_VIEW_REMOTES_ATTRIBUTE } from 'shared/page-protocol';
import type { ComposedRoute } from './routes';
import { localizedPath, SOURCE_LOCALE } from 'shared/locales';

/**
 * A page with no first view (a route its app published without one): its title and description as
 * a plain page.
 */
function plainBody(route: RouteSeo): string {
  return `<main data-prerendered><h1>${escapeHtml(route.meta.title)}</h1><p>${escapeHtml(route.meta.description)}</p></main>`;
}

/** The plain page's style (in the head: ./head.ts). */
export const plainPageStyle =
  '<style>[data-prerendered]{max-width:44rem;margin:0 auto;padding:2rem 1.25rem;font:1rem/1.6 system-ui,sans-serif;color:#140d09;background:#faf6ef}[data-prerendered] h1{font:2.25rem/1.2 Georgia,serif;margin:2rem 0 1rem}</style>';

/**
 * The first view of a route: the shell's frame around the page, the page's HTML in its slot and any
 * other app's fragment (the home page's sections) in theirs. A fragment that could not be read (its
 * remote down) is the shell's fallback, whose Retry opens the page again.
 */
export function firstViewHtml(route: ComposedRoute, fragments: ReadonlyMap<string, string> = new Map()): string {
  const locale = route.meta.locale ?? SOURCE_LOCALE;
  const frame = firstViewFrame(route.path, route.app, { footerHidden: route.hidesFooter === true, locale, alternates: route.meta.alternates ?? [locale], query: route.query ?? '' });
  const pageSlot = route.app === 'shell' ? shellPagePlaceholder : remoteHtmlPlaceholder(`${route.app}/routes` as RemoteModuleId);
  // Replacer functions, not strings: in a replacement string `$$` means `$`.
  const withPage = frame.replace(pageSlot, () => route.html ?? '');
  return withPage.replace(remoteHtmlPlaceholders, (_placeholder, id: string) => fragments.get(id) ?? remoteFallbackHtml('section', localizedPath(route.path, locale), locale));
}

/**
 * The page with its #root filled: the route's first view, with the toasts' live region beside it
 * (#toasts), or the plain page without one. `builds`
 * names the build of each remote whose HTML is in the first view, so the app can tell a remote that
 * has moved on since (src/app/boot.ts); `remotes` is the remotes.json it was composed with
 * (FIRST_VIEW_REMOTES_ATTRIBUTE).
 */
export function withRoot(html: string, route: RouteSeo, fragments?: ReadonlyMap<string, string>, builds: Readonly<Record<string, string>> = {}, remotes?: Readonly<Record<string, string>>): string {
  const remotesAttribute = remotes ? ` ${FIRST_VIEW_REMOTES_ATTRIBUTE}="${escapeHtml(JSON.stringify(remotes))}"` : '';
  if (route.html === undefined) return html.replace('<div id="root"></div>', () => `<div id="root">${plainBody(route)}</div>`);
  return html
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" ${FIRST_VIEW_ATTRIBUTE}="${escapeHtml(route.path)}" ${FIRST_VIEW_BUILDS_ATTRIBUTE}="${escapeHtml(JSON.stringify(builds))}"${remotesAttribute}>${firstViewHtml({ app: 'shell', ...route }, fragments)}</div>`,
    )
    .replace(`<div id="${TOASTER_ID}"></div>`, () => `<div id="${TOASTER_ID}">${toasterHtml(route.meta.locale)}</div>`);
}
