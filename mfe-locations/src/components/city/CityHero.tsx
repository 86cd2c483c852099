import { buttonClasses, ButtonLink, cities, PageHero, ResponsiveImage } from 'shared';
import { art } from '../../art/generated/manifest';
import type { Location } from '../../data/locations';

/** The hero's `sizes`, which its preload in the composed HTML must repeat. */
export const HERO_SIZES = '100vw';

/** The house's hero: its name, its city as the site's menu names it, its description, and ways to call or book. */
export function CityHero({ location, tel }: { location: Location; tel: string }) {
  const city = location.address.city;
  const label = cities.find((candidate) => candidate.slug === location.slug)?.label ?? city;
  return (
    <PageHero
      height="category"
      eyebrow={location.name}
      title={label}
      subtitle={location.description}
      media={<ResponsiveImage image={art[location.heroImage]} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover object-bottom" />}
    >
      <a href={tel} className={buttonClasses('outline')}>
        Call {city}
      </a>
      <ButtonLink to="/booking">Book an Appointment</ButtonLink>
    </PageHero>
  );
}
