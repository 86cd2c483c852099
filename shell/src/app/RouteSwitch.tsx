import { findRouteOwner, Navigate, RouteModulePage, siteRedirects, useLocation } from 'shared';
import notFound from '../routes/404';
import { RemoteSlot } from '../remotes/RemoteSlot';

/**
 * Every path but home: the remote that owns it (shared/routes.ts) renders it inside a slot keyed
 * by the remote, so a route of one remote is never rendered by another; anything else is a 404.
 */
export function RouteSwitch() {
  const { pathname } = useLocation();
  const redirect = siteRedirects[pathname.replace(/\/+$/, '')];
  if (redirect) return <Navigate to={redirect} replace />;
  const owner = findRouteOwner(pathname);
  if (!owner) return <RouteModulePage module={notFound} />;
  return <RemoteSlot key={owner} id={`${owner}/routes`} kind="page" />;
}
