import { act, render } from '@testing-library/react';
import { emit, MemoryRouter } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigationProbe } from '../testing/navigation-probe';
import { ANALYTICS_EVENT, PAGE_VIEW_EVENT } from './consent';
import { AnalyticsBridge, forwardAnalyticsEvents } from './use-analytics';

const { Probe: Navigator, navigate } = navigationProbe();

let reported: { type: string; detail: unknown }[] = [];
const record = (event: Event) => reported.push({ type: event.type, detail: (event as CustomEvent).detail });

beforeEach(() => {
  reported = [];
  document.addEventListener(PAGE_VIEW_EVENT, record);
  document.addEventListener(ANALYTICS_EVENT, record);
  document.title = 'Skin | Noirelle';
});
afterEach(() => {
  document.removeEventListener(PAGE_VIEW_EVENT, record);
  document.removeEventListener(ANALYTICS_EVENT, record);
  vi.useRealTimers();
});

const renderBridge = () =>
  render(
    <MemoryRouter initialEntries={['/skin']}>
      <AnalyticsBridge titleFallbackMs={50} />
      <Navigator />
    </MemoryRouter>,
  );

describe('what the app tells the boot script about analytics', () => {
  it('not the page it started on (the boot script counted it), then one page view per navigation, with the new title and the query', async () => {
    renderBridge();
    act(() => emit('page/meta', { title: 'Skin', description: 'Skin.', canonicalPath: '/skin' }));
    expect(reported).toEqual([]);

    await act(async () => navigate('/products?category=skin'));
    act(() => emit('page/meta', { title: 'Products & Services', description: 'All.', canonicalPath: '/products' }));
    // A late second `page/meta` is not a second page view.
    act(() => emit('page/meta', { title: 'Products & Services', description: 'All.', canonicalPath: '/products' }));
    expect(reported).toEqual([
      { type: PAGE_VIEW_EVENT, detail: { path: '/products?category=skin', title: 'Products & Services | Noirelle', location: `${window.location.origin}/products?category=skin` } },
    ]);

    // Back to the page it started on is a visit of its own.
    await act(async () => navigate(-1));
    act(() => emit('page/meta', { title: 'Skin', description: 'Skin.', canonicalPath: '/skin' }));
    expect(reported.map(({ detail }) => (detail as { path: string }).path)).toEqual(['/products?category=skin', '/skin']);
  });

  it('sends a page that never says its title with the document’s, after a moment', async () => {
    vi.useFakeTimers();
    renderBridge();
    await act(async () => navigate('/hair'));
    expect(reported).toEqual([]);
    await act(async () => vi.advanceTimersByTime(50));
    expect(reported).toEqual([{ type: PAGE_VIEW_EVENT, detail: { path: '/hair', title: 'Skin | Noirelle', location: `${window.location.origin}/hair` } }]);
  });

  it('passes on the remotes’ analytics events, once each, with or without the app', () => {
    const stop = forwardAnalyticsEvents(document);
    renderBridge();
    act(() => emit('analytics', { name: 'contact_submitted', params: { interest: 'press' } }));
    stop();
    expect(reported).toEqual([{ type: ANALYTICS_EVENT, detail: { name: 'contact_submitted', params: { interest: 'press' } } }]);
  });
});
