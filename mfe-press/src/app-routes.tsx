import { Route, Routes } from 'shared';
import { pressArticles } from './lib/load-articles';
import { legalPages } from './data/legal';
import { ArticlePage } from './pages/ArticlePage';
import { LegalPage } from './pages/LegalPage';
import { PressListPage } from './pages/PressListPage';

// Opened on a press page, the articles are needed at once: their load starts with this module, not
// at the first render. The composed HTML stays on screen meanwhile (the pages' Suspense boundaries).
if (typeof window !== 'undefined' && window.location.pathname.startsWith('/press')) void pressArticles.start().catch(() => undefined);

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
