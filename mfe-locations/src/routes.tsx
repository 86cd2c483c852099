import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { cities, cityPath, FadeIn, HeroPage, Section, STAGGER_SECONDS } from 'shared';
import './index.css';

function LocationsIndex() {
  return (
    <>
      <HeroPage
        meta={{
          title: 'Our Locations',
          description: 'Noirelle salons and spas in nine cities: Paris, New York, Milan, London, Houston, Atlanta, Quebec City, Toronto and Los Angeles.',
          keywords: ['Black beauty salon', 'luxury spa', 'textured hair salon'],
          canonicalPath: '/local',
        }}
        eyebrow="Nine Cities"
        title="Our Locations"
        subtitle="From Paris to Los Angeles, each Noirelle house is staffed by specialists in melanin-rich skin and textured hair."
      />
      <Section eyebrow="Find us" title="Nine houses, one standard">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cities.map((city, index) => (
            <FadeIn as="li" key={city.slug} delay={index * STAGGER_SECONDS}>
              <Link to={cityPath(city.slug)} className="block border border-espresso/15 p-6 font-display text-2xl transition-colors hover:border-gold-ink hover:text-gold-ink">
                {city.label}
              </Link>
            </FadeIn>
          ))}
        </ul>
      </Section>
    </>
  );
}

function CityPage() {
  const { slug } = useParams();
  const city = cities.find((candidate) => candidate.slug === slug);
  // Spec: an unknown location slug redirects to /local.
  if (!city) return <Navigate to="/local" replace />;
  return (
    <HeroPage
      meta={{
        title: `Luxury Beauty in ${city.name}`,
        description: `Luxury skin, makeup and hair services for melanin-rich skin and textured hair at Noirelle ${city.name}.`,
        canonicalPath: cityPath(city.slug),
      }}
      eyebrow="Noirelle Locations"
      title={city.label}
      subtitle={`Skin, makeup and hair rituals for melanin-rich beauty, in the heart of ${city.name}.`}
    />
  );
}

/** Every path this remote owns (shared/routes.ts: remoteRoutes.locations). */
export default function LocationsRoutes() {
  return (
    <Routes>
      <Route path="/local" element={<LocationsIndex />} />
      <Route path="/local/:slug" element={<CityPage />} />
    </Routes>
  );
}
