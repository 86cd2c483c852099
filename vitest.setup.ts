import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installCommands } from 'shared/commands';

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
 * Every composed page has the boot script's command listener (shell/src/boot/boot.ts): the
 * steppers' and carousels' buttons are invoker commands it answers. Tests render into the same
 * document, so it is installed here once, as on a page.
 */
if (typeof document !== 'undefined') installCommands(document);
