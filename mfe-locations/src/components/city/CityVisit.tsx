import type { ReactNode } from 'react';
import { ButtonLink, Section } from 'shared';
import type { Location } from '../../data/locations';
import { whatsappLink } from '../../lib/contact-links';

/** How to visit: the week's hours (its clock) beside the address, the ways to get in touch, what is nearby, and booking. */
export function CityVisit({ location, tel, weekHours }: { location: Location; tel: string; weekHours: ReactNode }) {
  const city = location.address.city;
  return (
    <Section tone="espresso" eyebrow="Visit" title={`Find Noirelle ${city}`}>
      <div className="grid gap-12 lg:grid-cols-2">
        {weekHours}
        <div className="space-y-8">
          <div>
            <h3 className="eyebrow text-gold">Address</h3>
            <address className="mt-3 text-lg leading-relaxed not-italic text-ivory">{location.address.formatted}</address>
          </div>
          <div>
            <h3 className="eyebrow text-gold">Contact</h3>
            <p className="mt-3 text-ivory"><a href={tel} className="hover:text-gold">{location.contact.phone}</a></p>
            <p className="mt-1 text-ivory"><a href={`mailto:${location.contact.email}`} className="hover:text-gold">{location.contact.email}</a></p>
            <p className="mt-1">
              <a href={whatsappLink(location.contact.whatsapp)} target="_blank" rel="noopener" className="text-ivory hover:text-gold">
                WhatsApp {location.contact.whatsapp}<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          </div>
          <div>
            <h3 className="eyebrow text-gold">Nearby</h3>
            <ul className="mt-3 space-y-1 text-mist">
              {location.nearbyLandmarks.map((landmark) => <li key={landmark}>{landmark}</li>)}
            </ul>
          </div>
          <ButtonLink to="/booking">Book in {city}</ButtonLink>
        </div>
      </div>
    </Section>
  );
}
