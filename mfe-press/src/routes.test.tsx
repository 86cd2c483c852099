import { screen } from '@testing-library/react';
import { currentPath, describeRouteContract, renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { articles } from './data/articles';
import PressRoutes from './routes';

describeRouteContract('press', PressRoutes, { slug: 'the-lip-gloss-economy' });

describe('press pages', () => {
  it('redirects an unknown article to /press', () => {
    renderRoutesAt(PressRoutes, '/press/no-such-article');
    expect(currentPath()).toBe('/press');
  });

  it('bundles four articles with ids 1 to 4 and unique slugs', () => {
    expect(articles.map((article) => article.id)).toEqual([1, 2, 3, 4]);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(4);
  });

  it.each(['/privacy', '/terms'])('%s is dated March 24, 2025', (path) => {
    renderRoutesAt(PressRoutes, path);
    expect(screen.getByText('Last updated March 24, 2025')).toBeInTheDocument();
  });
});
