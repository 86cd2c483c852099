import type { JsonLd } from './types';
import { absoluteUrl } from './defaults';

export interface Crumb {
  name: string;
  path: string;
}

/** BreadcrumbList structured data, with absolute URLs on the canonical base. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}
