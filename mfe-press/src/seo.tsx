import { withFirstViews } from 'shared/first-view';
import AppRoutes from './app-routes';
import { pressArticles } from './lib/load-articles';
import { sanitizeWithWindow } from './lib/sanitize';
import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { brand, leadImageOf, type RouteSeo } from 'shared';
import { art } from './art/generated/manifest';
import { articles } from './data/articles';
import { legalPages } from './data/legal';
import { articleMeta, legalMeta, pressMeta } from './lib/page-meta';

const articleLinks = articles.map((article) => ({ path: `/press/${article.slug}`, label: article.title }));
const newest = articles.map((article) => article.date_published).sort().at(-1);

/** The press remote's routes as the composed site writes them for crawlers (read at build time: shared/build/route-seo.ts). */
// The first views show the articles, not their loading message.
await pressArticles.start();
sanitizeWithWindow(new JSDOM('').window as unknown as WindowLike);

export const routeSeo: RouteSeo[] = withFirstViews([
  {
    path: '/press',
    meta: pressMeta,
    heading: `${brand.name} in the Press`,
    text: ['News, essays and announcements from the house: our cities, our craft, and the business of melanin-rich beauty.', ...articles.map((article) => `${article.title}: ${article.excerpt}`)],
    links: articleLinks,
    lastModified: newest,
  },
  ...articles.map((article) => ({
    path: `/press/${article.slug}`,
    meta: articleMeta(article),
    heading: article.title,
    text: [article.subtitle, `By ${article.author}, ${article.date_published}.`, article.intro_paragraph, article.key_takeaway],
    links: [{ path: '/press', label: 'All press' }, ...articleLinks.filter((link) => link.path !== `/press/${article.slug}`)],
    lastModified: article.date_published,
    leadImage: leadImageOf(art[article.cover_image], '(min-width: 1024px) 976px, 100vw'),
  })),
  ...legalPages.map(({ path, document, description }) => ({
    path,
    meta: legalMeta(document, path, description),
    heading: document.title,
    text: [`${brand.legalName}. ${description}`, ...document.intro, ...document.sections.map((section) => section.title)],
    lastModified: document.lastUpdated,
  })),
], AppRoutes);
