import { defineConfig } from 'vitest/config';

const browserLike = (name: string) => ({
  test: {
    name,
    root: `./${name}`,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tooling/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['../vitest.setup.ts'],
    restoreMocks: true,
    // One jsdom per worker rather than one per file: its creation cost 1.5 s a file, more than the
    // tests it held. ../vitest.setup.ts starts each file as a new page would (fresh modules, a blank
    // document, empty storage); `--sequence.shuffle.files` checks that no file leans on another.
    isolate: false,
    // A test that first opens a route loads its chunk (shared/src/route-module.tsx): Vite transforms
    // the route's module graph inside the test, seconds on a busy 2-core machine.
    testTimeout: 15_000,
  },
});

/** One project per workspace (each app's tests sit next to its code), plus the Node scripts. */
export default defineConfig({
  test: {
    // Two at a time on CI's 2-core machine (Vitest's default there is one: a core for its own
    // transforms): a test file mostly waits on its jsdom and its imports, and the suite takes about
    // five minutes rather than seven and a half.
    maxWorkers: 2,
    globalSetup: ['./tooling/advisor-model/vitest-global-setup.ts'],
    projects: [
      browserLike('shared'),
      browserLike('shell'),
      browserLike('mfe-catalogue'),
      browserLike('mfe-locations'),
      browserLike('mfe-booking'),
      browserLike('mfe-advisor'),
      browserLike('mfe-press'),
      { test: { name: 'backend', root: './supabase', environment: 'node', include: ['**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      // The relevance sets run every question through the engine (seconds for the seen set's thousand),
      // and a hook that reads the site's documents loads every remote's modules in Node (tens of
      // seconds on a busy 2-core machine).
      { test: { name: 'tooling', root: './tooling', environment: 'node', include: ['**/*.test.ts'], testTimeout: 30_000, hookTimeout: 120_000 } },
      { test: { name: 'art', root: './art', environment: 'node', include: ['**/*.test.ts'], testTimeout: 120_000 } },
    ],
  },
});
