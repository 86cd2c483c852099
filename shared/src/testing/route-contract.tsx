import { act, render, screen, within, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation } from '../router';
import { describe, expect, it } from 'vitest';
import type { RemoteName } from '../routes';
import { ToastRegion } from '../ui/ToastRegion';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" data-search={search}>
      {pathname}
    </output>
  );
}

/**
 * Renders a remote's `./routes` at `path`, as the shell would, with the location visible to
 * assertions. Awaited inside act(): React 19 retries a part that suspended on its data
 * (shared/src/load-once.ts) only for an act() that was awaited.
 */
export async function renderRoutesAt(Routes: ComponentType & { preload?: (pathname: string) => Promise<void> }, path: string): Promise<RenderResult> {
  // The route's chunk first (shared/src/route-module.tsx): a test of a page is not a test of its loading state.
  await Routes.preload?.(path.split(/[?#]/)[0]!);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <Routes />
        {/* As on a composed page, beside the page: where its toasts show. */}
        <ToastRegion />
        <LocationProbe />
      </MemoryRouter>,
    );
  });
  return result!;
}

export const currentPath = () => screen.getByTestId('location').textContent;
/** The notifications on the page, as a visitor sees them (shared/src/boot/toasts.ts shows them). */
export const shownToasts = () =>
  within(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('list')).queryAllByRole('listitem').map((toast) => {
    const [title, description] = [...toast.querySelectorAll('p')].map((line) => line.textContent);
    return description ? { title, description } : { title };
  });
/** The query string of the rendered location ("?shade=8r", or "" with none). */
export const currentSearch = () => screen.getByTestId('location').dataset.search;

/**
 * Every route of the remote's route modules (`Routes.paths`, one per file of its src/routes)
 * renders a page (one h1) and stays where it is: what the build publishes and the shell's server
 * composes. `samples` gives a real value for each `:param`.
 */
export function describeRouteContract(remote: RemoteName, Routes: ComponentType & { readonly paths: readonly string[] }, samples: Record<string, string> = {}) {
  describe(`${remote} routes`, () => {
    for (const pattern of Routes.paths) {
      const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
        const sample = samples[name];
        if (!sample) throw new Error(`No sample value for :${name} in ${pattern}`);
        return sample;
      });
      it(`renders ${path} (${pattern})`, async () => {
        await renderRoutesAt(Routes, path);
        // A page may look its data up asynchronously first (a loading state has no h1).
        expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
        expect(currentPath()).toBe(path);
      });
    }
  });
}

/**
 * Makes `matchMedia` answer yes to these queries until the test ends (jsdom has none; the stub in
 * vitest.setup.ts reads this list), e.g. `emulateMedia(['(prefers-reduced-motion: reduce)'])`.
 */
export function emulateMedia(queries: readonly string[]) {
  (window as Window & { __matchingMedia?: string[] }).__matchingMedia = [...queries];
}
