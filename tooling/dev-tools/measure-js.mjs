// Compressed JavaScript a route fetches on first view (encodedBodySize from the Resource Timing API).
// Usage: node tooling/dev-tools/measure-js.mjs [url]   (with `npm start` running)
import { chromium } from '@playwright/test';
const url = process.argv[2] ?? 'http://localhost:5173/';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
// MOBILE=1 emulates a phone as Lighthouse does (touch, no hover): what the mobile budget counts.
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, ...(process.env.MOBILE ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } : {}) });
await page.goto(url, { waitUntil: 'load' });
// The app starts after the page has loaded and painted (shell/src/boot): count what it fetches up to its takeover and after.
await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 15_000 });
await page.waitForLoadState('networkidle');
const scripts = await page.evaluate(() =>
  performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js')).map((e) => ({ name: e.name, kb: e.encodedBodySize / 1024 })),
);
scripts.sort((a, b) => b.kb - a.kb);
for (const s of scripts.slice(0, Number(process.env.TOP ?? 12))) console.log(`${s.kb.toFixed(1).padStart(7)} KB  ${s.name.replace(/^https?:\/\/[^/]+/, (m) => m.split(':').pop())}`);
console.log(`${scripts.length} scripts, ${scripts.reduce((t, s) => t + s.kb, 0).toFixed(1)} KB compressed in all`);
await browser.close();
