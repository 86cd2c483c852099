// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { missingRoutes } from './route-modules';

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
