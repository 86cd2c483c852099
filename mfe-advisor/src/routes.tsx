import { Route, Routes } from 'react-router-dom';
import { brand, HeroPage } from 'shared';
import './index.css';

/** Every path this remote owns (shared/routes.ts: remoteRoutes.advisor). */
export default function AdvisorRoutes() {
  return (
    <Routes>
      <Route
        path="/chat"
        element={
          <HeroPage
            meta={{ title: 'AI Beauty Advisor', description: `Ask ${brand.advisorName}, the Noirelle AI beauty advisor, about skin, makeup and hair care for melanin-rich skin and textured hair.`, canonicalPath: '/chat' }}
            eyebrow="AI Beauty Advisor"
            title={`Meet ${brand.advisorName}`}
            subtitle="Answers on routines, ingredients and services for melanin-rich skin and textured hair, any hour of the day."
          />
        }
      />
      <Route
        path="/contact"
        element={
          <HeroPage
            meta={{ title: 'Contact', description: `Contact Noirelle: we reply ${brand.replyPromise}, in English, French and Spanish.`, canonicalPath: '/contact' }}
            eyebrow="Contact"
            title="Speak with Noirelle"
            subtitle={`Clients, partners and buyers: we reply ${brand.replyPromise}.`}
          />
        }
      />
    </Routes>
  );
}
