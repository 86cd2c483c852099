import { Suspense } from 'react';
import { laterComponent, Route, Routes } from 'shared';
import { BookingPage } from './pages/BookingPage';

/**
 * The Immersion is the only page that animates with framer-motion (its parallax): a chunk of its
 * own, so /booking never downloads the library. Opened on /beauty, the composed HTML shows the page
 * while the chunk arrives (hydration keeps it); the build awaits it before rendering that HTML.
 */
export const immersionPage = laterComponent(() => import('./pages/ImmersionPage').then((module) => module.default));

// Opened on /beauty, the chunk is needed at once: its load starts with this module, not at the first render.
if (typeof window !== 'undefined' && window.location.pathname === '/beauty') void immersionPage.start().catch(() => undefined);

/** Every path this remote owns (shared/routes.ts: remoteRoutes.booking). */
export default function BookingRoutes() {
  return (
    <Routes>
      <Route path="/booking" element={<BookingPage />} />
      <Route
        path="/beauty"
        element={
          // Holds the hero's place (full height, espresso) while the chunk arrives: nothing shifts.
          <Suspense fallback={<div className="min-h-svh bg-espresso" aria-busy="true" />}>
            <immersionPage.Component />
          </Suspense>
        }
      />
    </Routes>
  );
}
