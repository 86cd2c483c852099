import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * A first view's inline CSS holds only the rules its HTML uses (shell/server/compose/first-view-css.ts).
 * What it left out must change nothing on the page: once the whole stylesheets are linked after it,
 * as the boot script links them when the app starts, every element's computed style is the same,
 * pseudo-elements included (custom properties aside: what reads them is compared). Scripts are off, so the page is its composed HTML and nothing moves
 * while it is read; motion is reduced, so nothing is halfway through a transition.
 */

const ROUTES = ['/', '/products', '/product/even-tone-concentrate', '/services', '/local/paris-france', '/chat', '/contact', '/booking', '/beauty', '/press', '/terms', '/no-such-page'];

test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });

/** Every element's computed style (and its ::before and ::after where they exist), kept in the page under `key`. */
function snapshot(key: string) {
  const styles: string[] = [];
  // Custom properties show nothing themselves: what reads them does, and is compared. (The whole
  // sheets register properties no rule of this page reads.)
  const describe = (style: CSSStyleDeclaration) =>
    Array.from(style)
      .filter((property) => !property.startsWith('--'))
      .map((property) => `${property}:${style.getPropertyValue(property)}`)
      .join(';');
  // An element's computed values, not the resolved ones getComputedStyle gives: those are the
  // last layout's (an auto margin as pixels), and what is compared is which rules apply.
  const computed = (element: Element) =>
    [...element.computedStyleMap()]
      .filter(([property]) => !property.startsWith('--'))
      .map(([property, values]) => `${property}:${[...values].map(String).join(' ')}`)
      .join(';');
  for (const element of [document.documentElement, ...document.querySelectorAll('html *')]) {
    if (element.closest('head')) continue;
    const where = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
    styles.push(`${where} ${computed(element)}`);
    for (const pseudo of ['::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (style.content !== 'none' && style.content !== 'normal') styles.push(`${where}${pseudo} ${describe(style)}`);
    }
  }
  (window as unknown as Record<string, string[]>)[key] = styles;
  return styles.length;
}

/** Where the two snapshots differ: the element, and each property whose value changed. */
function differences(): string[] {
  const [before, after] = ['cut', 'whole'].map((key) => (window as unknown as Record<string, string[]>)[key]!);
  const found: string[] = [];
  for (let index = 0; index < before!.length && found.length < 10; index++) {
    if (before![index] === after![index]) continue;
    const [where, cut] = [before![index]!.slice(0, before![index]!.indexOf(' ')), before![index]!.slice(before![index]!.indexOf(' ') + 1)];
    const whole = new Map(after![index]!.slice(after![index]!.indexOf(' ') + 1).split(';').map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]));
    const changed = cut.split(';').filter((pair) => whole.get(pair.slice(0, pair.indexOf(':'))) !== pair.slice(pair.indexOf(':') + 1));
    found.push(`${where}: ${changed.map((pair) => `${pair} -> ${whole.get(pair.slice(0, pair.indexOf(':')))}`).join(', ')}`);
  }
  if (before!.length !== after!.length) found.push(`${before!.length} styles before, ${after!.length} after`);
  return found;
}

async function linkWholeStylesheets(page: Page): Promise<number> {
  const count = await page.evaluate(() => {
    const styles = document.querySelectorAll('style[data-first-view-css]');
    for (const style of styles) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = style.getAttribute('data-first-view-css')!;
      document.head.append(link);
    }
    return styles.length;
  });
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => (link as HTMLLinkElement).sheet !== null))).toBe(true);
  return count;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const path of ROUTES) {
      test(`${path}: the first view's cut CSS styles every element as the whole stylesheets do`, async ({ page }) => {
        await page.goto(path);
        expect(await page.evaluate(snapshot, 'cut')).toBeGreaterThan(50);
        expect(await linkWholeStylesheets(page)).toBeGreaterThan(0);
        await page.evaluate(snapshot, 'whole');
        expect(await page.evaluate(differences)).toEqual([]);
      });
    }
  });
}

test('the first view’s two faces are preloaded, as the very files its @font-face rules name, in every language', async ({ page }) => {
  for (const path of ['/', '/fr', '/es/press/beauty-for-every-shade']) {
    await page.goto(path);
    const preloads = page.locator('link[rel="preload"][as="font"]');
    await expect(preloads, path).toHaveCount(2);
    const inlineCss = (await page.locator('style').allTextContents()).join('\n');
    for (const [face, file] of [
      ['Cormorant Garamond', /cormorant-garamond-latin-500-normal-[\w-]+\.woff2$/],
      ['Inter Variable', /inter-latin-wght-normal-[\w-]+\.woff2$/],
    ] as const) {
      const hrefs = [await preloads.nth(0).getAttribute('href'), await preloads.nth(1).getAttribute('href')].map((href) => href ?? '');
      const href = hrefs.find((candidate) => file.test(candidate));
      expect(href, `${path}: ${face}`).toBeDefined();
      expect(inlineCss, `${path}: ${face}`).toMatch(new RegExp(`@font-face\\{[^}]*font-family:\\s*"?${face}"?[^}]*url\\(["']?${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  }
});
