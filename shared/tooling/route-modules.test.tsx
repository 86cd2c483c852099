// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { missingRoutes, publishedRoutes } from './route-modules';
import { sharedCatalogs } from '../src/locales';

const appRoot = (dir: string) => fileURLToPath(new URL(`../../${dir}`, import.meta.url));

describe('what a route with params answers for params that name nothing', () => {
  it('is its `missing` address, where it has one: an unknown article goes to /press', async () => {
    expect(await missingRoutes(appRoot('mfe-press'))).toEqual([{ pattern: '/press/:slug', redirect: '/press' }]);
  });

  it('is otherwise the page it renders itself, its first view written for params no data answers', async () => {
    const [product, ...others] = await missingRoutes(appRoot('mfe-catalogue'));
    expect(others).toEqual([]);
    expect(product?.pattern).toBe('/product/:id');
    expect(product?.page?.meta).toMatchObject({ title: 'Product not found', robots: 'noindex, follow' });
    expect(product?.page?.html).toMatch(/<h1[^>]*>Product not found<\/h1>/);
    expect(product?.page?.html).toContain('Return to Collection');
  });
});

describe('an app\'s pages in another language', () => {
  it('are written at the same paths, with their head in that language and their links under its prefix', async () => {
    // The press remote's own French, read as its build reads it, and shared's.
    const press = JSON.parse(readFileSync(join(appRoot('mfe-press'), 'src/locales/fr.json'), 'utf8')) as Record<string, string>;
    const language = { locale: 'fr' as const, messages: { ...sharedCatalogs.fr, ...press } };
    const [page] = (await publishedRoutes(appRoot('mfe-press'), undefined, language)).filter((route) => route.path === '/press');
    expect(page?.meta.locale).toBe('fr');
    expect(page?.meta.canonicalPath).toBe('/press');
    const hrefs = [...(page?.html ?? '').matchAll(/href="(\/[^"]*)"/g)].map(([, href]) => href!);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href.startsWith('/fr/'))).toEqual([]);
    // The source language's pages say nothing of a language.
    const [english] = (await publishedRoutes(appRoot('mfe-press'))).filter((route) => route.path === '/press');
    expect(english?.meta.locale).toBeUndefined();
    expect(english?.html).toMatch(/href="\/press\//);
  });
});
