import { defineMessages, Section, useIntl } from 'shared';
import type { Location } from '../../data/locations';

const messages = defineMessages({
  eyebrow: { id: 'locations.services.eyebrow', defaultMessage: 'In the salon' },
  title: { id: 'locations.services.title', defaultMessage: 'Services and specialties in {city}' },
  services: { id: 'locations.services.services', defaultMessage: 'Services' },
  specialties: { id: 'locations.services.specialties', defaultMessage: 'Specialties' },
});

/** What the salon offers: its services beside its specialties. */
export function CityServices({ location }: { location: Location }) {
  const intl = useIntl();
  return (
    <Section eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title, { city: location.address.city })}>
      <div className="grid gap-12 md:grid-cols-2">
        <div>
          <h3 className="eyebrow text-gold-ink">{intl.formatMessage(messages.services)}</h3>
          <ul className="mt-4 space-y-3">
            {location.services.map((service) => (
              <li key={service} className="border-b border-espresso/10 pb-3 leading-relaxed">{service}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="eyebrow text-gold-ink">{intl.formatMessage(messages.specialties)}</h3>
          <ul className="mt-4 space-y-3">
            {location.specialties.map((specialty) => (
              <li key={specialty} className="border-b border-espresso/10 pb-3 leading-relaxed">{specialty}</li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
