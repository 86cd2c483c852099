/**
 * `npm run typecheck`: every project's strict type check, with TypeScript 7's native compiler (the
 * `typescript-native` alias). The `typescript` package stays at 5.9 for the tools that call its
 * JavaScript API, which 7.0 does not ship: typescript-eslint and Module Federation's type generation
 * (https://nx.dev/docs/technologies/typescript/guides/typescript-7). The native compiler is run by
 * its path: both packages name their binary `tsc`, and which one npm links is not ours to choose
 * (https://github.com/npm/cli/issues/9868).
 *
 * The shell and the root's scripts read the remotes' generated types (./remote-types.ts), so they are
 * checked once those are made; the other projects are checked meanwhile. Then the edge functions as
 * Deno runs them, with `deno check`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { root } from './lib/workspace';

const nativeTsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');
const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
const projects = workspaces.filter((workspace) => existsSync(join(root, workspace, 'tsconfig.json')));
const readingRemoteTypes = ['shell', '.'];

/** Runs a command, its output shown whole once it ends (so two never interleave); resolves to whether it passed. */
function run(name: string, command: string, args: string[], cwd = root): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, DENO_NO_UPDATE_CHECK: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => (output += String(error)));
    child.on('close', (code) => {
      process.stdout.write(`[${name}] ${code === 0 ? 'ok' : 'failed'}\n${output}`);
      resolve(code === 0);
    });
  });
}

const check = (project: string) => run(project === '.' ? 'root' : project, process.execPath, [nativeTsc, '-p', join(root, project, 'tsconfig.json')]);

async function checkInTurn(list: readonly string[]): Promise<boolean> {
  let passed = true;
  for (const project of list) passed = (await check(project)) && passed;
  return passed;
}

const [remoteTypesMade, othersPassed] = await Promise.all([
  run('remote types', 'npx', ['tsx', join(root, 'tooling/remote-types.ts')], join(root, 'shell')),
  checkInTurn(projects.filter((project) => !readingRemoteTypes.includes(project))),
]);
const readersPassed = remoteTypesMade && (await checkInTurn(readingRemoteTypes));
const denoPassed = await run('edge functions (deno)', 'npx', [
  'deno', 'check', '--quiet', '--import-map', 'functions/import_map.json',
  'functions/contact/index.ts', 'functions/advisor-chat/index.ts', 'functions/email-outbox/index.ts',
], join(root, 'supabase'));
process.exit(othersPassed && readersPassed && denoPassed ? 0 : 1);
