/**
 * Whether the page started from the composed HTML's first view (scripts/compose/compose-site.ts),
 * and which route that view is of (`/404` for the not-found page the server answers any unknown
 * path with): read once, before the app replaces it. Undefined `document` is the build rendering in
 * Node.
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

const firstView = typeof document === 'undefined' ? null : document.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`);

export const startedFromFirstView: boolean = firstView !== null;

/** The route the composed first view shows, or null without one. */
export const firstViewPath: string | null = firstView?.getAttribute(FIRST_VIEW_ATTRIBUTE) || null;
