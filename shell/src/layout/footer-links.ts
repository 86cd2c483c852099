import { brand } from 'shared';

/** A footer entry is a site link, an external link, or an inert placeholder (spec: not a link). */
export type FooterItem =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'placeholder'; label: string };

export interface FooterColumn {
  heading: string;
  items: readonly FooterItem[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    heading: 'Shop',
    items: [
      { kind: 'placeholder', label: 'New Arrivals' },
      { kind: 'placeholder', label: 'Bestsellers' },
      ...brand.externalSites.map((site) => ({ kind: 'external' as const, label: site.label, href: site.href })),
    ],
  },
  {
    heading: 'The House',
    items: [
      { kind: 'link', label: 'About', to: '/about' },
      { kind: 'link', label: 'Press', to: '/press' },
      { kind: 'placeholder', label: 'Sustainability' },
      { kind: 'placeholder', label: 'Careers' },
    ],
  },
  {
    heading: 'Client Care',
    items: [
      { kind: 'link', label: 'Contact', to: '/contact' },
      { kind: 'placeholder', label: 'FAQ' },
      { kind: 'placeholder', label: 'Shipping & Returns' },
      { kind: 'placeholder', label: 'Store Locator' },
      { kind: 'placeholder', label: 'Accessibility' },
    ],
  },
];

export const legalLinks = [
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
] as const;
