/**
 * The contract between the composed HTML's boot script (shell/src/boot/event-replay.ts), which
 * holds what a visitor does in an island before its code owns it, and that code: an island is live
 * once its root has committed (`data-live` and a bubbling `app:live` event), and what was held in
 * it is then replayed.
 */

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
 * Asked of the page's code by the boot script (shell/src/boot/start-app.ts), on an island: its
 * code. Each ask is also a bubbling `app:want` event on the island, for code that already runs.
 */
export const WANTED_ATTRIBUTE = 'data-wanted';
export const WANT_EVENT = 'app:want';
export const LIVE_ATTRIBUTE = 'data-live';
export const LIVE_EVENT = 'app:live';

/**
 * Whether what `element` does is answered now: outside an island, always (the page's HTML, the
 * platform and the boot script answer it); inside one, once its root has committed.
 */
export function isLive(element: Element): boolean {
  return element.closest(`[${ISLAND_NAME_ATTRIBUTE}]`)?.hasAttribute(LIVE_ATTRIBUTE) ?? true;
}
