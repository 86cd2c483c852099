import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { cities, cityPath, FadeIn, HeroPage, ResponsiveImage, Section, STAGGER_SECONDS } from 'shared';
import { art } from './art/generated/manifest';
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
              <Link to={cityPath(city.slug)} className="group block bg-espresso text-ivory">
                <ResponsiveImage image={art[`skyline-${city.slug}`]} alt="" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[16/9] h-auto w-full object-cover opacity-90 transition-opacity group-hover:opacity-100" />
                <span className="block p-6 font-display text-2xl transition-colors group-hover:text-gold">{city.label}</span>
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
      media={<ResponsiveImage image={art[`skyline-${city.slug}`]} alt="" priority className="absolute inset-0 h-full w-full object-cover object-bottom" />}
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
