import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { homeAnchors, MemoryRouter, RouteModulePage, Section } from 'shared';
import { beforeEach, expect, it, vi } from 'vitest';
import { ScrollManager } from '../app/ScrollManager';
import type { RemoteLoader } from '../remotes/remote-loader';
import type { RemoteModuleId } from '../remotes/remote-modules';
import { RemoteLoaderContext } from '../remotes/RemoteSlot';
import home from './_index';

const sections: Partial<Record<RemoteModuleId, ComponentType>> = {
  'catalogue/HomeSections': () => <Section id={homeAnchors.collections} title="Three houses of care" />,
  'advisor/InterestSection': () => <Section id={homeAnchors.registerInterest} title="Acquire the 4 digital assets behind Noirelle" />,
};

/** The home sections' remotes: already here (`loaded`), or on their way until the test lets them arrive. */
function sectionsLoader({ loaded }: { loaded: boolean }) {
  const arrivals: (() => void)[] = [];
  const loader: RemoteLoader = {
    peek: (id) => (loaded ? sections[id] : undefined),
    load: (id) => new Promise((resolve) => arrivals.push(() => resolve(sections[id]!))),
    reset: async () => undefined,
  };
  const arrive = async () => {
    await vi.waitFor(() => expect(arrivals).toHaveLength(2));
    await act(async () => arrivals.splice(0).forEach((arrival) => arrival()));
  };
  return { loader, arrive };
}

/** In an awaited act: a slot suspends at once, and React commits its loading state only then. */
async function renderHome(loader: RemoteLoader) {
  await act(async () => void render(
    <MemoryRouter>
      <RemoteLoaderContext value={loader}>
        <RouteModulePage module={home} />
      </RemoteLoaderContext>
      <ScrollManager />
    </MemoryRouter>,
  ));
}

let scrolledIntoView: { element: Element; options: unknown }[] = [];
beforeEach(() => {
  scrolledIntoView = [];
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolledIntoView.push({ element: this, options });
  };
});

it('Explore Collections goes smoothly to the collections, and moves focus there', async () => {
  await renderHome(sectionsLoader({ loaded: true }).loader);
  await act(() => userEvent.click(screen.getByRole('link', { name: 'Explore Collections' })));
  const collections = screen.getByRole('region', { name: 'Three houses of care' });
  expect(scrolledIntoView).toEqual([{ element: collections, options: { block: 'start', behavior: 'smooth' } }]);
  expect(collections).toHaveFocus();
});

it('Register Interest, pressed before its section is on the page (the home page opened from another page), goes there once it arrives', async () => {
  const { loader, arrive } = sectionsLoader({ loaded: false });
  await renderHome(loader);
  expect(screen.queryByRole('region', { name: 'Acquire the 4 digital assets behind Noirelle' })).toBeNull();
  await act(() => userEvent.click(screen.getByRole('link', { name: 'Register Interest' })));
  expect(scrolledIntoView).toEqual([]);
  await arrive();
  const interest = screen.getByRole('region', { name: 'Acquire the 4 digital assets behind Noirelle' });
  expect(scrolledIntoView.map(({ element }) => element)).toEqual([interest]);
  expect(interest).toHaveFocus();
});
