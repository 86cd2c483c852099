import { Route, Routes } from 'react-router-dom';
import { ButtonLink, HeroPage } from 'shared';
import './index.css';

/** Every path this remote owns (shared/routes.ts: remoteRoutes.booking). */
export default function BookingRoutes() {
  return (
    <Routes>
      <Route
        path="/booking"
        element={
          <HeroPage
            meta={{ title: 'Book Your Experience', description: 'Book a Noirelle facial, hair ritual, makeup session or the total transformation, in nine cities.', canonicalPath: '/booking' }}
            eyebrow="Booking"
            title="Book Your Experience"
            subtitle="Choose a service, a day and a time; our concierge takes care of the rest."
          />
        }
      />
      <Route
        path="/beauty"
        element={
          <HeroPage
            meta={{ title: 'The Noirelle Immersion', description: 'Four hours of skin, hair and makeup artistry for melanin-rich beauty: one appointment per day, duo available.', canonicalPath: '/beauty' }}
            height="full"
            eyebrow="Four Hours · One Appointment Per Day"
            title="The Noirelle Immersion"
            subtitle="Skin, hair and makeup in one unhurried afternoon, for you alone or as a duo."
          >
            <ButtonLink to="/booking">Request Private Invitation</ButtonLink>
          </HeroPage>
        }
      />
    </Routes>
  );
}
