import { describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_QUERY_ATTRIBUTE, firstViewShowsVisit, logNotFound } from './markers';

function page(view: string | null, query?: string) {
  const doc = document.implementation.createHTMLDocument();
  const root = doc.body.appendChild(doc.createElement('div'));
  if (view !== null) root.setAttribute(FIRST_VIEW_ATTRIBUTE, view);
  if (query) root.setAttribute(FIRST_VIEW_QUERY_ATTRIBUTE, query);
  return doc;
}

describe('firstViewShowsVisit', () => {
  it('shows the visit of its own path, with or without a trailing slash', () => {
    expect(firstViewShowsVisit(page('/products'), { pathname: '/products', search: '' })).toBe(true);
    expect(firstViewShowsVisit(page('/products'), { pathname: '/products/', search: '' })).toBe(true);
    expect(firstViewShowsVisit(page('/'), { pathname: '/', search: '' })).toBe(true);
  });

  it('not another path’s, nor a page with no first view', () => {
    expect(firstViewShowsVisit(page('/products'), { pathname: '/skin', search: '' })).toBe(false);
    expect(firstViewShowsVisit(page(null), { pathname: '/products', search: '' })).toBe(false);
  });

  it('the not-found page shows every path the server answers with it: no app’s route answers those', () => {
    expect(firstViewShowsVisit(page('/404'), { pathname: '/this/does-not-exist', search: '' })).toBe(true);
  });

  it('shows a visit with a query string where the page does not read it, only its islands', () => {
    expect(firstViewShowsVisit(page('/products', 'islands'), { pathname: '/products', search: '?category=skin' })).toBe(true);
    expect(firstViewShowsVisit(page('/about', 'islands'), { pathname: '/about', search: '?utm_source=newsletter' })).toBe(true);
    expect(firstViewShowsVisit(page('/products', 'islands'), { pathname: '/skin', search: '?category=skin' })).toBe(false);
  });

  it('not where the page reads it, nor where the page says nothing (a build from before it was found)', () => {
    expect(firstViewShowsVisit(page('/search', 'page'), { pathname: '/search', search: '?q=serum' })).toBe(false);
    expect(firstViewShowsVisit(page('/search', 'page'), { pathname: '/search', search: '' })).toBe(true);
    expect(firstViewShowsVisit(page('/contact'), { pathname: '/contact', search: '?interest=investment' })).toBe(false);
  });
});


describe('logNotFound', () => {
  it('logs the path asked for on the not-found page, and nothing on any other', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const about = page('/about');
    logNotFound(about, { pathname: '/about' });
    about.dispatchEvent(new Event('DOMContentLoaded'));
    expect(warn).not.toHaveBeenCalled();
    const notFound = page('/404');
    logNotFound(notFound, { pathname: '/this/does-not-exist' });
    // The boot script runs before the page is parsed: it logs once the page is there.
    notFound.dispatchEvent(new Event('DOMContentLoaded'));
    expect(warn).toHaveBeenCalledExactlyOnceWith('404: no page at /this/does-not-exist');
  });
});
