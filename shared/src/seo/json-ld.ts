import type { BreadcrumbList, HowTo } from 'schema-dts';
import { defineMessages } from '../i18n/format';
import { absoluteUrl } from './defaults';

const messages = defineMessages({
  home: { id: 'shared.breadcrumb.home', defaultMessage: 'Home', description: "the first step of a page's breadcrumb trail, the home page" },
});

/** The name of a trail's first step, the home page, as a page in another language says it (./head-tags.ts). */
export const HOME_CRUMB = messages.home;

export interface Crumb {
  name: string;
  path: string;
}

/** BreadcrumbList structured data, with absolute URLs on the canonical base. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}

/** The breadcrumb of a page one step below home (Home › Contact): most pages' trail. */
export function topLevelBreadcrumb(name: string, path: string): BreadcrumbList {
  return breadcrumbJsonLd([
    { name: HOME_CRUMB.defaultMessage as string, path: '/' },
    { name, path },
  ]);
}

/** Spec (structured data): a how-to takes 30 minutes and costs 200-500 USD. */
export const HOW_TO_TOTAL_TIME = 'PT30M';
export const HOW_TO_COST = { currency: 'USD', minValue: 200, maxValue: 500 } as const;

export interface HowToStep {
  name: string;
  text: string;
}

/** HowTo structured data: the steps must be the ones the page shows. */
export function howToJsonLd({ name, description, path, steps }: { name: string; description: string; path: string; steps: readonly HowToStep[] }): HowTo {
  return {
    '@type': 'HowTo',
    name,
    description,
    url: absoluteUrl(path),
    totalTime: HOW_TO_TOTAL_TIME,
    estimatedCost: { '@type': 'MonetaryAmount', ...HOW_TO_COST },
    step: steps.map((step, index) => ({ '@type': 'HowToStep', position: index + 1, name: step.name, text: step.text })),
  };
}
