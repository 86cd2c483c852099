/**
 * `npm run typecheck`: every workspace's own type check, two at a time (each is one single-threaded
 * tsc, and CI's machine has two cores), then the root's (tooling, art, the configs). The shell's
 * check goes first: it generates the remotes' types (./remote-types.ts), which the root's reads.
 * Each check's output is shown whole, after it, so two never interleave.
 */
import concurrently from 'concurrently';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/workspace';

const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as { workspaces?: string[]; scripts?: Record<string, string> };
const checked = (readJson('package.json').workspaces ?? []).filter((workspace) => readJson(`${workspace}/package.json`).scripts?.typecheck);
const first = ['shell'];

try {
  await concurrently(
    [...first, ...checked.filter((workspace) => !first.includes(workspace))].map((workspace) => ({ name: workspace, command: `npm run -s typecheck -w ${workspace}`, cwd: root })),
    { maxProcesses: 2, group: true, killOthersOn: ['failure'], prefix: '[{name}]' },
  ).result;
} catch {
  process.exit(1);
}
const rootCheck = spawnSync('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
process.exit(rootCheck.status ?? 1);
