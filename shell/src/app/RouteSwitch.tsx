import { findRouteOwner, Navigate, siteRedirects, useLocation } from 'shared';
import { RemoteSlot } from '../remotes/RemoteSlot';
import ShellRoutes from '../routes';

/**
 * Every path: the remote that owns it (shared/routes.ts) renders it inside a slot keyed by the
 * remote, so a route of one remote is never rendered by another; any other path is the shell's own
 * (src/routes.tsx: home, /search, and the not-found page for the rest).
 */
export function RouteSwitch() {
  const { pathname } = useLocation();
  const redirect = siteRedirects[pathname.replace(/\/+$/, '')];
  if (redirect) return <Navigate to={redirect} replace />;
  const owner = findRouteOwner(pathname);
  if (!owner) return <ShellRoutes />;
  return <RemoteSlot key={owner} id={`${owner}/routes`} kind="page" />;
}
