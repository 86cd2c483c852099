import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Route, Routes } from 'shared';
import { Layout } from '../layout/Layout';
import { ErrorScreen } from './ErrorScreen';
import { RouteSwitch } from './RouteSwitch';

/**
 * The shell's routes: the layout around every path, which RouteSwitch hands to the remote that
 * owns it or to the shell's own route modules (src/routes.tsx). Rendered inside a BrowserRouter
 * (start-whole-app.tsx): the site uses no loaders or actions, so the data router would only add
 * weight (see shared/src/router.ts).
 */
export function AppRoutes() {
  return (
    <AppErrorBoundary>
      <Routes>
        <Route element={<Layout />}>
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
