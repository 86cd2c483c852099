import { brand, defineMessages, type MessageDescriptor } from 'shared';

/** A footer entry is a site link, an external link, or an inert placeholder (spec: not a link). */
export type FooterItem =
  | { kind: 'link'; label: MessageDescriptor; to: string }
  | { kind: 'external'; name: string; href: string }
  | { kind: 'placeholder'; label: MessageDescriptor };

export interface FooterColumn {
  heading: MessageDescriptor;
  items: readonly FooterItem[];
}

const labels = defineMessages({
  shop: { id: 'shell.footer.shop', defaultMessage: 'Shop' },
  newArrivals: { id: 'shell.footer.new-arrivals', defaultMessage: 'New Arrivals' },
  bestsellers: { id: 'shell.footer.bestsellers', defaultMessage: 'Bestsellers' },
  house: { id: 'shell.footer.house', defaultMessage: 'The House' },
  about: { id: 'shell.footer.about', defaultMessage: 'About' },
  press: { id: 'shell.footer.press', defaultMessage: 'Press' },
  sustainability: { id: 'shell.footer.sustainability', defaultMessage: 'Sustainability' },
  careers: { id: 'shell.footer.careers', defaultMessage: 'Careers' },
  care: { id: 'shell.footer.client-care', defaultMessage: 'Client Care' },
  contact: { id: 'shell.footer.contact', defaultMessage: 'Contact' },
  faq: { id: 'shell.footer.faq', defaultMessage: 'FAQ' },
  shipping: { id: 'shell.footer.shipping', defaultMessage: 'Shipping & Returns' },
  storeLocator: { id: 'shell.footer.store-locator', defaultMessage: 'Store Locator' },
  accessibility: { id: 'shell.footer.accessibility', defaultMessage: 'Accessibility' },
  privacy: { id: 'shell.footer.privacy', defaultMessage: 'Privacy' },
  terms: { id: 'shell.footer.terms', defaultMessage: 'Terms' },
});

export const footerColumns: readonly FooterColumn[] = [
  {
    heading: labels.shop,
    items: [
      { kind: 'placeholder', label: labels.newArrivals },
      { kind: 'placeholder', label: labels.bestsellers },
      ...brand.externalSites.map((site) => ({ kind: 'external' as const, name: site.label, href: site.href })),
    ],
  },
  {
    heading: labels.house,
    items: [
      { kind: 'link', label: labels.about, to: '/about' },
      { kind: 'link', label: labels.press, to: '/press' },
      { kind: 'placeholder', label: labels.sustainability },
      { kind: 'placeholder', label: labels.careers },
    ],
  },
  {
    heading: labels.care,
    items: [
      { kind: 'link', label: labels.contact, to: '/contact' },
      { kind: 'placeholder', label: labels.faq },
      { kind: 'placeholder', label: labels.shipping },
      { kind: 'placeholder', label: labels.storeLocator },
      { kind: 'placeholder', label: labels.accessibility },
    ],
  },
];

export const legalLinks = [
  { label: labels.privacy, to: '/privacy' },
  { label: labels.terms, to: '/terms' },
] as const;
