import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BookingPage } from './pages/BookingPage';
import './index.css';

// The Immersion is the only page that animates with framer-motion (its parallax): a chunk of its
// own, so /booking never downloads the library.
const ImmersionPage = lazy(() => import('./pages/ImmersionPage'));

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
