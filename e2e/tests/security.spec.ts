import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apps, expectPage } from './helpers';

/*
 * Every composed page carries a strict Content-Security-Policy (scripts from the shell, the remotes
 * and, after consent, Google's tag; the one inline script by hash), no framing, a Referrer-Policy, a
 * Permissions-Policy and nosniff; and no route of the site breaks it.
 */

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>https:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
}

/** Every CSP violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('a composed page says who may run scripts, frame it, and use which features', async ({ request }) => {
  const response = await request.get('/product/celestial-eye-palette');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toMatch(/script-src 'self' [^;]*http:\/\/localhost:5174[^;]*'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toMatch(/connect-src [^;]*http:\/\/localhost:54321/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // The 404 page and remotes.json too.
  const missing = await request.get('/no-such-page');
  expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect((await request.get('/remotes.json')).headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  for (const path of ['/sitemap.xml', '/robots.txt']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
});

test("a remote's own page (its standalone index.html, on any path) carries a policy of its own", async ({ request }) => {
  for (const path of ['/', '/products']) {
    const headers = (await request.get(`http://localhost:${apps.catalogue.port}${path}`)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toMatch(/script-src 'self'(;|$)/);
    expect(csp, path).toMatch(/connect-src [^;]*http:\/\/localhost:54321/);
    expect(headers['x-frame-options'], path).toBe('DENY');
  }
});

test('the policy holds: an injected inline script does not run', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/contact');
  // As soon as the page is painted: the policy comes with the HTML, not with the app.
  await expectPage(page, 'Speak with Noirelle');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src-elem inline/));
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

/**
 * The sitemap's pages in turns, each turn a test of its own: a turn takes about 20 s where the
 * whole sweep took a minute and a half, so the two workers share it rather than one finishing it
 * alone after the rest of the suite. The pages are read from the running site, so the turns take
 * every fourth one.
 */
const TURNS = 4;

for (let turn = 0; turn < TURNS; turn += 1) {
  test(`no route breaks the policy: every page of the sitemap runs with no violation report (turn ${turn + 1} of ${TURNS})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const violations = await watchViolations(page);
    const all = [...(await sitemapPaths(request)), '/search?q=serum', '/no-such-page'];
    expect(all.length).toBeGreaterThanOrEqual(45);
    const found: string[] = [];
    for (const path of all.filter((_path, index) => index % TURNS === turn)) {
      await page.goto(path);
      // About everything the page loads, so it starts every island (a pointer over each), then the
      // parts loaded when needed (scrolled to the end), and waits for the network to settle: this
      // test is about exactly that.
      await page.evaluate(() => {
        for (const island of document.querySelectorAll('[data-island-name]')) island.firstElementChild?.dispatchEvent(new Event('pointerover', { bubbles: true }));
      });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      for (const violation of await violations()) found.push(`${path}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}

test.describe('with analytics accepted', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("Google's tag loads under the policy once the visitor accepts", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept analytics' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: number }).__gtagLoaded)).toBe(1);
    expect(await violations()).toEqual([]);
  });
});
