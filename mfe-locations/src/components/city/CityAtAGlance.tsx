import type { ReactNode } from 'react';
import { Breadcrumb, defineMessages, useIntl, type Crumb } from 'shared';
import type { Location } from '../../data/locations';
import { zoneName } from './HouseClock';

const messages = defineMessages({
  region: { id: 'locations.glance.region', defaultMessage: '{city} at a glance' },
  phone: { id: 'locations.glance.phone', defaultMessage: 'Phone' },
  todaysHours: { id: 'locations.glance.todays-hours', defaultMessage: "Today's hours" },
  rating: { id: 'locations.glance.rating', defaultMessage: 'Rating' },
  timezone: { id: 'locations.glance.timezone', defaultMessage: 'Timezone' },
});

/** Under the hero: where the page sits, then the house's phone, today's hours (its clock), rating and timezone. */
export function CityAtAGlance({ location, crumbs, tel, todaysHours, rating }: { location: Location; crumbs: readonly Crumb[]; tel: string; todaysHours: ReactNode; rating: string }) {
  const intl = useIntl();
  const tiles = [
    { label: intl.formatMessage(messages.phone), value: <a href={tel} className="hover:text-gold">{location.contact.phone}</a> },
    { label: intl.formatMessage(messages.todaysHours), value: todaysHours },
    { label: intl.formatMessage(messages.rating), value: <><span aria-hidden="true" className="text-gold">★ </span>{intl.formatNumber(Number(rating), { minimumFractionDigits: 1 })}</> },
    { label: intl.formatMessage(messages.timezone), value: zoneName(location.timezone, location.address.city, intl) },
  ];

  return (
    <section aria-label={intl.formatMessage(messages.region, { city: location.address.city })} className="bg-umber text-ivory">
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
