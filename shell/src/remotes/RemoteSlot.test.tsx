import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteLoader } from './remote-loader';
import type { RemoteModuleId } from './remote-modules';
import { LIVE_ATTRIBUTE, PART_ATTRIBUTE, subscribe } from 'shared';
import { remoteHtmlPlaceholder } from '../first-view/markers';
import { RemoteLoaderContext, RemoteSlot } from './RemoteSlot';

/** A loader whose loads the test settles by hand. */
function controllableLoader() {
  const pending: { resolve: (c: ComponentType) => void; reject: (e: unknown) => void }[] = [];
  const cache = new Map<string, ComponentType>();
  const loader: RemoteLoader & { pending: typeof pending } = {
    pending,
    peek: (id) => cache.get(id),
    load: vi.fn((id: RemoteModuleId) =>
      cache.has(id)
        ? Promise.resolve(cache.get(id)!)
        : new Promise<ComponentType>((resolve, reject) =>
          pending.push({
            resolve: (component) => {
              cache.set(id, component);
              resolve(component);
            },
            reject,
          }),
        ),
    ),
    // Like the real loader, a reset forgets what was loaded.
    reset: vi.fn(async () => cache.clear()),
  };
  return loader;
}

const Catalogue = () => <h1>Skin</h1>;

/** Waits until the slot has asked for load number `index`, then settles it. */
async function settle(loader: ReturnType<typeof controllableLoader>, index: number, outcome: { resolve: ComponentType } | { reject: unknown }) {
  await vi.waitFor(() => expect(loader.pending.length).toBeGreaterThan(index));
  await act(async () => {
    const load = loader.pending[index]!;
    if ('resolve' in outcome) load.resolve(outcome.resolve);
    else load.reject(outcome.reject);
  });
}

