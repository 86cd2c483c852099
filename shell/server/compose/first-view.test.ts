// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RouteSeo } from 'shared/seo/types';
import { firstViewFrame } from '../../src/first-view/frame';
import { remoteHtmlPlaceholder, shellPagePlaceholder } from '../../src/first-view/markers';
import { firstViewHtml, withRoot } from './first-view';

const page = '<!doctype html><html><head></head><body><div id="root"></div><div id="toasts"></div></body></html>';
const meta = { title: 'Celestial Eye Palette', description: 'From $$$$ to $& and $1', canonicalPath: '/product/a' };

describe('the layout’s frame and its placeholders agree (src/first-view/markers.ts)', () => {
  it('a shell page’s frame holds the page placeholder, a remote page’s the remote’s', () => {
    expect(firstViewFrame('/', 'shell')).toContain(shellPagePlaceholder);
    expect(firstViewFrame('/product/a', 'catalogue')).toContain(remoteHtmlPlaceholder('catalogue/routes'));
  });
});

describe('#root', () => {
  const remoteRoute: RouteSeo & { app: string } = { path: '/product/a', meta, html: '<h1>Celestial $$ Eye Palette</h1>', app: 'catalogue' };

  it('holds the first view: the layout around the page in its remote’s slot, marked with the route and the builds', () => {
    const html = withRoot(page, remoteRoute, undefined, { catalogue: 'catalogue-1' });
    expect(html).toContain('<div id="root" data-first-view="/product/a" data-first-view-builds="{&quot;catalogue&quot;:&quot;catalogue-1&quot;}"><div>');
    expect(html).toMatch(/<header[^>]*>.*<main id="main"[^>]*><div data-remote="catalogue" class="contents"><h1>Celestial \$\$ Eye Palette<\/h1>/s);
    expect(html).not.toContain('data-remote-html');
    expect(html).not.toContain('data-prerendered');
  });

  it('carries the remotes.json the page was composed with, for the page’s code', () => {
    const html = withRoot(page, remoteRoute, undefined, {}, { catalogue: '/remotes/catalogue/remoteEntry.js' });
    expect(html).toContain('data-first-view-remotes="{&quot;catalogue&quot;:&quot;/remotes/catalogue/remoteEntry.js&quot;}"');
  });

  it('writes the toasts’ live region and template beside #root, there before any toast; the plain page leaves it to the app', () => {
    expect(withRoot(page, remoteRoute)).toMatch(/<div id="toasts"><section aria-label="Notifications" aria-live="polite"[^>]*><ol data-toast-part="list"[^>]*><\/ol><template data-toast-part="template"><li data-variant="default"/);
    expect(withRoot(page, { ...remoteRoute, html: undefined })).toContain('<div id="toasts"></div>');
  });

  it('leaves out the footer of a page that hides it, and only of that page', () => {
    expect(withRoot(page, remoteRoute)).toContain('<footer');
    expect(withRoot(page, { ...remoteRoute, hidesFooter: true })).not.toContain('<footer');
  });

  it('puts a shell page’s HTML in <main>, and each other app’s fragment in its slot (one that could not be read: the fallback)', () => {
    const sections = `<h1>Beauty</h1>${remoteHtmlPlaceholder('catalogue/HomeSections')}${remoteHtmlPlaceholder('advisor/InterestSection')}`;
    const home = { path: '/', meta, html: sections, app: 'shell' };
    const html = firstViewHtml(home, new Map([['catalogue/HomeSections', '<section id="collections">$$</section>']]));
    expect(html).toMatch(/<main id="main"[^>]*><h1>Beauty<\/h1><section id="collections">\$\$<\/section><section role="status"[^>]*>.*<h2[^>]*>This part of the house is unavailable<\/h2>.*<a [^>]*href="\/">Retry<\/a>.*<\/section><\/main>/);
    expect(html).not.toContain('data-remote-html');
    expect(html).not.toContain('data-page-slot');
  });

  it('without a first view, holds the plain page: the title and description, escaped, and no first-view marks', () => {
    const html = withRoot(page, { ...remoteRoute, html: undefined, meta: { ...meta, title: '<b>Unavailable</b>' } });
    expect(html).toContain('<div id="root"><main data-prerendered><h1>&lt;b&gt;Unavailable&lt;/b&gt;</h1><p>From $$$$ to $&amp; and $1</p></main></div>');
    expect(html).not.toContain('data-first-view');
  });
});
