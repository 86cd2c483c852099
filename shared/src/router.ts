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
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, Navigator, To } from 'react-router';