/** Rendered inside an awaited act: a slot suspends at once, and React commits its fallback only then. */
async function renderSlot(loader: RemoteLoader, timeoutMs = 5_000) {
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(
      <RemoteLoaderContext value={loader}>
        <RemoteSlot id="catalogue/routes" timeoutMs={timeoutMs} />
      </RemoteLoaderContext>,
    );
  });
  return rendered!;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe('RemoteSlot', () => {
  it('shows a loading state, then the remote, inside an element scoped to the remote', async () => {
    const loader = controllableLoader();
    await renderSlot(loader);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await settle(loader, 0, { resolve: Catalogue });
    expect(screen.getByRole('heading', { level: 1, name: 'Skin' }).closest('[data-remote]')).toHaveAttribute('data-remote', 'catalogue');
    expect(loader.load).toHaveBeenCalledWith('catalogue/routes');
  });

  it('renders an already loaded remote at once, with no loading state', async () => {
    const loader = controllableLoader();
    loader.peek = () => Catalogue;
    await renderSlot(loader);
    expect(screen.getByRole('heading', { name: 'Skin' })).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('says on the bus when its content is on the page, and moves nothing: a visitor who scrolled away from the #fragment stays there', async () => {
    const ready = vi.fn();
    const unsubscribe = subscribe('part/ready', ready);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    // A deep link to a section of the remote's page; the visitor has scrolled since.
    history.replaceState(null, '', '/terms#governing-law');
    const Terms = () => (
      <section id="governing-law" aria-label="Governing law">
        <h1>Terms of Service</h1>
      </section>
    );
    const loader = controllableLoader();
    await renderSlot(loader);
    expect(ready).not.toHaveBeenCalled();
    await settle(loader, 0, { resolve: Terms });
    expect(screen.getByRole('region', { name: 'Governing law' })).toBeInTheDocument();
    expect(ready).toHaveBeenCalledExactlyOnceWith({ id: 'catalogue/routes' }, expect.objectContaining({ type: 'part/ready' }));
    expect(scrollIntoView).not.toHaveBeenCalled();
    unsubscribe();
    history.replaceState(null, '', '/');
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('gives up on a remote that never answers and shows the fallback', async () => {
    vi.useFakeTimers();
    const loader = controllableLoader();
    await renderSlot(loader, 1_000);
    await act(async () => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2));
    expect(screen.getByRole('heading', { level: 1, name: 'This part of the house is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the fallback when loading fails, and Retry resets the remote and loads it again', async () => {
    const user = userEvent.setup();
    const loader = controllableLoader();
    await renderSlot(loader);
    await settle(loader, 0, { reject: new Error('connection refused') });
    // The fallback is the shell's own: its part is live, so a press of Retry is never held for a remote that never came.
    expect(screen.getByRole('button', { name: 'Retry' }).closest(`[${PART_ATTRIBUTE}]`)).toHaveAttribute(LIVE_ATTRIBUTE);
    await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));
    expect(loader.reset).toHaveBeenCalledWith('catalogue');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await settle(loader, 1, { resolve: Catalogue });
    expect(screen.getByRole('heading', { name: 'Skin' })).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that throws while rendering, and Retry renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let shouldThrow = true;
    function Flaky() {
      if (shouldThrow) throw new Error('remote bug');
      return <h1>Recovered</h1>;
    }
    const loader = controllableLoader();
    await renderSlot(loader);
    await settle(loader, 0, { resolve: Flaky });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    shouldThrow = false;
    await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));
    await settle(loader, 1, { resolve: Flaky });
    expect(screen.getByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });

  it('ignores a load that settles after the slot was unmounted', async () => {
    const loader = controllableLoader();
    const { unmount } = await renderSlot(loader);
    unmount();
    await settle(loader, 0, { resolve: Catalogue });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('RemoteSlot over the composed first view', () => {
  const Section = () => (
    <section>
      <h2>Register your interest</h2>
      <button type="button">Register Interest</button>
    </section>
  );
  const slot = (loader: RemoteLoader) => (
    <RemoteLoaderContext value={loader}>
      <RemoteSlot id="advisor/InterestSection" kind="section" />
    </RemoteLoaderContext>
  );

  it('keeps the HTML as it is until its code is here, then makes it live', async () => {
    // The composed page: the slot as rendered in Node, its place filled with the remote's own HTML.
    const { renderToString } = await import('react-dom/server');
    const { firstViewLoader } = await import('../first-view/first-view-loader');
    const container = document.createElement('div');
    container.innerHTML = renderToString(slot(firstViewLoader)).replace(remoteHtmlPlaceholder('advisor/InterestSection'), renderToString(<Section />));
    document.body.append(container);
    const heading = screen.getByRole('heading', { name: 'Register your interest' });

    const loader = controllableLoader();
    const { hydrateRoot } = await import('react-dom/client');
    const root = await act(async () => hydrateRoot(container, slot(loader)));
    // Hydrated around it while its code comes, the section is the same node, with no loading state.
    expect(screen.getByRole('heading', { name: 'Register your interest' })).toBe(heading);
    expect(screen.queryByRole('status')).toBeNull();
    expect(loader.load).toHaveBeenCalledWith('advisor/InterestSection');
    const boundary = heading.closest(`[${PART_ATTRIBUTE}]`)!;
    expect(boundary).not.toHaveAttribute(LIVE_ATTRIBUTE);

    await settle(loader, 0, { resolve: Section });
    expect(screen.getByRole('heading', { name: 'Register your interest' })).toBe(heading);
    expect(boundary).toHaveAttribute(LIVE_ATTRIBUTE);
    act(() => root.unmount());
    container.remove();
  });

  it('renders the part afresh, with no error and no loading state, when its remote was deployed after the HTML was composed', async () => {
    const { renderToString } = await import('react-dom/server');
    const { firstViewLoader } = await import('../first-view/first-view-loader');
    // The first view came from the remote's build 1 (the server records it on the root)...
    const container = document.createElement('div');
    container.setAttribute('data-first-view', '/');
    container.setAttribute('data-first-view-builds', JSON.stringify({ advisor: 'advisor-1' }));
    container.innerHTML = renderToString(slot(firstViewLoader)).replace(remoteHtmlPlaceholder('advisor/InterestSection'), renderToString(<Section />));
    document.body.append(container);

    // ...and the code that arrives is build 2, which says something else.
    const Renamed = () => (
      <section>
        <h2>Register for early access</h2>
      </section>
    );
    const loader = { ...controllableLoader(), buildOf: () => 'advisor-2' };
    const recoverable = vi.fn();
    const { hydrateRoot } = await import('react-dom/client');
    const root = await act(async () => hydrateRoot(container, slot(loader), { onRecoverableError: recoverable }));
    await settle(loader, 0, { resolve: Renamed });

    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Register for early access' })).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Register your interest' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector(`[${PART_ATTRIBUTE}]`)).toHaveAttribute(LIVE_ATTRIBUTE);
    act(() => root.unmount());
    container.remove();
  });
});
