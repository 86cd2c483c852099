/**
 * The third step: the route's head in the shell's page. The defaults the shell's build wrote (its
 * title, description and theme colour) give way to the route's own tags (shared/src/seo/head-tags.ts),
 * written after what the page preloads.
 */
import { headTagsHtml } from 'shared/seo/head-tags';
import type { RouteSeo } from 'shared/seo/types';
import type { Locale } from 'shared/locales';
import { plainPageStyle } from './first-view';

/** The tags a route's page adds to the head, in order: its preloads, its own head, and the plain page's style when it has no first view. */
export const routeHeadTags = (route: RouteSeo, preloads: readonly string[] = []): string[] => [
  ...preloads,
  headTagsHtml(route.meta),
  ...(route.html === undefined ? [plainPageStyle] : []),
];

/** The template with its default head tags removed and `tags` at the end of its head. */
export function withHead(template: string, tags: readonly string[]): string {
  return (
    template
      // The defaults the shell's build wrote; the route's own tags replace them.
      .replace(/\s*<title>[^<]*<\/title>/, '')
      .replace(/\s*<meta name="(description|theme-color)"[^>]*>/g, '')
      // A replacer function, not a string: in a replacement string `$$` means `$`, and the head office's price range is '$$$$'.
      .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
  );
}

/** The page in `locale`: its root element says so, for screen readers, hyphenation and translation tools. */
export const withLanguage = (html: string, locale: Locale): string => html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
