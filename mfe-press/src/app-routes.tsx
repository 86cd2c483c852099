import { Route, Routes } from 'shared';
import { preloadArticles } from './lib/load-articles';
import { legalPages } from './data/legal';
import { ArticlePage } from './pages/ArticlePage';
import { LegalPage } from './pages/LegalPage';
import { PressListPage } from './pages/PressListPage';

// Opened on one of these pages (a first visit, or a reload), the module is ready only with its
// data, so the app's first render is the page the composed HTML already shows, not a loading
// state (top-level await: the shell's wait for this module covers it). A failure leaves the
// page's own loading and error handling to it.
if (typeof window !== 'undefined' && window.location.pathname.startsWith('/press')) await preloadArticles().catch(() => undefined);

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
