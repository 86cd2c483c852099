/**
 * `npm run bench:search`: the relevance of site search and of the advisor on the tuning, seen and
 * held-out sets (tooling/search/relevance.ts), and how long a search takes.
 *
 * - In Node: the hit rates (the expected item in the first three results; the expected link, fact
 *   or fallback in the advisor's reply), each miss listed but the held-out set's, whose totals
 *   alone are printed (in all, by kind and by language), and the time to build the index and to
 *   answer each query (p50 and p95 over every query of the sets, 20 rounds).
 * - In the browser (unless --skip-browser): the composed site's /search, served as `npm start` serves
 *   it (started here unless one answers on its port), on a phone's CPU (4x slower, as Lighthouse's
 *   mobile profile), each query typed into the field; the time is the page's own
 *   `noirelle:search` measure (shell/src/search/search-site.ts), from the documents to the ranked
 *   results, and the first one includes building the index.
 *
 * Beside the figures: Lighthouse's benchmarkIndex for the browser and the load average.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { apps } from 'shared/federation-apps';
import { SiteSearchIndex } from 'shared/search';
import type { Brand } from 'backend/brand';
import brandJson from 'backend/brand.generated.json' with { type: 'json' };
import { trainedModel } from 'backend/advisor/model/trained';
import { root } from '../lib/workspace';
import { advisorOutcomes, hitRate, relevanceSet, SET_NAMES, searchOutcomes, totals, type Outcome } from '../search/relevance';
import { siteSearchDocuments, siteTranslatedDocuments } from '../search/site-documents';
import { benchmarkIndex, launchPhoneBrowser } from './first-click';
import { percentile } from './percentile';

const { values: options } = parseArgs({ options: { 'skip-browser': { type: 'boolean', default: false }, rounds: { type: 'string', default: '20' } } });
const sets = SET_NAMES.map((name) => ({ name, set: relevanceSet(name) }));
const queries = sets.flatMap(({ set }) => set.search.map((entry) => entry.query));
const ms = (value: number) => `${value.toFixed(value < 1 ? 3 : 1)} ms`;
// The held-out set's misses are never printed: read while the engine is worked on, they would make
// it a tuning set. Its totals are, in all, by kind and by language.
const report = (name: string, outcomes: Outcome[], { misses = true } = {}) => {
  console.log(`${name}: ${(hitRate(outcomes) * 100).toFixed(1)}% (${totals(outcomes)})`);
  if (!misses) return;
  for (const miss of outcomes.filter((outcome) => !outcome.hit)) console.log(`  miss: ${miss.asked}\n        got: ${miss.got}`);
};

console.log(`load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} at the start`);
const documents = await siteSearchDocuments();
const buildStarted = performance.now();
const index = new SiteSearchIndex(documents);
console.log(`${documents.length} documents; index built in ${ms(performance.now() - buildStarted)} (Node)`);
const translated = await siteTranslatedDocuments();
for (const { name, set } of sets) {
  const misses = name !== 'held-out';
  report(`${name} set, search: expected item in the first three`, searchOutcomes(index, set), { misses });
  report(`${name} set, advisor: expected link, fact, referral or decline`, advisorOutcomes({ brand: brandJson as Brand, index, translated, model: trainedModel }, set.advisor), { misses });
}

const times: number[] = [];
for (let round = 0; round < Number(options.rounds); round += 1) {
  for (const query of queries) {
    const started = performance.now();
    index.search(query, { limit: 30 });
    times.push(performance.now() - started);
  }
}
console.log(`query time in Node: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (${times.length} queries)`);

if (!options['skip-browser']) {
  const origin = `http://localhost:${apps.shell.port}`;
  const running = await fetch(`${origin}/remotes.json`).then((response) => response.ok, () => false);
  const site = running ? null : spawn('npx', ['tsx', 'tooling/start.ts'], { cwd: root, stdio: 'ignore', detached: true });
  try {
    if (site) {
      const started = Date.now();
      while (!(await fetch(`${origin}/remotes.json`).then((response) => response.ok, () => false))) {
        if (Date.now() - started > 300_000) throw new Error('the site did not start');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    const browser = await launchPhoneBrowser();
    const benchmark = await benchmarkIndex(browser);
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/search`);
    // This measures the page's own searches: before its code has come, Enter is the form's GET, searched by the server.
    await page.locator('[data-island-name="shell/site-search"][data-live]').waitFor();
    const field = page.getByRole('searchbox', { name: 'Products, services, cities and articles' });
    const status = page.getByRole('status').filter({ hasText: /result|No results/ });
    for (const query of queries) {
      await field.fill(query);
      await field.press('Enter');
      await status.filter({ hasText: query }).first().waitFor();
    }
    const measures = await page.evaluate(() => performance.getEntriesByName('noirelle:search').map((entry) => entry.duration));
    const [first, ...rest] = measures;
    console.log(
      `query time in the browser (Chromium, 4x CPU throttling, benchmarkIndex ${benchmark}): first ${ms(first ?? 0)} (with the index), then p50 ${ms(percentile(rest, 50))}, p95 ${ms(percentile(rest, 95))} (${measures.length} queries)`,
    );
    await browser.close();
  } finally {
    if (site?.pid) process.kill(-site.pid, 'SIGTERM');
  }
}
console.log(`load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} at the end`);
