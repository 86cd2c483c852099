import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Route, RouteModulePage, Routes } from 'shared';
import { Layout } from '../layout/Layout';
import home from '../routes/_index';
import { ErrorScreen } from './ErrorScreen';
import { RouteSwitch } from './RouteSwitch';

/** /search is the one shell page most visits never open: its route module comes with its visit. */
const SearchPage = lazy(async () => {
  const { default: search } = await import('../routes/search');
  return {
    default: function SearchRoute() {
      return <RouteModulePage module={search} />;
    },
  };
});

/**
 * The shell's routes: the layout around its own route modules (src/routes: home, /search, the 404)
 * and every other path, which RouteSwitch hands to the remote that owns it. Home is in the main
 * chunk (it is the first view of most visits); /search loads with its visit. Rendered inside a
 * BrowserRouter (start-whole-app.tsx): the site uses no loaders or actions, so the data router
 * would only add weight (see shared/src/router.ts).
 */
export function AppRoutes() {
  return (
    <AppErrorBoundary>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<RouteModulePage module={home} />} />
          <Route
            path="search"
            element={
              // Its first view (src/published-routes.tsx) has the same boundary, so the composed HTML hydrates as it is.
              <Suspense fallback={<div className="min-h-svh bg-ivory" />}>
                <SearchPage />
              </Suspense>
            }
          />
          <Route path="*" element={<RouteSwitch />} />
        </Route>
      </Routes>
    </AppErrorBoundary>
  );
}

/**
 * An error the shell did not handle replaces the whole layout with the error screen (a remote's
 * own errors stay inside its slot: RemoteSlot). Its links reload the page, so the state is fresh.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorScreen error={this.state.error} />;
  }
}
