/**
 * Click to effect: how long a visitor waits for a tap on a route's main control to show
 * its effect, when the tap comes as soon as the page has painted (first contentful paint) and the
 * control shows, and again at 1 s, on a phone: Lighthouse's mobile settings (412x823 at 1.75x, the
 * CPU 4x slower, a slow 4G line), a cold cache each time. Part of `npm run bench:web`; a benchmark,
 * not a test.
 *
 * The delay runs from the tap's own timestamp (the `pointerdown` event's `timeStamp`, taken when the
 * browser received the input, so a busy main thread counts) to the first animation frame in which
 * the effect is on the page. A tap the page loses has no effect: it is reported as lost.
 * INP is measured beside it from the Event Timing API, as web-vitals' `onINP` does for a page with
 * one interaction: the longest `event` entry with an interactionId. INP alone would hide a click
 * that is held and replayed (its handler returns at once); the delay to the effect does not.
 *
 * Nothing of Playwright runs in the page until the effect is in: its locators and polling inject a
 * large script and need round trips to a busy main thread, which put the tap up to half a second
 * after the paint and slowed the page's own work. The page's watcher (an init script) finds the
 * control, watches for the paint and the effect, and reports through a binding; the e2e tests'
 * locator then checks, afterwards, that the tapped control is the one a visitor names. Even so the
 * page learns of its first paint only when its main thread is free: the "at FCP" tap comes 0.05-0.35 s
 * after FCP here (each sample's `clickAtMs` says when).
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { loadavg } from 'node:os';

/** Lighthouse's mobile emulation ("slow 4G", a mid-range phone), as in e2e/tests/first-paint.spec.ts. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
const CPU_SLOWDOWN = 4;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** A tap whose effect has not shown by then is lost; a control not shown by then was never tapped. */
const EFFECT_TIMEOUT_MS = 15_000;
/** Event Timing reports an interaction after its next paint; longer than that, it is under 16 ms. */
const EVENT_TIMING_WAIT_MS = 2000;
const LATE_CLICK_MS = 1000;

export type ClickMoment = 'fcp' | '1s';

/** What shows that a control did its work, checked in the page every frame from the tap. */
type EffectName = 'scrolls-to' | 'shows' | 'opens' | 'fewer-shown' | 'slide-changes' | 'says';
type ControlRole = 'button' | 'link' | 'radio' | 'summary';
type ScopeRole = 'region' | 'group' | 'radiogroup';

export interface MainControl {
  /** As the report names it. */
  label: string;
  /** As a visitor names it (the e2e tests' roles and names): the first role that matches wins. */
  role: ControlRole[];
  /** Its accessible name; none: the first of its role in `within`. */
  name?: string;
  within?: { role: ScopeRole[]; name: string };
  effect: EffectName;
  /** The effect's parameter (an id, a selector, a label). */
  detail: string;
}

/** Each route's main control, by path; the header's menu button on every route that has no better one. */
const mainControls: { path: RegExp; control: MainControl }[] = [
  // The hero's link to the interest form: the section comes into view (a smooth scroll's first frame counts).
  { path: /^\/$/, control: { label: 'Register Interest', role: ['link'], name: 'Register Interest', effect: 'scrolls-to', detail: 'register-interest' } },
  // The toast comes from the boot script (a cart form): the notifications' live region says it.
  { path: /^\/product\/[^/]+$/, control: { label: 'Add to Cart', role: ['button'], name: 'Add to Cart', effect: 'says', detail: 'added to cart' } },
  {
    path: /^\/chat$/,
    control: { label: 'first FAQ question', role: ['summary'], within: { role: ['region'], name: 'Frequently asked questions' }, effect: 'opens', detail: '' },
  },
  {
    path: /^\/services$/,
    // Radio buttons (a group of toggle buttons once): the same chip to a visitor.
    control: { label: 'Treatments chip', role: ['radio', 'button'], name: 'Treatments', within: { role: ['radiogroup', 'group'], name: 'Filter services' }, effect: 'fewer-shown', detail: 'Filter services' },
  },
  // The wizard's island's first control: a `--choose` command the boot script answers, so it is held
  // to a platform control's budget. The flow's first step shows.
  {
    path: /^\/booking$/,
    control: { label: 'Select Experience', role: ['button'], name: 'Select Experience: Signature Melanin Facial', effect: 'shows', detail: 'ol[aria-label="Booking progress"] [aria-current="step"]' },
  },
  // Sent empty, the form says what is missing: the boot script's check, as its sending is.
  { path: /^\/contact$/, control: { label: 'Send Message', role: ['button'], name: 'Send Message', effect: 'says', detail: 'Please fill in all required fields.' } },
];
const menuButton: MainControl = { label: 'Open menu', role: ['button'], name: 'Open menu', effect: 'shows', detail: 'dialog[open][aria-label="Menu"]' };

