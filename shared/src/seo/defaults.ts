import { brand } from '../brand';
import type { SharingImage } from './types';

export const defaultRobots = 'index, follow';

/** The brand banner every page shares unless it names its own (spec: 1200 by 630). */
export const defaultSharingImage: SharingImage = {
  url: '/brand/sharing-banner.jpg',
  width: 1200,
  height: 630,
  alt: `${brand.name}: ${brand.tagline}`,
};

/** `https://noirelle.beauty` + path, without a trailing slash except for the home page. */
export function canonicalUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const normalised = path === '/' ? '/' : `/${path.replace(/^\/+|\/+$/g, '')}`;
  return `${brand.siteUrl}${normalised}`;
}

/** A URL with a scheme (https:, or file: while the build reads the pages' data in Node) is left alone. */
export function absoluteUrl(pathOrUrl: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl) ? pathOrUrl : `${brand.siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** `Page title | Noirelle`, unless the title already names the brand. */
export function documentTitle(title: string): string {
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}
