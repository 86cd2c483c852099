import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installCommands } from 'shared/commands';
import { installChoiceAnnouncements } from 'shared/choice-announcements';
import { defineCalendarDay } from 'shared/calendar-day';
import { defineHouseClock } from 'shared/house-clock';
import { installToasts } from 'shared/toasts';
import { installFormChecks } from 'shared/form-checks';
import { installFormSending } from 'shared/form-sending';

/*
 * Test files share one window per worker (`isolate: false` in vitest.config.ts: a fresh jsdom per
 * file cost more than all the tests it held). So every file starts as a new page would: the app's
 * modules evaluated afresh (stores, caches, `vi.mock`), an empty document and empty storage.
 */
vi.resetModules();
if (typeof document !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
}

afterEach(() => cleanup());

/**
 * jsdom has no `matchMedia` (https://github.com/jsdom/jsdom/issues/3522): every media query answers
 * "no" unless a test lists it with `emulateMedia` (shared/testing), which writes `__matchingMedia`.
 */
type TestWindow = Window & { __matchingMedia?: string[] };
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: (window as TestWindow).__matchingMedia?.includes(query) ?? false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
afterEach(() => {
  if (typeof window !== 'undefined') delete (window as TestWindow).__matchingMedia;
});

/**
 * Every composed page has the boot script's command listener, its toasts and `<house-clock>`
 * (shell/src/boot/boot.ts): the steppers' and carousels' buttons are invoker commands it answers,
 * a chip's announcement, a cart form's or a booking button's toast is its, a form's refused fields are its to say, a form
 * that sends itself is its to send (through `window.fetch`, which a test stubs), and a house's
 * clock sets itself. Tests render into the same document, so all are installed here once,
 * as on a page.
 */
const installed = globalThis as { pageBehavioursInstalled?: boolean };
if (typeof document !== 'undefined' && !installed.pageBehavioursInstalled) {
  installCommands(document);
  installChoiceAnnouncements(document);
  installToasts(document);
  installFormChecks(window);
  installFormSending(window);
  defineHouseClock(window);
  defineCalendarDay(window);
  installed.pageBehavioursInstalled = true;
}
