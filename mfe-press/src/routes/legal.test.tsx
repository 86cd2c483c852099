import { screen, within } from '@testing-library/react';
import { renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import PressRoutes from '../routes';

describe('legal pages', () => {
  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('%s has its contents linked to its sections, dated March 24, 2025', async (path, title) => {
    await renderRoutesAt(PressRoutes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Last updated March 24, 2025')).toBeInTheDocument();
    const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(contents.length).toBeGreaterThanOrEqual(10);
    for (const link of contents) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveRole('region');
    }
  });
});
