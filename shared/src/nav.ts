import { defineMessages, type IntlShape, type MessageDescriptor } from './i18n/format';
import { SOURCE_LOCALE, type Locale } from './i18n/locales';

/**
 * The nine cities, in the order the spec lists them. Slugs are part of the public URL scheme. A
 * city's name is a name in every language; its country is named in the page's language.
 */
export const cities = [
  { slug: 'paris-france', name: 'Paris', label: 'Paris, France', country: 'FR' },
  { slug: 'new-york-ny', name: 'New York', label: 'New York, NY', country: 'US' },
  { slug: 'milan-italy', name: 'Milan', label: 'Milan, Italy', country: 'IT' },
  { slug: 'london-uk', name: 'London', label: 'London, UK', country: 'GB' },
  { slug: 'houston-tx', name: 'Houston', label: 'Houston, TX', country: 'US' },
  { slug: 'atlanta-ga', name: 'Atlanta', label: 'Atlanta, GA', country: 'US' },
  { slug: 'quebec-city-qc', name: 'Quebec City', label: 'Quebec City, QC', country: 'CA' },
  { slug: 'toronto-on', name: 'Toronto', label: 'Toronto, ON', country: 'CA' },
  { slug: 'los-angeles-ca', name: 'Los Angeles', label: 'Los Angeles, CA', country: 'US' },
] as const;

export type City = (typeof cities)[number];

/**
 * A city with its place, in `locale`: the spec's English labels as they are; elsewhere the country
 * by `Intl` ("Milan, Italie"), and a state or province by its postal code, as in English.
 */
export function cityLabel(city: City, locale: Locale): string {
  if (locale === SOURCE_LOCALE || city.country === 'US' || city.country === 'CA') return city.label;
  return `${city.name}, ${new Intl.DisplayNames([locale], { type: 'region' }).of(city.country)}`;
}

export type CitySlug = (typeof cities)[number]['slug'];

export const cityPath = (slug: string) => `/local/${slug}`;

/** A link of the site's navigation: its words, or the city it names. */
export type NavItem = { to: string } & ({ label: MessageDescriptor } | { city: City });

const labels = defineMessages({
  skin: { id: 'shared.nav.skin', defaultMessage: 'Skin' },
  makeup: { id: 'shared.nav.makeup', defaultMessage: 'Makeup' },
  hair: { id: 'shared.nav.hair', defaultMessage: 'Hair' },
  products: { id: 'shared.nav.products', defaultMessage: 'Products' },
  services: { id: 'shared.nav.services', defaultMessage: 'Services' },
  immersion: { id: 'shared.nav.immersion', defaultMessage: 'Immersion' },
  booking: { id: 'shared.nav.booking', defaultMessage: 'Booking' },
  advisor: { id: 'shared.nav.advisor', defaultMessage: 'AI Advisor' },
  allLocations: { id: 'shared.nav.all-locations', defaultMessage: 'All Locations' },
  press: { id: 'shared.nav.press', defaultMessage: 'Press' },
  about: { id: 'shared.nav.about', defaultMessage: 'About' },
  contact: { id: 'shared.nav.contact', defaultMessage: 'Contact' },
});

export const mainLinks: readonly NavItem[] = [
  { label: labels.skin, to: '/skin' },
  { label: labels.makeup, to: '/makeup' },
  { label: labels.hair, to: '/hair' },
  { label: labels.products, to: '/products' },
  { label: labels.services, to: '/services' },
  { label: labels.immersion, to: '/beauty' },
  { label: labels.booking, to: '/booking' },
  { label: labels.advisor, to: '/chat' },
];

export const localLinks: readonly NavItem[] = [{ label: labels.allLocations, to: '/local' }, ...cities.map((city) => ({ city, to: cityPath(city.slug) }))];

export const siteLinks: readonly NavItem[] = [
  { label: labels.press, to: '/press' },
  { label: labels.about, to: '/about' },
  { label: labels.contact, to: '/contact' },
];

/** What a navigation link says, in the language of `intl`. */
export const navLabel = (item: NavItem, intl: IntlShape): string => ('city' in item ? cityLabel(item.city, intl.locale as Locale) : intl.formatMessage(item.label));
