/**
 * `npm run bench:web`: the performance budget, measured. Builds the production site (unless
 * --skip-build), serves it as `npm start` does (compressed, with the local backend), and runs
 * Lighthouse with the system Chromium on every route of the sitemap, mobile and desktop, several
 * runs each. Prints the medians with the budget's verdict and writes bench-results/web.json.
 *
 * Each Lighthouse run is paired, in the same minute, with a run of the same page with every script
 * file blocked ("app blocked": the same HTML and CSS; the inline boot script still runs): what the
 * app costs is the difference, whatever the machine's speed. Per route it also reads the stylesheet
 * inlined in the page's HTML, and measures, on a phone, the delay from a tap on the route's main
 * control to its acknowledgement (pressed or pending state painted) and to its visible effect, with
 * the tap at first contentful paint and at 1 s, and INP (first-click.ts).
 * Beside the figures: Lighthouse's benchmarkIndex (this machine's speed) and the load average; a
 * figure taken while other processes kept the machine busy says so (machine-load.ts).
 *
 * Options: --runs N (3), --routes /,/skin (all), --form mobile|desktop (both), --skip-build,
 * --skip-lighthouse, --skip-blocked (no app-blocked runs), --skip-clicks, --report file.json (web.json),
 * --slowdown N (Lighthouse's CPU slowdown on mobile, 4: on a machine twice as fast as the class the
 * budget is for, 8 measures that class; the taps are slowed as much).
 * A benchmark, not a test: the numbers depend on the machine (Lighthouse simulates a mid-range
 * phone on a slow 4G link, so they move little), and it takes a while (about 10 s a Lighthouse run,
 * 8 s a route's pair of taps).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apps } from 'shared/federation-apps';
import { root } from '../lib/workspace';
import { benchmarkIndex, launchPhoneBrowser, mainControl, measureClick, type ClickSample } from './first-click';
import { busyOthersCores, watchOthers, type OthersLoad } from './machine-load';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    form: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-clicks': { type: 'boolean', default: false },
    'skip-blocked': { type: 'boolean', default: false },
    slowdown: { type: 'string', default: '4' },
    report: { type: 'string', default: 'web.json' },
  },
});
const runs = Math.max(1, Number(options.runs));
const forms = (options.form ? [options.form] : ['mobile', 'desktop']) as ('mobile' | 'desktop')[];
const origin = `http://localhost:${apps.shell.port}`;

/** The budget, for every route on mobile. */
export const budget = {
  performance: 95,
  /** The page with its app may score at most this much below the same page with its scripts blocked. */
  performanceBelowBlocked: 3,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 150,
  /** ...and block the main thread at most this much longer than the page with its scripts blocked. */
  tbtAboveBlockedMs: 100,
  /** Compressed script before any interaction, on a page with no island in its first viewport. */
  initialJsKb: 60,
  /** The stylesheets inlined in a page's HTML, uncompressed. */
  inlineCssKb: 25,
  /** At most one copy of React DOM reaches the browser (none on a page that needs no app). */
  reactCopies: 1,
  /** A tap is acknowledged (pressed or pending state painted) within this, whatever its control. */
  clickToAckMs: 100,
  /** A click's effect within 200 ms at any moment after first contentful paint. */
  clickToEffectMs: 200,
  inpMs: 200,
} as const;

/**
 * Printed beside the figures, as asked; but it counts the benchmark's own Chromium too, so what flags
 * a figure as taken on a busy machine is the CPU other processes used meanwhile (machine-load.ts).
 */
const loadNow = () => loadavg().map((value) => value.toFixed(2)).join(' ');

if (!options['skip-build']) {
  console.log('Building the production site...');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_GA_MEASUREMENT_ID: '' } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The site as `npm start` serves it, in a process of its own (so Lighthouse measures a real server).
