/**
 * The site's routing, for every app: the one place that imports react-router (ESLint forbids it
 * anywhere else in app code).
 *
 * Why a facade rather than sharing react-router through Module Federation: a shared module is
 * built whole, because the build cannot know which exports the other apps use, and react-router's
 * whole package is 63 KB compressed on every page (most of it the data router, which nothing here
 * uses). Re-exported from `shared`, which is itself a singleton, the build keeps only what is named
 * below (about 16 KB), and every app still gets the same router instance, so one location and one
 * history for the shell and all five remotes.
 *
 * Adding an export here is how an app starts using another part of react-router.
 */
import { createContext, useContext } from 'react';
import { useLocation as useRouterLocation, useSearchParams as useRouterSearchParams, type Location } from 'react-router';

export {
  BrowserRouter,
  createPath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  useNavigate,
  useHref,
  useNavigationType,
  useParams,
} from 'react-router';
export type { Location, Navigator, To } from 'react-router';

/**
 * Set only while the build writes a page's first view (shared/tooling/first-view.tsx): told when the
 * page reads its query string. A page that never reads it is the same for every query, so a visit
 * with one (a campaign's `?utm_source=`) is shown as its HTML is, with no app; a page that reads it
 * (/search, /press?tag=) needs the app to show that visit. Islands are rendered apart, without it:
 * they follow the address themselves.
 */
export const QueryReadContext = createContext<(() => void) | null>(null);

/** react-router's `useLocation`; in the build's first view, reading `search` says the page reads its query. */
export function useLocation(): Location {
  const location = useRouterLocation();
  const noteQueryRead = useContext(QueryReadContext);
  if (!noteQueryRead) return location;
  return {
    ...location,
    get search() {
      noteQueryRead();
      return location.search;
    },
  };
}

/** react-router's `useSearchParams`; in the build's first view, it says the page reads its query. */
export function useSearchParams(...args: Parameters<typeof useRouterSearchParams>): ReturnType<typeof useRouterSearchParams> {
  useContext(QueryReadContext)?.();
  return useRouterSearchParams(...args);
}
