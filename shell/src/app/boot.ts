/**
 * Whether the page started from the composed HTML's first view (shell/server/compose/first-view.ts),
 * and which route that view is of (`/404` for the not-found page the server answers any unknown
 * path with): read once, before the app replaces it. Undefined `document` is the build rendering in
 * Node.
 */
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_BUILDS_ATTRIBUTE } from '../first-view/markers';

const firstView = typeof document === 'undefined' ? null : document.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`);

export const startedFromFirstView: boolean = firstView !== null;

/**
 * The build of `remote` the first view's HTML came from (shell/server/site.ts records it), or
 * undefined: no first view, or none of that remote's HTML in it. Read from the page when asked.
 */
export function firstViewBuildOf(remote: string): string | undefined {
  const root = typeof document === 'undefined' ? null : document.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`);
  try {
    const builds: unknown = JSON.parse(root?.getAttribute(FIRST_VIEW_BUILDS_ATTRIBUTE) ?? '{}');
    const build: unknown = builds && typeof builds === 'object' ? (builds as Record<string, unknown>)[remote] : undefined;
    return typeof build === 'string' ? build : undefined;
  } catch {
    return undefined;
  }
}
