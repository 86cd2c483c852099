import { render, screen } from '@testing-library/react';
import { homeAnchors, MemoryRouter, RouteModulePage } from 'shared';
import { beforeEach, expect, it, vi } from 'vitest';
import { remoteHtmlPlaceholder } from '../first-view/markers';
import home from './_index';

beforeEach(() => vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} }));

it('leads to its sections with in-page links, which the browser follows with no code', () => {
  render(
    <MemoryRouter>
      <RouteModulePage module={home} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Explore Collections' })).toHaveAttribute('href', `#${homeAnchors.collections}`);
  expect(screen.getByRole('link', { name: 'Register Interest' })).toHaveAttribute('href', `#${homeAnchors.registerInterest}`);
});

it('holds the places of the catalogue’s and the advisor’s sections, which the composition fills', () => {
  const { container } = render(
    <MemoryRouter>
      <RouteModulePage module={home} />
    </MemoryRouter>,
  );
  expect(container.innerHTML).toContain(remoteHtmlPlaceholder('catalogue/HomeSections'));
  expect(container.innerHTML).toContain(remoteHtmlPlaceholder('advisor/InterestSection'));
  expect(container.querySelector('[data-remote="catalogue"]')).not.toBeNull();
});
