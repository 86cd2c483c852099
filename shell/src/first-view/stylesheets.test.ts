import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkWholeStylesheets, wholeStylesheetsLoaded } from './stylesheets';

afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

const cutSheets = () => {
  document.head.innerHTML =
    '<style data-first-view-css="/assets/index-1.css">.a{top:0}</style><style data-first-view-css="http://catalogue.test/assets/routes-1.css"></style>';
};
const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

describe('the whole stylesheets of a cut first view', () => {
  it('are linked once each, after every other style of the page', () => {
    cutSheets();
    linkWholeStylesheets(document);
    linkWholeStylesheets(document);
    expect(links()).toEqual(['/assets/index-1.css', 'http://catalogue.test/assets/routes-1.css']);
    expect(document.head.lastElementChild?.getAttribute('href')).toBe('http://catalogue.test/assets/routes-1.css');
  });

  it('are not linked again where the page already links one (a remote’s chunk linked it)', () => {
    cutSheets();
    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="http://catalogue.test/assets/routes-1.css">');
    linkWholeStylesheets(document);
    expect(links()).toEqual(['http://catalogue.test/assets/routes-1.css', '/assets/index-1.css']);
  });

  it('hold the app until each has loaded or failed, and no longer than the wait', async () => {
    cutSheets();
    linkWholeStylesheets(document);
    const [shellSheet, remoteSheet] = document.head.querySelectorAll('link');
    let settled = false;
    void wholeStylesheetsLoaded(document).then(() => (settled = true));
    shellSheet!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    remoteSheet!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(settled).toBe(true));

    vi.useFakeTimers();
    document.head.replaceChildren();
    cutSheets();
    linkWholeStylesheets(document);
    let gaveUp = false;
    void wholeStylesheetsLoaded(document, 4000).then(() => (gaveUp = true));
    await vi.advanceTimersByTimeAsync(3999);
    expect(gaveUp).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(gaveUp).toBe(true);
  });

  it('hold nothing on a page with no cut sheet (a page rendered afresh, the dev server)', async () => {
    await expect(wholeStylesheetsLoaded(document)).resolves.toBeUndefined();
  });
});
