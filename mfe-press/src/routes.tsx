import { Route, Routes } from 'react-router-dom';
import { legalPages } from './data/legal';
import { ArticlePage } from './pages/ArticlePage';
import { LegalPage } from './pages/LegalPage';
import { PressListPage } from './pages/PressListPage';
import './index.css';

/** Every path this remote owns (shared/routes.ts: remoteRoutes.press). */
export default function PressRoutes() {
  return (
    <Routes>
      <Route path="/press" element={<PressListPage />} />
      <Route path="/press/:slug" element={<ArticlePage />} />
      {legalPages.map((page) => (
        <Route key={page.path} path={page.path} element={<LegalPage {...page} />} />
      ))}
    </Routes>
  );
}