export function mainControl(path: string): MainControl {
  return mainControls.find((entry) => entry.path.test(path))?.control ?? menuButton;
}

/** The control as the e2e tests find it (Playwright's roles and accessible names). */
function locate(page: Page, control: MainControl, { includeHidden = false } = {}): Locator {
  const any = (locators: Locator[]) => locators.reduce((all, locator) => all.or(locator));
  const scope = control.within ? any(control.within.role.map((role) => page.getByRole(role, { name: control.within!.name, exact: true }))) : page.locator(':root');
  return any(control.role.map((role) => (role === 'summary' ? scope.locator('summary') : scope.getByRole(role, { ...(control.name ? { name: control.name, exact: true } : {}), includeHidden })))).first();
}

interface ClickRecord {
  /** The tap's timestamp and the first frames with its acknowledgement and its effect, after navigation start (-1: not yet). */
  clickAt: number;
  ackAt: number;
  effectAt: number;
  /** The effect was there before the tap: the check is wrong for this page, so the sample is too. */
  effectBefore: boolean;
  /** The tap landed on the control, not on something over it (then `hit` says what). */
  hitControl: boolean;
  hit: string;
  /** The longest Event Timing entry of the interaction (0: none of 16 ms or more). */
  inp: number;
}

/** What the page's watcher reports through the binding. */
type Report = { kind: 'start'; timeOrigin: number } | { kind: 'shown'; x: number; y: number } | { kind: 'not-shown'; why: string } | { kind: 'effect' } | { kind: 'timed' };

/**
 * Runs in the page before its own scripts (an init script). Finds the control once the page has
 * painted, reports where to tap it, then records the tap and the first frame with its effect.
 */
