import { Route, Routes } from 'shared';
import { preloadLocations } from './data/find-location';
import { CityPage } from './pages/CityPage';
import { LocationsIndex } from './pages/LocationsIndex';

// Opened on one of these pages (a first visit, or a reload), the module is ready only with its
// data, so the app's first render is the page the composed HTML already shows, not a loading
// state (top-level await: the shell's wait for this module covers it). A failure leaves the
// page's own loading and error handling to it.
if (typeof window !== 'undefined' && window.location.pathname.startsWith('/local/')) await preloadLocations().catch(() => undefined);

/** Every path this remote owns (shared/routes.ts: remoteRoutes.locations). */
export default function LocationsRoutes() {
  return (
    <Routes>
      <Route path="/local" element={<LocationsIndex />} />
      <Route path="/local/:slug" element={<CityPage />} />
    </Routes>
  );
}
