import type { ReactNode } from 'react';
import { ButtonLink, defineMessages, Section, useIntl, useLocale } from 'shared';
import type { Location } from '../../data/locations';
import { whatsappLink } from '../../lib/contact-links';
import { common } from '../../messages';
import { PostalAddress } from '../PostalAddress';

const messages = defineMessages({
  title: { id: 'locations.visit.title', defaultMessage: 'Find Noirelle {city}' },
  address: { id: 'locations.visit.address', defaultMessage: 'Address' },
  contact: { id: 'locations.visit.contact', defaultMessage: 'Contact' },
  whatsapp: { id: 'locations.visit.whatsapp', defaultMessage: 'WhatsApp {number}' },
  newTab: { id: 'locations.visit.new-tab', defaultMessage: '(opens in a new tab)' },
  nearby: { id: 'locations.visit.nearby', defaultMessage: 'Nearby' },
  book: { id: 'locations.visit.book', defaultMessage: 'Book in {city}' },
});

/** How to visit: the week's hours (its clock) beside the address, the ways to get in touch, what is nearby, and booking. */
export function CityVisit({ location, tel, weekHours }: { location: Location; tel: string; weekHours: ReactNode }) {
  const intl = useIntl();
  // Landmarks and the e-mail address are names: on a page in another language, marked as not to be translated
  // (a landmark written as that language writes it).
  const names = useLocale() === 'en' ? undefined : 'no';
  const city = location.address.city;
  return (
    <Section tone="espresso" eyebrow={intl.formatMessage(common.visit)} title={intl.formatMessage(messages.title, { city })}>
      <div className="grid gap-12 lg:grid-cols-2">
        {weekHours}
        <div className="space-y-8">
          <div>
            <h3 className="eyebrow text-gold">{intl.formatMessage(messages.address)}</h3>
            <address className="mt-3 text-lg leading-relaxed not-italic text-ivory">
              <PostalAddress location={location} />
            </address>
          </div>
          <div>
            <h3 className="eyebrow text-gold">{intl.formatMessage(messages.contact)}</h3>
            <p className="mt-3 text-ivory"><a href={tel} className="hover:text-gold">{location.contact.phone}</a></p>
            <p className="mt-1 text-ivory"><a href={`mailto:${location.contact.email}`} translate={names} className="hover:text-gold">{location.contact.email}</a></p>
            <p className="mt-1">
              <a href={whatsappLink(location.contact.whatsapp)} target="_blank" rel="noopener" className="text-ivory hover:text-gold">
                {intl.formatMessage(messages.whatsapp, { number: <>{location.contact.whatsapp}</> })}<span className="sr-only">{` ${intl.formatMessage(messages.newTab)}`}</span>
              </a>
            </p>
          </div>
          <div>
            <h3 className="eyebrow text-gold">{intl.formatMessage(messages.nearby)}</h3>
            <ul className="mt-3 space-y-1 text-mist">
              {location.nearbyLandmarks.map((landmark) => <li key={landmark} translate={names}>{landmark}</li>)}
            </ul>
          </div>
          <ButtonLink to="/booking">{intl.formatMessage(messages.book, { city: <>{city}</> })}</ButtonLink>
        </div>
      </div>
    </Section>
  );
}
