import { Route, Routes } from 'react-router-dom';
import { CityPage } from './pages/CityPage';
import { LocationsIndex } from './pages/LocationsIndex';
import './index.css';

/** Every path this remote owns (shared/routes.ts: remoteRoutes.locations). */
export default function LocationsRoutes() {
  return (
    <Routes>
      <Route path="/local" element={<LocationsIndex />} />
      <Route path="/local/:slug" element={<CityPage />} />
    </Routes>
  );
}
