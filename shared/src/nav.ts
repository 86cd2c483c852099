/** The nine cities, in the order the spec lists them. Slugs are part of the public URL scheme. */
export const cities = [
  { slug: 'paris-france', name: 'Paris', label: 'Paris, France' },
  { slug: 'new-york-ny', name: 'New York', label: 'New York, NY' },
  { slug: 'milan-italy', name: 'Milan', label: 'Milan, Italy' },
  { slug: 'london-uk', name: 'London', label: 'London, UK' },
  { slug: 'houston-tx', name: 'Houston', label: 'Houston, TX' },
  { slug: 'atlanta-ga', name: 'Atlanta', label: 'Atlanta, GA' },
  { slug: 'quebec-city-qc', name: 'Quebec City', label: 'Quebec City, QC' },
  { slug: 'toronto-on', name: 'Toronto', label: 'Toronto, ON' },
  { slug: 'los-angeles-ca', name: 'Los Angeles', label: 'Los Angeles, CA' },
] as const;

export type CitySlug = (typeof cities)[number]['slug'];

export const cityPath = (slug: string) => `/local/${slug}`;

export interface NavItem {
  label: string;
  to: string;
}

export const mainLinks: readonly NavItem[] = [
  { label: 'Skin', to: '/skin' },
  { label: 'Makeup', to: '/makeup' },
  { label: 'Hair', to: '/hair' },
  { label: 'Products', to: '/products' },
  { label: 'Services', to: '/services' },
  { label: 'Immersion', to: '/beauty' },
  { label: 'Booking', to: '/booking' },
  { label: 'AI Advisor', to: '/chat' },
];

export const localLinks: readonly NavItem[] = [
  { label: 'All Locations', to: '/local' },
  ...cities.map((city) => ({ label: city.label, to: cityPath(city.slug) })),
];

export const siteLinks: readonly NavItem[] = [
  { label: 'Press', to: '/press' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];
