import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { emit, usePageMeta } from 'shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Analytics } from './Analytics';
import { CONSENT_STORAGE_KEY, openConsentSettings } from './consent-store';
import type { GtagWindow } from './gtag';

const ID = 'G-TEST123';
const SCRIPT = `https://www.googletagmanager.com/gtag/js?id=${ID}`;
const win = window as unknown as GtagWindow;

function Page({ title }: { title: string }) {
  usePageMeta({ title, description: `${title} page`, canonicalPath: '/' });
  return <h1>{title}</h1>;
}

/** A remote that arrives after the URL changed: its metadata comes later. */
function LatePage() {
  useEffect(() => {
    const timer = setTimeout(() => emit('page/meta', { title: 'Late', description: 'Late page', canonicalPath: '/late' }), 30);
    return () => clearTimeout(timer);
  }, []);
  return <h1>Late</h1>;
}

function renderSite({ measurementId = ID, titleFallbackMs = 1000 }: { measurementId?: string; titleFallbackMs?: number } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav>
              <Link to="/">Home</Link>
              <Link to="/products?category=skin">Products</Link>
              <Link to="/late">Late</Link>
              <Link to="/untitled">Untitled</Link>
            </nav>
            <button type="button" onClick={openConsentSettings}>
              Cookie settings
            </button>
            <Outlet />
            <Analytics measurementId={measurementId} bannerDelayMs={0} titleFallbackMs={titleFallbackMs} />
          </>
        ),
        children: [
          { index: true, element: <Page title="Home" /> },
          { path: 'products', element: <Page title="Products" /> },
          { path: 'late', element: <LatePage /> },
          { path: 'untitled', element: <h1>Untitled</h1> },
          { path: 'privacy', element: <Page title="Privacy" /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const findBanner = () => screen.findByRole('region', { name: 'Cookie consent' });
const queued = () => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const gtagScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src.includes('googletagmanager'));
const pageViews = () => queued().filter(([command, name]) => command === 'event' && name === 'page_view').map(([, , params]) => params);
const routeChanges = () => queued().filter(([command, name]) => command === 'event' && name === 'route_change').map(([, , params]) => params);
/** Lets timers and effects run: longer than the banner's delay, shorter than the title fallback. */
const settle = (ms = 20) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const view = (path: string, title: string) => ({ page_path: path, page_title: title, page_location: `${window.location.origin}${path}` });

afterEach(() => {
  localStorage.clear();
  delete win.dataLayer;
  delete win.gtag;
  delete win[`ga-disable-${ID}`];
  gtagScripts().forEach((script) => script.remove());
  vi.restoreAllMocks();
});

describe('Analytics', () => {
  it('without a measurement id shows no banner, loads nothing and queues nothing', async () => {
    renderSite({ measurementId: '' });
    await settle();
    act(() => emit('analytics', { name: 'contact_submitted' }));
    expect(banner()).toBeNull();
    expect(gtagScripts()).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
  });

  it('with an id asks for consent in a labelled, non-modal region, with only the denied defaults queued', async () => {
    renderSite();
    const region = await findBanner();
    expect(region).toHaveTextContent(/Google Analytics counts the pages you visit/);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('button', { name: 'Accept analytics' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeVisible();
    // Equal prominence: the two answers share one look.
    expect(screen.getByRole('button', { name: 'Accept analytics' }).className).toBe(screen.getByRole('button', { name: 'Decline' }).className);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(queued()).toEqual([['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]]);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('sends nothing before consent, however far the visitor browses', async () => {
    const user = userEvent.setup();
    renderSite();
    await findBanner();
    await user.click(screen.getByRole('link', { name: 'Products' }));
    await user.click(screen.getByRole('link', { name: 'Privacy policy' }));
    act(() => emit('analytics', { name: 'contact_submitted' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    expect(banner()).toBeVisible();
    expect(gtagScripts()).toHaveLength(0);
    expect(queued().map(([command]) => command)).toEqual(['consent']);
  });

  it('Decline hides the banner, never loads the tag, and is remembered', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSite();
    await findBanner();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');

    await user.click(screen.getByRole('link', { name: 'Products' }));
    act(() => emit('analytics', { name: 'contact_submitted' }));
    await settle();
    expect(gtagScripts()).toHaveLength(0);
    expect(pageViews()).toEqual([]);

    unmount();
    renderSite();
    await settle();
    expect(banner()).toBeNull();
    expect(gtagScripts()).toHaveLength(0);
  });

  it('Accept (by keyboard) grants analytics after the defaults, loads the tag once and sends the current page', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSite();
    await findBanner();
    screen.getByRole('button', { name: 'Accept analytics' }).focus();
    await user.keyboard('{Enter}');

    expect(banner()).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    const commands = queued().map(([command, kind]) => `${String(command)} ${kind instanceof Date ? 'date' : String(kind)}`);
    expect(commands.slice(0, 4)).toEqual(['consent default', 'consent update', 'js date', `config ${ID}`]);
    expect(queued()[1]?.[2]).toEqual({ analytics_storage: 'granted' });
    expect(gtagScripts().map((script) => script.src)).toEqual([SCRIPT]);
    await waitFor(() => expect(pageViews()).toEqual([view('/', 'Home | Noirelle')]));
    expect(routeChanges()).toEqual([view('/', 'Home | Noirelle')]);

    // Remembered: no banner on the next visit, analytics on at once, the tag still loaded once.
    unmount();
    renderSite();
    await settle();
    expect(banner()).toBeNull();
    expect(gtagScripts()).toHaveLength(1);
    await waitFor(() => expect(pageViews()).toHaveLength(2));
  });

  it('after consent, each route change sends one page view with the path, query and the new title', async () => {
    const user = userEvent.setup();
    renderSite({ titleFallbackMs: 100 });
    await user.click(await screen.findByRole('button', { name: 'Accept analytics' }));
    await waitFor(() => expect(pageViews()).toHaveLength(1));

    await user.click(screen.getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toEqual(view('/products?category=skin', 'Products | Noirelle'));
    expect(routeChanges()[1]).toEqual(view('/products?category=skin', 'Products | Noirelle'));

    // A late page waits for its own title, not the previous page's, and the fallback sends no second view.
    await user.click(screen.getByRole('link', { name: 'Late' }));
    await settle(150);
    expect(pageViews().slice(2)).toEqual([view('/late', 'Late | Noirelle')]);

    // A page that never declares a title still counts, with the document's title.
    document.title = 'Untitled | Noirelle';
    await user.click(screen.getByRole('link', { name: 'Untitled' }));
    await waitFor(() => expect(pageViews()).toHaveLength(4));
    expect(pageViews()[3]).toEqual(view('/untitled', 'Untitled | Noirelle'));

    // Coming back is a new page view.
    await user.click(screen.getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(pageViews()).toHaveLength(5));
  });

  it("forwards the remotes' analytics events only after consent", async () => {
    const user = userEvent.setup();
    renderSite();
    await findBanner();
    act(() => emit('analytics', { name: 'contact_submitted', params: { interest: 'press' } }));
    await user.click(screen.getByRole('button', { name: 'Accept analytics' }));
    act(() => emit('analytics', { name: 'booking_demo_completed', params: { total: 420, addons: 2 } }));
    const custom = queued().filter(([command, name]) => command === 'event' && name !== 'page_view' && name !== 'route_change');
    expect(custom).toEqual([['event', 'booking_demo_completed', { total: 420, addons: 2 }]]);
  });

  it('openConsentSettings reopens the banner with the current choice, takes focus, and a change applies at once', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(await screen.findByRole('button', { name: 'Accept analytics' }));
    await waitFor(() => expect(pageViews()).toHaveLength(1));

    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(opener);
    const region = await findBanner();
    expect(region).toHaveFocus();
    expect(region).toHaveTextContent('Your current choice: analytics accepted.');

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(banner()).toBeNull();
    expect(opener).toHaveFocus();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(queued().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);

    await user.click(screen.getByRole('link', { name: 'Products' }));
    act(() => emit('analytics', { name: 'contact_submitted' }));
    await settle();
    expect(pageViews()).toHaveLength(1);
    expect(queued().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });

  it('still works, for the session, when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const user = userEvent.setup();
    renderSite();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await settle();
    expect(banner()).toBeNull();
    expect(gtagScripts()).toHaveLength(0);
  });
});
