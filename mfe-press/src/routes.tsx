import { Route, Routes } from 'react-router-dom';
import { privacyPolicy } from './data/legal/privacy';
import { termsOfService } from './data/legal/terms';
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
      <Route path="/privacy" element={<LegalPage document={privacyPolicy} path="/privacy" description="How we collect, use, share and protect your information, and the choices you have." />} />
      <Route path="/terms" element={<LegalPage document={termsOfService} path="/terms" description="The terms of this demonstration site, of registering interest in its digital assets, and of our AI advisor." />} />
    </Routes>
  );
}
