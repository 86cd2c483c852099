import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { glob } from 'tinyglobby';
import type { ViteUserConfig } from 'vitest/config';
import { expect, it } from 'vitest';
import { root } from '../lib/workspace';

// The repository's own config (the root is no package to import by name).
const { default: config } = (await import(pathToFileURL(join(root, 'vitest.config.ts')).href)) as { default: ViteUserConfig };

/**
 * A test file that no Vitest project includes never runs, and nothing says so: a folder renamed
 * (a package's `build/` became `tooling/`) silently dropped its tests. Every committed unit test
 * file must be in some project; the browser suite (e2e/) is Playwright's.
 */
it('every committed unit test file is in a Vitest project', async () => {
  const committed = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !file.startsWith('e2e/'));
  const projects = (config.test?.projects ?? []) as { test: { root: string; include: string[] } }[];
  const included = new Set(
    (
      await Promise.all(
        projects.map(async ({ test }) => {
          const projectRoot = join(root, test.root);
          const files = await glob(test.include, { cwd: projectRoot, ignore: ['**/node_modules/**'] });
          return files.map((file) => join(test.root, file).replace(/^\.\//, ''));
        }),
      )
    ).flat(),
  );
  expect(committed.length).toBeGreaterThan(100);
  expect(committed.filter((file) => !included.has(file))).toEqual([]);
});
