import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { MemoryRouter } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner } from '../analytics/ConsentBanner';
import { ANALYTICS_EVENT } from 'shared/page-protocol';
import { BANNER_DELAY_MS, CONSENT_BANNER_ID, CONSENT_STORAGE_KEY, REVIEW_CONSENT } from '../analytics/consent';
import { consentDefaults } from '../analytics/gtag';
import { installAnalytics } from './analytics';

const settings = { measurementId: 'G-TEST123', tagUrl: 'https://tag.test/gtag/js' };
const TAG = 'https://tag.test/gtag/js?id=G-TEST123';

type TestWindow = Window & { dataLayer?: ArrayLike<unknown>[]; gtag?: unknown; 'ga-disable-G-TEST123'?: boolean };
const testWindow = window as TestWindow;

let cleanUps: (() => void)[] = [];

/** The page as composed: the banner's markup (hidden), a "Cookie settings" button in the footer. */
function composedPage() {
  document.title = 'Skin | Noirelle';
  document.body.innerHTML = `<main><a href="/skin">Skin</a></main><footer><button type="button" commandfor="${CONSENT_BANNER_ID}" command="${REVIEW_CONSENT}">Cookie settings</button></footer>${renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(ConsentBanner)),
  )}`;
  // The commands' listener is installed for every test, as the boot script installs it (vitest.setup.ts).
}

function boot() {
  cleanUps.push(installAnalytics(window, settings));
}

const banner = () => document.getElementById(CONSENT_BANNER_ID)!;
const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)!;
const queued = () => (testWindow.dataLayer ?? []).map((entry) => Array.from(entry));
const pageViews = () => queued().filter(([command, name]) => command === 'event' && name === 'page_view').map(([, , params]) => params);
const tags = () => [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));
/** The first paint and the banner's delay. */
const afterFirstPaint = async () => {
  await vi.advanceTimersByTimeAsync(20);
  await vi.advanceTimersByTimeAsync(BANNER_DELAY_MS);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  window.history.replaceState(null, '', '/skin?from=test');
});
afterEach(() => {
  for (const cleanUp of cleanUps) cleanUp();
  cleanUps = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  document.body.replaceChildren();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete testWindow.dataLayer;
  delete testWindow.gtag;
  delete testWindow['ga-disable-G-TEST123'];
});

describe('consent and analytics from the boot script', () => {
  it('asks a first visitor a moment after the first paint, in a labelled region, with only the denied defaults queued', async () => {
    composedPage();
    boot();
    expect(banner().hidden).toBe(true);
    await afterFirstPaint();
    expect(banner().hidden).toBe(false);
    expect(banner().getAttribute('aria-labelledby')).toBe(`${CONSENT_BANNER_ID}-heading`);
    expect(document.getElementById(`${CONSENT_BANNER_ID}-heading`)?.textContent).toBe('Cookie consent');
    expect(queued()).toEqual([['consent', 'default', consentDefaults]]);
    expect(tags()).toEqual([]);
  });

  it('Accept stores the choice, hides the banner, loads the tag once and counts this page', async () => {
    composedPage();
    boot();
    await afterFirstPaint();
    button('Accept analytics').click();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(banner().hidden).toBe(true);
    expect(tags()).toEqual([TAG]);
    expect(pageViews()).toEqual([{ page_path: '/skin?from=test', page_title: 'Skin | Noirelle', page_location: 'http://localhost:3000/skin?from=test' }]);
    expect(queued()).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  });

  it('Decline stores the choice, hides the banner, and sends nothing, whatever the app reports after', async () => {
    composedPage();
    boot();
    await afterFirstPaint();
    button('Decline').click();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(banner().hidden).toBe(true);
    document.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { name: 'contact_submitted' } }));
    expect(tags()).toEqual([]);
    expect(queued()).toEqual([['consent', 'default', consentDefaults]]);
  });

  it('counts a returning visitor who accepted once the page has loaded, and never shows the banner', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    composedPage();
    boot();
    await afterFirstPaint();
    expect(banner().hidden).toBe(true);
    expect(tags()).toEqual([TAG]);
    expect(pageViews()).toHaveLength(1);
  });

  it('sends the events the page raises (a form sent, an island’s) only while accepted', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    composedPage();
    boot();
    document.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { name: 'contact_submitted', params: { interest: 'press' } } }));
    expect(queued()).toContainEqual(['event', 'contact_submitted', { interest: 'press' }]);
  });

  it('Cookie settings shows the banner again with the current choice and focus, and a change applies at once', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    composedPage();
    boot();
    const settingsButton = button('Cookie settings');
    settingsButton.focus();
    settingsButton.click();
    expect(banner().hidden).toBe(false);
    expect(document.activeElement).toBe(banner());
    expect(banner().textContent).toContain('Your current choice: analytics accepted.');
    button('Decline').click();
    expect(banner().hidden).toBe(true);
    expect(document.activeElement).toBe(settingsButton);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(testWindow['ga-disable-G-TEST123']).toBe(true);
    const eventsBefore = queued().length;
    document.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { name: 'contact_submitted' } }));
    expect(queued()).toHaveLength(eventsBefore);
  });

  it('still works for the visit when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied by the browser');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied by the browser');
    });
    composedPage();
    boot();
    await afterFirstPaint();
    expect(banner().hidden).toBe(false);
    button('Accept analytics').click();
    expect(banner().hidden).toBe(true);
    expect(pageViews()).toHaveLength(1);
  });
});
