/**
 * A first view's stylesheets are cut to the rules its HTML uses (shell/server/compose/first-view-css.ts),
 * each `<style>` naming its whole sheet. What the app renders beyond that HTML (a toast, another
 * page, a form's message) needs the whole sheets: they are linked when the app starts, and the app
 * renders nothing until they are in. Nothing of React: the boot script links them.
 */
import { FIRST_VIEW_CSS_ATTRIBUTE, LIVE_ATTRIBUTE, OPEN_ATTRIBUTE, PAUSED_ATTRIBUTE, PENDING_ATTRIBUTE, PLAYING_ATTRIBUTE, SCROLLED_ATTRIBUTE, VISIBLE_ATTRIBUTE, WHOLE_STYLESHEET_ATTRIBUTE } from 'shared/page-protocol';

/**
 * The attributes a page gains before the app has started, which its HTML may not have yet: the
 * boot script's marks and the platform's own (`open` on a `<details>` or `<dialog>`). A rule that
 * needs one of them stays in the first view's CSS; one that needs any other attribute the HTML
 * lacks is left out. A new mark the boot script sets belongs here.
 */
export const PAGE_STATE_ATTRIBUTES: readonly string[] = [
  'open',
  'aria-expanded',
  PENDING_ATTRIBUTE,
  SCROLLED_ATTRIBUTE,
  PLAYING_ATTRIBUTE,
  PAUSED_ATTRIBUTE,
  VISIBLE_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  // A house's clock: open, and today's row of its week (shared/src/house-clock.ts).
  OPEN_ATTRIBUTE,
  'aria-current',
];

/** A sheet that has neither loaded nor failed by then holds the app no longer. */
export const WHOLE_STYLESHEETS_WAIT_MS = 4000;

/** Links the whole stylesheet of each cut one, once, after every other style of the page: the same rules, so the order holds. */
export function linkWholeStylesheets(doc: Document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>(`style[${FIRST_VIEW_CSS_ATTRIBUTE}]`)) {
    const href = style.getAttribute(FIRST_VIEW_CSS_ATTRIBUTE)!;
    if ([...doc.querySelectorAll('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute(WHOLE_STYLESHEET_ATTRIBUTE, '');
    doc.head.append(link);
  }
}

/** Settles once every whole stylesheet linked has loaded or failed, or after `waitMs`. */
export function wholeStylesheetsLoaded(doc: Document, waitMs = WHOLE_STYLESHEETS_WAIT_MS): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>(`link[${WHOLE_STYLESHEET_ATTRIBUTE}]`)]
    .filter((link) => !link.sheet)
    .map((link) => new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    }));
  if (!pending.length) return Promise.resolve();
  return Promise.race([Promise.all(pending).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
