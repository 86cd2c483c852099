/**
 * Whether the page started from the composed HTML's first view (scripts/compose/compose-site.ts):
 * read once, before the app replaces it. Undefined `document` is the build rendering in Node.
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

export const startedFromFirstView: boolean = typeof document !== 'undefined' && document.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`) !== null;
