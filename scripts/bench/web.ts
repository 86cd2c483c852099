/**
 * `npm run bench:web`: the performance budget, measured. Builds the production site (unless
 * --skip-build), serves it as `npm start` does (compressed, with the local backend), and runs
 * Lighthouse with the system Chromium on every route of the sitemap, mobile and desktop, several
 * runs each. Prints the medians with the budget's verdict and writes bench-results/web.json.
 *
 * Options: --runs N (3), --routes /,/skin (all), --form mobile|desktop (both), --skip-build,
 * --report file.json (web.json).
 * A benchmark, not a test: the numbers depend on the machine (Lighthouse simulates a mid-range
 * phone on a slow 4G link, so they move little), and it takes a while (about 10 s a run).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apps } from '../../shared/build/apps';
import { root } from '../lib/workspace';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    form: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    report: { type: 'string', default: 'web.json' },
  },
});
const runs = Math.max(1, Number(options.runs));
const forms = (options.form ? [options.form] : ['mobile', 'desktop']) as ('mobile' | 'desktop')[];
const origin = `http://localhost:${apps.shell.port}`;

/** The budget (issue 10), for every route on mobile. */
export const budget = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.05,
  tbtMs: 150,
  homeInitialJsKb: 170,
  reactCopies: 1,
} as const;

if (!options['skip-build']) {
  console.log('Building the production site...');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_GA_MEASUREMENT_ID: '' } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The site as `npm start` serves it, in a process of its own (so Lighthouse measures a real server).
const site = spawn('npx', ['tsx', 'scripts/start.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
const stopSite = () => {
  try {
    process.kill(-site.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('exit', stopSite);
for (let waited = 0; ; waited += 500) {
  const ready = await fetch(`${origin}/remotes.json`).then((response) => response.ok, () => false);
  if (ready) break;
  if (waited > 120_000) throw new Error('The site did not start within 2 minutes');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
const allRoutes = [...sitemap.matchAll(/<loc>https:\/\/noirelle\.beauty([^<]*)<\/loc>/g)].map(([, path]) => path || '/');
const routes = options.routes ? options.routes.split(',') : allRoutes;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // No background traffic: this machine reaches nothing beyond loopback and the registries.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
process.on('exit', () => void chrome.kill());

interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  reactCopies: number;
  failedAudits: string[];
  lcpElement: string;
}

const reactDomCopies = new Map<string, boolean>();
/** A script that carries React DOM's reconciler (one per copy of React DOM that reaches the browser). */
async function isReactDom(url: string): Promise<boolean> {
  if (!reactDomCopies.has(url)) {
    const body = await fetch(url).then((response) => response.text(), () => '');
    reactDomCopies.set(url, body.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__') && body.includes('reconcilerVersion'));
  }
  return reactDomCopies.get(url)!;
}

async function measure(path: string, form: 'mobile' | 'desktop'): Promise<Measure> {
  const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
  const result = await lighthouse(`${origin}${path}`, flags, form === 'desktop' ? desktopConfig : undefined);
  const lhr = result?.lhr as Result;
  if (lhr.runtimeError) throw new Error(`${path} (${form}): ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []).filter(
    (request) => request.resourceType === 'Script',
  );
  let reactCopies = 0;
  for (const request of requests) if (await isReactDom(request.url)) reactCopies += 1;
  const failedAudits = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id));
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const lcpElement = lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
  return {
    lcpElement,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsKb: requests.reduce((total, request) => total + (request.transferSize ?? 0), 0) / 1024,
    reactCopies,
    failedAudits,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface RouteReport extends Omit<Measure, 'failedAudits' | 'lcpElement'> {
  path: string;
  form: 'mobile' | 'desktop';
  runs: number;
  failedAudits: string[];
  lcpElement: string;
  withinBudget: boolean;
  misses: string[];
}

function verdict(path: string, form: 'mobile' | 'desktop', m: Omit<Measure, 'failedAudits' | 'lcpElement'>): string[] {
  if (form !== 'mobile') return [];
  const misses: string[] = [];
  if (m.performance < budget.performance) misses.push(`performance ${m.performance}`);
  if (m.accessibility < budget.accessibility) misses.push(`accessibility ${m.accessibility}`);
  if (m.bestPractices < budget.bestPractices) misses.push(`best practices ${m.bestPractices}`);
  if (m.seo < budget.seo) misses.push(`SEO ${m.seo}`);
  if (!(m.lcpMs < budget.lcpMs)) misses.push(`LCP ${Math.round(m.lcpMs)} ms`);
  if (!(m.cls < budget.cls)) misses.push(`CLS ${m.cls.toFixed(3)}`);
  if (!(m.tbtMs < budget.tbtMs)) misses.push(`TBT ${Math.round(m.tbtMs)} ms`);
  if (path === '/' && !(m.jsKb < budget.homeInitialJsKb)) misses.push(`home JS ${m.jsKb.toFixed(0)} KB`);
  if (m.reactCopies !== budget.reactCopies) misses.push(`${m.reactCopies} copies of React DOM`);
  return misses;
}

const reports: RouteReport[] = [];
const started = Date.now();
for (const path of routes) {
  for (const form of forms) {
    const samples: Measure[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measure(path, form));
    const pick = (key: keyof Omit<Measure, 'failedAudits' | 'lcpElement'>) => median(samples.map((sample) => sample[key]));
    const medians = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
      tbtMs: pick('tbtMs'),
      jsKb: pick('jsKb'),
      reactCopies: Math.max(...samples.map((sample) => sample.reactCopies)),
    };
    const misses = verdict(path, form, medians);
    const failedAudits = [...new Set(samples.flatMap((sample) => sample.failedAudits))];
    const lcpElement = samples[0]!.lcpElement;
    reports.push({ path, form, runs, ...medians, failedAudits, lcpElement, withinBudget: misses.length === 0, misses });
    console.log(
      `${form.padEnd(7)} ${path.padEnd(48)} perf ${String(medians.performance).padStart(3)}  a11y ${medians.accessibility}  bp ${medians.bestPractices}  seo ${medians.seo}  LCP ${(medians.lcpMs / 1000).toFixed(2)} s  CLS ${medians.cls.toFixed(3)}  TBT ${Math.round(medians.tbtMs)} ms  JS ${medians.jsKb.toFixed(0)} KB  ${misses.length ? `MISS: ${misses.join(', ')}` : 'ok'}${failedAudits.length ? `  (failed audits: ${failedAudits.join(', ')})` : ''}${misses.length && process.env.BENCH_VERBOSE ? `\n        LCP element: ${lcpElement.slice(0, 160)}` : ''}`,
    );
  }
}

const outDir = join(root, 'bench-results');
mkdirSync(outDir, { recursive: true });
const report = { measuredAt: new Date().toISOString(), lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version, runs, budget, routes: reports };
writeFileSync(join(outDir, options.report), `${JSON.stringify(report, null, 2)}\n`);
const missed = reports.filter((entry) => !entry.withinBudget);
console.log(`\n${reports.length} route measurements in ${Math.round((Date.now() - started) / 1000)} s; report in bench-results/${options.report}`);
console.log(missed.length === 0 ? 'Every mobile route is within the budget.' : `${missed.length} measurements miss the budget.`);
await chrome.kill();
stopSite();
process.exit(missed.length === 0 ? 0 : 1);
