import { screen } from '@testing-library/react';
import { describeRouteContract, renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import CatalogueRoutes from './routes';

// Every route module here renders a page: what the build publishes and the shell's server composes.
describeRouteContract('catalogue', CatalogueRoutes, { id: 'melanin-radiance-facial' });

describe('the outline of every catalogue page', () => {
  it.each(['/skin', '/products', '/product/even-tone-concentrate', '/services', '/about'])('%s never skips a heading level', async (path) => {
    const { unmount } = await renderRoutesAt(CatalogueRoutes, path);
    await screen.findByRole('heading', { level: 1 });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index + 1} (h${level}) after h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
    unmount();
  });
});
