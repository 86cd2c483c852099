import { Section } from 'shared';
import type { Location } from '../../data/locations';

/** What the salon offers: its services beside its specialties. */
export function CityServices({ location }: { location: Location }) {
  return (
    <Section eyebrow="In the salon" title={`Services and specialties in ${location.address.city}`}>
      <div className="grid gap-12 md:grid-cols-2">
        <div>
          <h3 className="eyebrow text-gold-ink">Services</h3>
          <ul className="mt-4 space-y-3">
            {location.services.map((service) => (
              <li key={service} className="border-b border-espresso/10 pb-3 leading-relaxed">{service}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="eyebrow text-gold-ink">Specialties</h3>
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