function watchFirstClick(control: MainControl, timeout: number) {
  // Only the page itself: not the blank page before it, nor frames.
  if (location.protocol === 'about:' || window !== window.top) return;
  const report = (message: Report) => (window as unknown as { firstClickReport: (message: Report) => void }).firstClickReport(message);

  // The accessible name, enough for this site's controls: aria-label, aria-labelledby, a label, the text.
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const labels = element instanceof HTMLInputElement && element.labels?.length ? [...element.labels].map((label) => label.textContent).join(' ') : null;
    const name = element.getAttribute('aria-label') ?? (labelledBy ? labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : null) ?? labels ?? element.textContent ?? '';
    return name.replace(/\s+/g, ' ').trim();
  };
  const selectors: { [role in ControlRole | ScopeRole]: string } = {
    button: 'button, [role="button"]',
    link: 'a[href], [role="link"]',
    radio: 'input[type="radio"], [role="radio"]',
    summary: 'summary',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    group: 'fieldset, [role="group"]',
    radiogroup: '[role="radiogroup"]',
  };
  const find = (scope: ParentNode, roles: (ControlRole | ScopeRole)[], name?: string) => {
    for (const role of roles) for (const element of scope.querySelectorAll(selectors[role])) if (name === undefined || nameOf(element) === name) return element;
    return null;
  };

  let target: Element | null = null;
  let covered = '';
  // Each frame once the page has painted: the control visible, in view and uncovered, as a visitor taps it.
  const whenShown = () => {
    const scope = control.within ? find(document, control.within.role, control.within.name) : document;
    const element = scope && find(scope, control.role, control.name);
    const box = element?.getBoundingClientRect();
    if (element && box && box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })) {
      // Away from the fixed header and the consent banner, as a visitor would scroll it.
      if (box.top < 80 || box.bottom > window.innerHeight - 160) element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const { x, y, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(x + width / 2, y + height / 2);
      if (hit && element.contains(hit)) {
        target = element;
        report({ kind: 'shown', x: x + width / 2, y: y + height / 2 });
        return;
      }
      covered = `covered by <${hit?.tagName.toLowerCase()}> ${hit?.textContent?.trim().slice(0, 40) ?? ''}`;
    }
    if (performance.now() > timeout) report({ kind: 'not-shown', why: covered || 'the control never showed' });
    else requestAnimationFrame(whenShown);
  };
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    requestAnimationFrame(whenShown);
  }).observe({ type: 'paint', buffered: true });

  // Each effect is armed at the tap (with what the page showed then) and returns the check.
  const arm: { [name in EffectName]: (tapped: Element | null) => () => boolean } = {
    'scrolls-to': () => {
      const from = window.scrollY;
      return () => {
        const top = document.getElementById(control.detail)?.getBoundingClientRect().top;
        return window.scrollY > from || (top !== undefined && top >= 0 && top < window.innerHeight);
      };
    },
    shows: () => () => document.querySelector(control.detail)?.checkVisibility() === true,
    // The <details> of the tapped <summary>, found by its text each time (in case the app renders it anew).
    opens: (tapped) => {
      const question = tapped?.closest('summary')?.textContent?.trim();
      return () => [...document.querySelectorAll('details[open] > summary')].some((summary) => summary.textContent?.trim() === question);
    },
    // Fewer cards show in the filter's section than at the tap.
    'fewer-shown': () => {
      const shown = () => [...(document.querySelector(`[aria-label="${control.detail}"]`)?.closest('section')?.querySelectorAll('article') ?? [])].filter((card) => card.checkVisibility()).length;
      const before = shown();
      return () => shown() < before;
    },
    // The page shows the text (an alert, a status).
    says: () => () => [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]')].some((region) => region.textContent?.includes(control.detail) === true),
    // Another slide is on screen (the hidden ones are visibility: hidden; they were inert once).
    'slide-changes': () => {
      const shown = () =>
        [...document.querySelectorAll('[aria-roledescription="slide"]')].flatMap((slide, index) => (slide.hasAttribute('inert') || !slide.checkVisibility({ visibilityProperty: true }) ? [] : [index]));
      const before = shown();
      return () => shown().some((index) => !before.includes(index));
    },
  };
  const record: ClickRecord = { clickAt: -1, ackAt: -1, effectAt: -1, effectBefore: false, hitControl: false, hit: '', inp: 0 };
  (window as unknown as { firstClick: ClickRecord; firstClickControl: () => Element | null }).firstClick = record;
  (window as unknown as { firstClickControl: () => Element | null }).firstClickControl = () => target;
  // Capture on window: before the page's own listeners (its boot script holds early clicks); it
  // neither stops nor prevents anything.
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (record.clickAt >= 0) return;
      record.clickAt = event.timeStamp;
      const tapped = event.target instanceof Element ? event.target : null;
      record.hitControl = Boolean(tapped && target?.contains(tapped));
      record.hit = tapped ? `<${tapped.tagName.toLowerCase()}${tapped.id ? `#${tapped.id}` : ''}> ${tapped.textContent?.trim().slice(0, 40) ?? ''}` : '';
      const check = arm[control.effect](tapped);
      record.effectBefore = check();
      // Acknowledged: the effect itself, or the page's pending mark on what the tap is waiting for
      // (shell/src/boot/event-replay.ts).
      const acknowledged = () => check() || document.querySelector('[data-pending]') !== null;
      const frame = (time: number) => {
        if (record.ackAt < 0 && acknowledged()) record.ackAt = time;
        if (!check()) return requestAnimationFrame(frame);
        record.effectAt = time;
        report({ kind: 'effect' });
      };
      requestAnimationFrame(frame);
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      if (!entry.interactionId) continue;
      record.inp = Math.max(record.inp, entry.duration);
      // The click is the interaction's last event.
      if (entry.name === 'click') report({ kind: 'timed' });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  report({ kind: 'start', timeOrigin: performance.timeOrigin });
}

/**
 * A function's source, called in the page with `args`. tsx (esbuild's keepNames) wraps named
 * functions in `__name(...)`, which the page does not have (privatenumber/tsx#113): a local no-op
 * stands in.
 */
const inPage = (fn: (...args: never[]) => unknown, ...args: unknown[]) =>
  `(() => { const __name = (target) => target; return (${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(', ')}); })()`;

