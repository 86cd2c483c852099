import { describe, expect, it, vi } from 'vitest';
import { firstViewBuildOf, logNotFound } from './markers';
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_BUILDS_ATTRIBUTE } from 'shared/page-protocol';

function page(view: string | null) {
  const doc = document.implementation.createHTMLDocument();
  const root = doc.body.appendChild(doc.createElement('div'));
  if (view !== null) root.setAttribute(FIRST_VIEW_ATTRIBUTE, view);
  return doc;
}

describe('firstViewBuildOf', () => {
  it('is the build of a remote whose HTML the page holds, and nothing for another or a page that says nothing readable', () => {
    const doc = page('/products');
    doc.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`)!.setAttribute(FIRST_VIEW_BUILDS_ATTRIBUTE, '{"catalogue":"catalogue-7"}');
    expect(firstViewBuildOf('catalogue', doc)).toBe('catalogue-7');
    expect(firstViewBuildOf('press', doc)).toBeUndefined();
    doc.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`)!.setAttribute(FIRST_VIEW_BUILDS_ATTRIBUTE, '{not json');
    expect(firstViewBuildOf('catalogue', doc)).toBeUndefined();
    expect(firstViewBuildOf('catalogue', page(null))).toBeUndefined();
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
