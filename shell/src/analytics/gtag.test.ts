import { describe, expect, it } from 'vitest';
import { consentDefaults, createGtagClient, gtagScriptUrl, type GtagWindow } from './gtag';

const ID = 'G-TEST123';

function fakes() {
  const win: GtagWindow = {};
  const doc = document.implementation.createHTMLDocument('fake');
  const queued = () => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  const scripts = () => [...doc.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  return { win, doc, queued, scripts };
}

describe('createGtagClient', () => {
  it('creating a client queues nothing and loads nothing', () => {
    const { win, doc, scripts } = fakes();
    createGtagClient(ID, win, doc);
    expect(win.dataLayer).toBeUndefined();
    expect(scripts()).toEqual([]);
  });

  it('init queues the denied Consent Mode defaults, as arguments objects, and loads nothing', () => {
    const { win, doc, queued, scripts } = fakes();
    const client = createGtagClient(ID, win, doc);
    client.init();
    client.init();
    expect(queued()).toEqual([['consent', 'default', consentDefaults]]);
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe('[object Arguments]');
    expect(consentDefaults).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
    expect(scripts()).toEqual([]);
  });

  it('drops page views and events until granted', () => {
    const { win, doc, queued, scripts } = fakes();
    const client = createGtagClient(ID, win, doc);
    client.init();
    client.pageView({ path: '/skin', title: 'Skin | Noirelle', location: 'https://noirelle.beauty/skin' });
    client.event('contact_submitted', { interest: 'press' });
    expect(queued()).toHaveLength(1);
    expect(scripts()).toEqual([]);
  });

  it('grant updates analytics consent only, configures without an automatic page view, and loads the tag once', () => {
    const { win, doc, queued, scripts } = fakes();
    const client = createGtagClient(ID, win, doc);
    client.grant();
    client.grant();
    expect(queued().map(([command, target]) => `${String(command)} ${target instanceof Date ? 'date' : String(target)}`)).toEqual([
      'consent default',
      'consent update',
      'js date',
      `config ${ID}`,
    ]);
    expect(queued()[1]?.[2]).toEqual({ analytics_storage: 'granted' });
    expect(queued()[3]?.[2]).toEqual({ send_page_view: false });
    expect(scripts()).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
    expect(doc.querySelector('script')?.async).toBe(true);

    // A second client (the shell remounted) neither loads nor configures again.
    createGtagClient(ID, win, doc).grant();
    expect(scripts()).toHaveLength(1);
    expect(queued().filter(([command]) => command === 'config')).toHaveLength(1);
  });

  it('once granted, a page view is a page_view and a route_change with path, title and location', () => {
    const { win, doc, queued } = fakes();
    const client = createGtagClient(ID, win, doc);
    client.grant();
    const view = { path: '/products?category=skin', title: 'Products | Noirelle', location: 'https://noirelle.beauty/products?category=skin' };
    client.pageView(view);
    client.event('booking_demo_completed', { total: 420 });
    const params = { page_path: view.path, page_title: view.title, page_location: view.location };
    expect(queued().slice(-3)).toEqual([
      ['event', 'page_view', params],
      ['event', 'route_change', params],
      ['event', 'booking_demo_completed', { total: 420 }],
    ]);
  });

  it('revoke denies analytics storage, sets the kill switch and stops sending', () => {
    const { win, doc, queued } = fakes();
    const client = createGtagClient(ID, win, doc);
    client.grant();
    client.revoke();
    const before = queued().length;
    client.pageView({ path: '/', title: 'Noirelle', location: 'https://noirelle.beauty/' });
    expect(queued()).toHaveLength(before);
    expect(queued().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(win[`ga-disable-${ID}`]).toBe(true);
  });

  it('loads the tag from a configured address (a first-party tag gateway) when one is given', () => {
    const { win, doc, scripts } = fakes();
    createGtagClient(ID, win, doc, 'https://noirelle.beauty/metrics/gtag/js').grant();
    expect(scripts()).toEqual([`https://noirelle.beauty/metrics/gtag/js?id=${ID}`]);
  });

  it('escapes the id in the script URL', () => {
    expect(gtagScriptUrl('G-1"><x')).toBe('https://www.googletagmanager.com/gtag/js?id=G-1%22%3E%3Cx');
  });
});