export interface ClickSample {
  at: ClickMoment;
  /** From the tap to the first frame with its effect; null when there is none (see lost, problem). */
  delayMs: number | null;
  /** From the tap to the first frame that shows it was taken: the effect, or a pending state. */
  ackMs: number | null;
  /** The tap hit the control and nothing came of it within 15 s. */
  lost: boolean;
  /** Why there is no figure, other than a lost tap (the control never showed, the tap missed it...). */
  problem?: string;
  inpMs: number | null;
  /** When the tap came and the page's first contentful paint, after navigation start. */
  clickAtMs: number | null;
  fcpMs: number | null;
  /** The 1-minute load average at the end of the sample. */
  load: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The next report of a kind from the page, or null after `ms`. */
function reports() {
  const waiting = new Map<Report['kind'], (report: Report) => void>();
  const arrived = new Map<Report['kind'], Report>();
  return {
    receive(report: Report) {
      arrived.set(report.kind, report);
      waiting.get(report.kind)?.(report);
    },
    next<K extends Report['kind']>(kind: K, ms: number): Promise<Extract<Report, { kind: K }> | null> {
      const already = arrived.get(kind);
      if (already) return Promise.resolve(already as Extract<Report, { kind: K }>);
      return Promise.race([new Promise<Extract<Report, { kind: K }>>((resolve) => waiting.set(kind, resolve as (report: Report) => void)), sleep(ms).then(() => null)]);
    },
  };
}

/**
 * One tap on the route's main control, on a fresh phone: `at: 'fcp'` as soon as the page has
 * painted and the control shows, `at: '1s'` at 1 s after navigation start (or as soon as the
 * control shows, if later). The tap is raw touch input at the control's centre.
 */
export async function measureClick(browser: Browser, origin: string, path: string, at: ClickMoment, cpuSlowdown = CPU_SLOWDOWN): Promise<ClickSample> {
  const control = mainControl(path);
  const context = await browser.newContext({ ...PHONE });
  const sample: ClickSample = { at, delayMs: null, ackMs: null, lost: false, inpMs: null, clickAtMs: null, fcpMs: null, load: 0 };
  try {
    const page = await context.newPage();
    const messages = reports();
    await page.exposeBinding('firstClickReport', (_source, report: Report) => messages.receive(report));
    await page.addInitScript({ content: inPage(watchFirstClick, control, EFFECT_TIMEOUT_MS) });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const navigation = page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const started = await messages.next('start', 30_000);
    await navigation;
    if (!started) throw new Error('the page never started');
    const debug = (step: string) => process.env.BENCH_DEBUG && console.log(`  ${path} ${at}: ${step} at ${Math.round(Date.now() - started.timeOrigin)} ms`);
    const shown = await Promise.race([messages.next('shown', EFFECT_TIMEOUT_MS + 5000), messages.next('not-shown', EFFECT_TIMEOUT_MS + 5000)]);
    if (!shown || shown.kind === 'not-shown') throw new Error(shown?.why ?? 'the control never showed');
    debug('shown');
    // At 1 s on this machine's clock, which the page shares: the browser stamps the tap on arrival.
    if (at === '1s') await sleep(started.timeOrigin + LATE_CLICK_MS - Date.now());
    await page.touchscreen.tap(shown.x, shown.y);
    debug('tapped');
    if (await messages.next('effect', EFFECT_TIMEOUT_MS)) await messages.next('timed', EVENT_TIMING_WAIT_MS);
    // From here on, Playwright may work in the page: the figures are in.
    const record = await page.evaluate(() => (window as unknown as { firstClick: ClickRecord }).firstClick);
    sample.fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    sample.clickAtMs = record.clickAt >= 0 ? record.clickAt : null;
    sample.inpMs = record.clickAt >= 0 ? record.inp : null;
    if (record.clickAt < 0) sample.problem = 'the tap never reached the page';
    else if (!record.hitControl) sample.problem = `the tap landed on ${record.hit}, not the control`;
    else if (record.effectBefore) sample.problem = 'the effect was there before the tap';
    else if (record.effectAt < 0) sample.lost = true;
    else sample.delayMs = Math.max(0, record.effectAt - record.clickAt);
    if (record.clickAt >= 0 && record.ackAt >= 0 && !sample.problem) sample.ackMs = Math.max(0, record.ackAt - record.clickAt);
    // The watcher's finder against the e2e tests' locator: the same control, as a visitor names it.
    const isTapped = (element: Element) => element === (window as unknown as { firstClickControl: () => Element | null }).firstClickControl();
    // A control its own effect hides (Select Experience gives way to the step it opens) is looked for hidden too.
    const same = await locate(page, control)
      .evaluate(isTapped, null, { timeout: 1000 })
      .catch(() => locate(page, control, { includeHidden: true }).evaluate(isTapped, null, { timeout: 5000 }))
      .catch(() => false);
    if (!same && !sample.problem) sample.problem = `the tapped control is not the one named ${control.role.join('/')} "${control.name ?? control.label}"`;
  } catch (error) {
    sample.problem = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    sample.load = loadavg()[0]!;
    await context.close();
  }
  return sample;
}

/**
 * Lighthouse's benchmarkIndex, computed as Lighthouse does (its own page function, unthrottled), in
 * this browser: the machine's speed beside the click figures, with or without Lighthouse runs.
 */
export async function benchmarkIndex(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return Number(await page.evaluate(inPage(pageFunctions.computeBenchmarkIndex)));
  } finally {
    await context.close();
  }
}

export async function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // No background traffic: this machine reaches nothing beyond loopback and the registries.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
