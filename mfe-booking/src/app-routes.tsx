import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'shared';
import { BookingPage } from './pages/BookingPage';

// The Immersion is the only page that animates with framer-motion (its parallax): a chunk of its
// own, so /booking never downloads the library.
const loadImmersion = () => import('./pages/ImmersionPage');
let ImmersionPage: ComponentType = lazy(loadImmersion);

/**
 * Loads the Immersion's chunk before the first render when /beauty is the page being opened (the
 * composed HTML already shows it; a Suspense fallback over it would be a flash), and in the build,
 * which renders the page for that HTML.
 */
export async function preloadImmersion(): Promise<void> {
  ImmersionPage = (await loadImmersion()).default;
}

// Top-level await: the shell's wait for this module covers it. A failure leaves it to the lazy path.
if (typeof window !== 'undefined' && window.location.pathname === '/beauty') await preloadImmersion().catch(() => undefined);

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
            <ImmersionPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
