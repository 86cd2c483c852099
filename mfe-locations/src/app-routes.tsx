import { Route, Routes } from 'shared';
import { allLocations } from './data/find-location';
import { CityPage } from './pages/CityPage';
import { LocationsIndex } from './pages/LocationsIndex';

// Opened on a city page, the locations are needed at once: their load starts with this module, not
// at the first render. The composed HTML stays on screen meanwhile (the page's Suspense boundary).
if (typeof window !== 'undefined' && window.location.pathname.startsWith('/local/')) void allLocations.start().catch(() => undefined);

/** Every path this remote owns (shared/routes.ts: remoteRoutes.locations). */
export default function LocationsRoutes() {
  return (
    <Routes>
      <Route path="/local" element={<LocationsIndex />} />
      <Route path="/local/:slug" element={<CityPage />} />
    </Routes>
  );
}
