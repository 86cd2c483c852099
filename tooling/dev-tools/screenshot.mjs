/* global window, document -- the callbacks of page.evaluate run in the page. */
import { chromium } from '@playwright/test';
const [,, url, out, w='1440', h='900', full='0'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
const logs = [];
page.on('console', m => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', e => logs.push(`pageerror: ${e.message}`));
page.on('requestfailed', r => logs.push(`failed: ${r.url()}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1200);
if (full === '1') {
  // Scroll through once, so fade-ins run and lazy pictures load before the full-page capture.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += Math.round(+h * 0.6)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(120);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1200);
}
await page.screenshot({ path: out, fullPage: full === '1' });
console.log(logs.join('\n'));
await browser.close();
