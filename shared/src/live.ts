/**
 * The contract between the composed HTML's boot script (shell/src/boot/event-replay.ts), which
 * holds what a visitor does before the app owns a part of the page, and the code that takes each
 * part over. Within the whole app, a part whose code comes on its own (a remote's module, a route's
 * chunk) is marked `data-part="<name>"`; when the app has made it live it gets `data-live` and a
 * bubbling `app:live` event, and what was held inside is replayed. The whole page is live once
 * <html> has `data-app`.
 */

export const PART_ATTRIBUTE = 'data-part';
/**
 * On a button whose every effect is the platform's or the boot script's (a tooltip, nothing yet):
 * a press on it is never held, and asks for no code.
 */
export const NO_APP_ATTRIBUTE = 'data-no-app';
/**
 * On an element around a radio group: the boot script chooses the radio the address names by the
 * group's name (`?shade=9g`) as soon as the page is parsed (shared/src/boot/address-choices.ts).
 */
export const ADDRESS_CHOICE_ATTRIBUTE = 'data-from-address';
/**
 * Marks an island: a part of the page that needs the app's code (a form, the chat, the booking
 * wizard...), as opposed to the rest of the page, which works as HTML. The app starts only when an
 * island needs it (shell/src/boot/start-app.ts); the value says when.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
/**
 * When an island needs its code (each way, at once when the visitor reaches for it: a pointer over
 * it, a touch, focus in it; what is done in it before the code is there is held and replayed):
 * - `visible`: as it comes near the viewport, so its code is here by the time it is used or
 *   changes by itself (a form, Add to Cart, the chat's history, today's hours, motion);
 * - `idle`: when the browser is first idle after the page has loaded and painted, wherever it is:
 *   what must be right before anyone looks, a screen reader's virtual cursor included (the week's
 *   hours with today marked, far down a city page);
 * - `interaction`: only when the visitor reaches for it, for what can wait that long and is
 *   always in view.
 */
export type IslandLoad = 'visible' | 'idle' | 'interaction';
/**
 * On an island that brings its own code (an island component, shared/src/islands): its name,
 * `<remote>/<file>`, which the page's start loads and hydrates alone, as its own React root,
 * without the rest of the app. Its props (JSON), its `useId` prefix and the address its HTML was
 * written at (path and query) are written beside it.
 */
export const ISLAND_NAME_ATTRIBUTE = 'data-island-name';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
export const ISLAND_AT_ATTRIBUTE = 'data-island-at';
/**
 * On an island component whose first view read the page's query string (a filter): its HTML shows
 * the query it was written at (`data-island-at`), so a visit with another one needs its code as
 * soon as the page has painted, whatever its `load` says. Written by the build, which finds it as
 * it renders the island (shared/tooling/first-view.tsx).
 */
export const ISLAND_QUERY_ATTRIBUTE = 'data-island-query';
/**
 * On an island component: the files its code needs at once (its remote's entry, its `./islands`
 * module, its own chunk...), space-separated, written by its remote's build
 * (shared/tooling/island-files.ts): fetched side by side when the island is asked for.
 */
export const ISLAND_FILES_ATTRIBUTE = 'data-island-files';
/**
 * Asked of the app's start by the boot script (shell/src/boot/start-app.ts): on an island with a
 * name, that island's code; on <html>, the whole app. Each ask is also a bubbling `app:want` event
 * on the element, for a start that is already running.
 */
export const WANTED_ATTRIBUTE = 'data-wanted';
export const WANT_EVENT = 'app:want';
export const LIVE_ATTRIBUTE = 'data-live';
export const LIVE_EVENT = 'app:live';

/** Whether the app owns the part `element` is in. */
export function isLive(element: Element): boolean {
  // An island with its own code is live once its own root has hydrated, whatever the app does.
  const island = element.closest(`[${ISLAND_NAME_ATTRIBUTE}]`);
  if (island && !island.hasAttribute(LIVE_ATTRIBUTE)) return false;
  if (!island && !element.ownerDocument.documentElement.hasAttribute('data-app')) return false;
  // Every enclosing boundary must be live: a boundary may sit inside another that is still pending.
  // An island's own root ends the climb: what holds it is not what runs it.
  for (let boundary = element.closest(`[${PART_ATTRIBUTE}]`); boundary && (!island || island.contains(boundary)); boundary = boundary.parentElement?.closest(`[${PART_ATTRIBUTE}]`) ?? null) {
    if (!boundary.hasAttribute(LIVE_ATTRIBUTE)) return false;
  }
  return true;
}

/** Tells the boot script (and anything else listening) that the app owns `element` from now on. */
export function announceLive(element: Element): void {
  if (element.hasAttribute(PART_ATTRIBUTE)) element.setAttribute(LIVE_ATTRIBUTE, '');
  element.dispatchEvent(new Event(LIVE_EVENT, { bubbles: true }));
}

/**
 * Whether the page holds the composed HTML of the part named `name`, not yet made live by the app
 * (the first view, being hydrated). Rendered afresh (after a navigation), there is no such HTML.
 */
export function pageHoldsPart(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector(`[${PART_ATTRIBUTE}="${CSS.escape(name)}"]:not([${LIVE_ATTRIBUTE}])`) !== null;
}
