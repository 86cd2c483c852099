import { Route, Routes } from 'shared';
import { ChatPage } from './pages/ChatPage';
import { ContactPage } from './pages/ContactPage';

/** Every path this remote owns (shared/routes.ts: remoteRoutes.advisor). */
export default function AdvisorRoutes() {
  return (
    <Routes>
      <Route path="/chat" element={<ChatPage />} />
      <Route path="/contact" element={<ContactPage />} />
    </Routes>
  );
}
