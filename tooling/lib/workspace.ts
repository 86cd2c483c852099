import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, type AppName } from 'shared/federation-apps';
import { buildEnvironmentDigest, recordedBuildEnvironment } from 'shared/build-record';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const distOf = (app: AppName) => join(root, apps[app].dir, 'dist');

/** The shell's built server module (shell/vite.server.config.ts): deployed with the shell's dist. */
export const shellServerModule = join(root, apps.shell.dir, 'dist-server', 'site.js');

/** The newest modification time under `path` (node_modules and dist excluded). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-server' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * An app needs a build when it has none, when it was built with another environment (the test
 * build's GA4 id and stand-ins, a changed `.env`: shared/tooling/build-record.ts), or when its
 * sources or `shared` changed since.
 */
export function needsBuild(app: AppName): boolean {
  const marker = join(distOf(app), 'index.html');
  if (!existsSync(marker)) return true;
  // The shell's deploy is its dist and its server module (shell/vite.server.config.ts).
  if (app === 'shell' && !existsSync(shellServerModule)) return true;
  if (recordedBuildEnvironment(app) !== buildEnvironmentDigest()) return true;
  const builtAt = statSync(marker).mtimeMs;
  return newestMtime(join(root, apps[app].dir)) > builtAt || newestMtime(join(root, 'shared')) > builtAt;
}

/** Runs an npm script in a child process; this process goes on answering its ports meanwhile. */
function runScript(what: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', ...args], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (${code})`))));
  });
}

/** Builds `app`. */
export const build = (app: AppName): Promise<void> => runScript(`Build of ${app}`, ['build', '-w', apps[app].dir]);

/** Trains the advisor's model when what it learns from has changed (tooling/advisor-model/train.ts). */
export const trainAdvisorWhenStale = (): Promise<void> => runScript('Training the advisor', ['advisor:train', '--', '--when-stale']);