const site = spawn('npx', ['tsx', 'tooling/start.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
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

const chrome = options['skip-lighthouse']
  ? null
  : await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // No background traffic: this machine reaches nothing beyond loopback and the registries.
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
process.on('exit', () => void chrome?.kill());

interface Measure {
  benchmarkIndex: number;
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

/** What the page's HTML inlines of stylesheets (`<style>` elements), in KB, uncompressed. */
async function inlineCssKbOf(path: string): Promise<number> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => css!);
  return styles.reduce((total, css) => total + Buffer.byteLength(css), 0) / 1024;
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

/** Lighthouse's own way of blocking requests: the page loads with no script file at all. */
const EVERY_SCRIPT_FILE = ['*.js'];
const cpuSlowdown = Number(options.slowdown);
/** Lighthouse's default (mobile) throttling: slow 4G and a mid-range phone's CPU, slowed as asked. */
const mobileThrottling = constants.defaultSettings.throttling;

async function measure(path: string, form: 'mobile' | 'desktop', scripts: 'app' | 'blocked' = 'app'): Promise<Measure> {
  if (!chrome) throw new Error('Lighthouse is skipped');
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(scripts === 'blocked' ? { blockedUrlPatterns: EVERY_SCRIPT_FILE } : {}),
    ...(form === 'mobile' ? { throttling: { ...mobileThrottling, cpuSlowdownMultiplier: cpuSlowdown } } : {}),
  };
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
    benchmarkIndex: lhr.environment.benchmarkIndex,
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

/** The same page with every script file blocked, measured in the same minute (medians). */
interface BlockedReport {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface RouteReport extends Omit<Measure, 'failedAudits' | 'lcpElement'> {
  blocked: BlockedReport | null;
  /** The stylesheets inlined in the page's HTML, uncompressed. */
  inlineCssKb: number;
  /** The load average after the runs, and what other processes used meanwhile. */
  loadAverage: string;
  others: OthersLoad;
  busy: boolean;
  path: string;
  form: 'mobile' | 'desktop';
  runs: number;
  failedAudits: string[];
  lcpElement: string;
  withinBudget: boolean;
  misses: string[];
}

function verdict(form: 'mobile' | 'desktop', m: Omit<Measure, 'failedAudits' | 'lcpElement'>, blocked: BlockedReport | null, inlineCssKb: number): string[] {
  if (form !== 'mobile') return [];
  const misses: string[] = [];
  if (m.performance < budget.performance) misses.push(`performance ${m.performance}`);
  if (blocked && blocked.performance - m.performance > budget.performanceBelowBlocked) misses.push(`performance ${blocked.performance - m.performance} below blocked`);
  if (blocked && m.tbtMs - blocked.tbtMs > budget.tbtAboveBlockedMs) misses.push(`TBT ${Math.round(m.tbtMs - blocked.tbtMs)} ms above blocked`);
  if (!(m.jsKb <= budget.initialJsKb)) misses.push(`JS ${m.jsKb.toFixed(0)} KB`);
  if (!(inlineCssKb <= budget.inlineCssKb)) misses.push(`inline CSS ${inlineCssKb.toFixed(0)} KB`);
  if (m.accessibility < budget.accessibility) misses.push(`accessibility ${m.accessibility}`);
  if (m.bestPractices < budget.bestPractices) misses.push(`best practices ${m.bestPractices}`);
  if (m.seo < budget.seo) misses.push(`SEO ${m.seo}`);
  if (!(m.lcpMs < budget.lcpMs)) misses.push(`LCP ${Math.round(m.lcpMs)} ms`);
  if (!(m.cls < budget.cls)) misses.push(`CLS ${m.cls.toFixed(3)}`);
  if (!(m.tbtMs < budget.tbtMs)) misses.push(`TBT ${Math.round(m.tbtMs)} ms`);
  // None at all is the best case: a page with no island in sight loads no app.
  if (m.reactCopies > budget.reactCopies) misses.push(`${m.reactCopies} copies of React DOM`);
  return misses;
}

interface ClickMomentReport {
  /** Median delay from the tap to its effect; null when half the taps or more were lost. */
  delayMs: number | null;
  /** Median delay from the tap to the first frame that shows it was taken. */
  ackMs: number | null;
  inpMs: number | null;
  /** When the tap came (median, after navigation start). */
  clickAtMs: number | null;
  /** Taps that hit the control and had no effect within 15 s. */
  lost: number;
  /** Taps not measured (the control never showed, or something covered it). */
  failed: number;
}

interface ClickReport {
  path: string;
  control: string;
  runs: number;
  /** Lighthouse's benchmarkIndex of this machine, computed in the click browser before the taps. */
  benchmarkIndex: number;
  fcpMs: number | null;
  atFcp: ClickMomentReport;
  atOneSecond: ClickMomentReport;
  withinBudget: boolean;
  misses: string[];
  loadAverage: string;
  others: OthersLoad;
  busy: boolean;
  samples: ClickSample[];
}

const medianOf = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  return known.length ? median(known) : null;
};

function clickMoment(samples: ClickSample[]): ClickMomentReport {
  // A lost tap counts as never (Infinity): two lost of three make the median lost.
  const delays = samples.filter((sample) => sample.delayMs !== null || sample.lost).map((sample) => sample.delayMs ?? Number.POSITIVE_INFINITY);
  const delay = delays.length ? median(delays) : Number.NaN;
  return {
    delayMs: Number.isFinite(delay) ? delay : null,
    ackMs: medianOf(samples.map((sample) => sample.ackMs)),
    inpMs: medianOf(samples.map((sample) => sample.inpMs)),
    clickAtMs: medianOf(samples.map((sample) => sample.clickAtMs)),
    lost: samples.filter((sample) => sample.lost).length,
    failed: samples.filter((sample) => sample.problem).length,
  };
}

/** The click budget: every tap is acknowledged within 100 ms and has its effect within 200 ms, at the median, at either moment. */
function clickVerdict(moments: [string, ClickMomentReport][]): string[] {
  const misses: string[] = [];
  const effectBudget = budget.clickToEffectMs;
  for (const [name, moment] of moments) {
    if (moment.lost) misses.push(`${moment.lost} tap${moment.lost > 1 ? 's' : ''} ${name} lost`);
    if (moment.failed) misses.push(`${moment.failed} tap${moment.failed > 1 ? 's' : ''} ${name} not measured`);
    if (moment.ackMs !== null && !(moment.ackMs <= budget.clickToAckMs)) misses.push(`tap ${name} acknowledged after ${Math.round(moment.ackMs)} ms`);
    if (moment.delayMs !== null && !(moment.delayMs <= effectBudget)) misses.push(`tap ${name} ${Math.round(moment.delayMs)} ms`);
    if (moment.inpMs !== null && !(moment.inpMs <= budget.inpMs)) misses.push(`INP ${name} ${Math.round(moment.inpMs)} ms`);
  }
  return misses;
}

const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
const shownMoment = (moment: ClickMomentReport) =>
  `${moment.delayMs === null ? (moment.lost ? 'lost' : '-') : `${Math.round(moment.delayMs)} ms`} (ack ${moment.ackMs === null ? '-' : `${Math.round(moment.ackMs)} ms`}, tap ${seconds(moment.clickAtMs)}, INP ${moment.inpMs === null ? '-' : Math.round(moment.inpMs)})`;

const reports: RouteReport[] = [];
const clickReports: ClickReport[] = [];
const lighthouseIndexes: number[] = [];
const started = Date.now();
const loadAtStart = loadNow();
console.log(`Load average: ${loadAtStart} (${availableParallelism()} cores)`);
const busyNote = (others: OthersLoad) => (others.busy ? ` BUSY: others used ${others.cores.toFixed(2)} cores${others.top.length ? ` (${others.top.join(', ')})` : ''}` : '');
const phone = options['skip-clicks'] ? null : await launchPhoneBrowser();
for (const path of routes) {
  for (const form of chrome ? forms : []) {
    const samples: Measure[] = [];
    const blockedSamples: Measure[] = [];
    const watch = watchOthers();
    // Paired run by run, so both see the machine as it is in that minute.
    for (let run = 0; run < runs; run += 1) {
      samples.push(await measure(path, form));
      if (!options['skip-blocked']) blockedSamples.push(await measure(path, form, 'blocked'));
    }
    const others = watch.stop();
    const pick = (key: keyof Omit<Measure, 'failedAudits' | 'lcpElement'>) => median(samples.map((sample) => sample[key]));
    const pickBlocked = (key: keyof BlockedReport) => median(blockedSamples.map((sample) => sample[key]));
    const blocked = blockedSamples.length ? { performance: pickBlocked('performance'), lcpMs: pickBlocked('lcpMs'), tbtMs: pickBlocked('tbtMs'), cls: pickBlocked('cls') } : null;
    lighthouseIndexes.push(...blockedSamples.map((sample) => sample.benchmarkIndex));
    const inlineCssKb = await inlineCssKbOf(path);
    lighthouseIndexes.push(...samples.map((sample) => sample.benchmarkIndex));
    const medians = {
      benchmarkIndex: pick('benchmarkIndex'),
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
    const misses = verdict(form, medians, blocked, inlineCssKb);
    const failedAudits = [...new Set(samples.flatMap((sample) => sample.failedAudits))];
    const lcpElement = samples[0]!.lcpElement;
    const loadAverage = loadNow();
    reports.push({ path, form, runs, ...medians, blocked, inlineCssKb, failedAudits, lcpElement, withinBudget: misses.length === 0, misses, loadAverage, others, busy: others.busy });
    console.log(
      `${form.padEnd(7)} ${path.padEnd(48)} perf ${String(medians.performance).padStart(3)}${blocked ? ` (blocked ${blocked.performance})` : ''}  a11y ${medians.accessibility}  bp ${medians.bestPractices}  seo ${medians.seo}  LCP ${(medians.lcpMs / 1000).toFixed(2)} s${blocked ? ` (${(blocked.lcpMs / 1000).toFixed(2)})` : ''}  CLS ${medians.cls.toFixed(3)}  TBT ${Math.round(medians.tbtMs)} ms${blocked ? ` (${Math.round(blocked.tbtMs)})` : ''}  JS ${medians.jsKb.toFixed(0)} KB  CSS inline ${inlineCssKb.toFixed(0)} KB  bi ${Math.round(medians.benchmarkIndex)}  load ${loadAverage}${busyNote(others)}  ${misses.length ? `MISS: ${misses.join(', ')}` : 'ok'}${failedAudits.length ? `  (failed audits: ${failedAudits.join(', ')})` : ''}${misses.length && process.env.BENCH_VERBOSE ? `\n        LCP element: ${lcpElement.slice(0, 160)}` : ''}`,
    );
  }
  if (phone) {
    const watch = watchOthers();
    const index = await benchmarkIndex(phone);
    const samples: ClickSample[] = [];
    for (let run = 0; run < runs; run += 1) for (const at of ['fcp', '1s'] as const) samples.push(await measureClick(phone, origin, path, at, cpuSlowdown));
    const atFcp = clickMoment(samples.filter((sample) => sample.at === 'fcp'));
    const atOneSecond = clickMoment(samples.filter((sample) => sample.at === '1s'));
    const misses = clickVerdict([
      ['at FCP', atFcp],
      ['at 1 s', atOneSecond],
    ]);
    const others = watch.stop();
    const loadAverage = loadNow();
    const entry: ClickReport = {
      path,
      control: mainControl(path).label,
      runs,
      benchmarkIndex: index,
      fcpMs: medianOf(samples.map((sample) => sample.fcpMs)),
      atFcp,
      atOneSecond,
      withinBudget: misses.length === 0,
      misses,
      loadAverage,
      others,
      busy: others.busy,
      samples,
    };
    clickReports.push(entry);
    const problems = [...new Set(samples.flatMap((sample) => (sample.problem ? [`${sample.at}: ${sample.problem}`] : [])))];
    console.log(
      `click   ${path.padEnd(48)} ${entry.control.padEnd(18)}  FCP ${seconds(entry.fcpMs)}  at FCP ${shownMoment(atFcp)}  at 1 s ${shownMoment(atOneSecond)}  bi ${Math.round(index)}  load ${loadAverage}${busyNote(others)}  ${misses.length ? `MISS: ${misses.join(', ')}` : 'ok'}${problems.length ? `\n        ${problems.join('\n        ')}` : ''}`,
    );
  }
}
await phone?.close();

const outDir = join(root, 'bench-results');
mkdirSync(outDir, { recursive: true });
const machine = {
  cores: availableParallelism(),
  /** Median over every Lighthouse run, and over the click browser's runs (one per route). */
  benchmarkIndex: lighthouseIndexes.length ? median(lighthouseIndexes) : null,
  clickBenchmarkIndex: medianOf(clickReports.map((entry) => entry.benchmarkIndex)),
  busyWhenOthersUseCores: busyOthersCores,
  loadAverageAtStart: loadAtStart,
  loadAverageAtEnd: loadNow(),
};
const report = { measuredAt: new Date().toISOString(), lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version, runs, cpuSlowdown, budget, machine, routes: reports, clicks: clickReports };
writeFileSync(join(outDir, options.report), `${JSON.stringify(report, null, 2)}\n`);
const missed = [...reports, ...clickReports].filter((entry) => !entry.withinBudget);
const busyFigures = [...reports, ...clickReports].filter((entry) => entry.busy).length;
const index = (value: number | null) => (value === null ? 'not measured' : String(Math.round(value)));
console.log(`\n${reports.length} Lighthouse and ${clickReports.length} click measurements in ${Math.round((Date.now() - started) / 1000)} s; report in bench-results/${options.report}`);
console.log(
  `Machine: benchmarkIndex ${index(machine.benchmarkIndex)} in Lighthouse (CPU slowdown ${cpuSlowdown}x on mobile), ${index(machine.clickBenchmarkIndex)} in the click browser (medians); load average ${machine.loadAverageAtStart} at the start, ${machine.loadAverageAtEnd} at the end; ${machine.cores} cores.`,
);
if (busyFigures) console.log(`${busyFigures} of the figures were taken on a busy machine (other processes used over ${busyOthersCores} cores): they are inflated.`);
console.log(missed.length === 0 ? 'Every mobile route is within the budget.' : `${missed.length} measurements miss the budget.`);
await chrome?.kill();
stopSite();
process.exit(missed.length === 0 ? 0 : 1);
