import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from 'shared';
import type { Location } from '../../data/locations';

/** Under the hero: where the page sits, then the house's phone, today's hours (its clock), rating and timezone. */
export function CityAtAGlance({ location, crumbs, tel, todaysHours, rating }: { location: Location; crumbs: readonly Crumb[]; tel: string; todaysHours: ReactNode; rating: string }) {
  const tiles = [
    { label: 'Phone', value: <a href={tel} className="hover:text-gold">{location.contact.phone}</a> },
    { label: "Today's hours", value: todaysHours },
    { label: 'Rating', value: <><span aria-hidden="true" className="text-gold">★ </span>{rating}</> },
    { label: 'Timezone', value: location.timezone.replace('_', ' ') },
  ];

  return (
    <section aria-label={`${location.address.city} at a glance`} className="bg-umber text-ivory">
      <div className="page-container py-10">
        <Breadcrumb crumbs={crumbs} tone="dark" separator="›" lastIsCurrent />
        <dl className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map((tile) => (
            <div key={tile.label} className="border-t border-gold/30 pt-4">
              <dt className="eyebrow text-gold">{tile.label}</dt>
              <dd className="mt-2 font-display text-xl">{tile.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
