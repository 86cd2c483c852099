/**
 * `npm start`: serves every production build on its port, as a static host would (see
 * lib/static-server.ts), the shell with its pages composed on request (lib/shell-server.ts), and
 * the local backend (PGlite with the migrations, the edge functions) on 54321. Ctrl-C stops
 * everything.
 *
 * This process only supervises (lib/supervisor.ts): the web servers (lib/web-servers.ts) and the
 * backend (lib/backend-process.ts) each run in a child of their own, and one that exits (a crash,
 * a `kill -9`) is started again within seconds, with one line in the log.
 *
 * Every port answers from the first moment (lib/opening-gate.ts: 503 with Retry-After while the
 * site opens), this process builds what is missing or out of date in child processes meanwhile,
 * and the shell opens only once it has read every remote's published files and the backend
 * answers: the first page anyone gets is as whole as the hundredth.
 *
 * `npm run dev` is the same with `--watch`: a change under an app's `src` (or `shared`'s) builds
 * what it made stale again, and the next request serves it, as a deploy would. The shell's server
 * module is the web servers', so they start again after a build of the shell. One remote alone,
 * with Vite's hot reload, is `npm run dev -w mfe-<name>`.
 */
import type { ChildProcess } from 'node:child_process';
import { watch as watchFiles } from 'node:fs';
import { join } from 'node:path';
import { apps, type AppName } from 'shared/federation-apps';
import type { BackendProcess } from './lib/backend-process';
import { supervise } from './lib/supervisor';
import type { FromWebServers, ToWebServers } from './lib/web-servers';
import { root } from './lib/workspace';

const names = Object.keys(apps) as AppName[];
const host = process.env.HOST ?? '127.0.0.1';
const siteUrl = `http://localhost:${apps.shell.port}`;

/** What the web servers are told, again after each restart. */
const ready = { built: false, backend: false };
let listening = false;
let answering = () => {};
const firstListening = new Promise<void>((resolve) => (answering = resolve));
let open = false;
const tell = (child: ChildProcess | undefined) => {
  const say = (message: ToWebServers) => child?.connected && child.send(message);
  if (ready.built) say({ type: 'built' });
  if (ready.backend) say({ type: 'backend-ready' });
};

// The ports first: the rest is imported once the web servers start.
const web = supervise({
  name: 'web servers',
  command: process.execPath,
  args: ['--import', 'tsx', join(root, 'tooling/lib/web-servers.ts')],
  cwd: root,
  env: { ...process.env, HOST: host },
  onStart: (child) =>
    child.on('message', (message: FromWebServers) => {
      if (message.type === 'listening') {
        if (!listening) console.log(`Opening ${siteUrl}/ (it answers 503 with Retry-After until everything is ready)`);
        listening = true;
        answering();
        tell(child);
      } else if (message.type === 'open' && !open) {
        open = true;
        for (const app of names) console.log(`${app.padEnd(10)} http://localhost:${apps[app].port}/`);
        console.log(`\nNoirelle is open at ${siteUrl}/${message.missing.length ? ` (without ${message.missing.join(', ')} for now: see above)` : ''}`);
      }
    }),
  // Web servers that never answered (a port already taken) would only fail again.
  restart: () => {
    if (!listening) fail(new Error('The web servers stopped before they answered (see above).'));
    return listening;
  },
});

/** The backend, once it is started. */
const services: { backend?: BackendProcess } = {};
let stopping: Promise<void> | undefined;
const stop = (code: number) => {
  stopping ??= Promise.all([web.stop(), services.backend?.stop()]).then(() => process.exit(code));
  return stopping;
};
function fail(error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  void stop(1);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

await firstListening;
const { LOCAL_BACKEND_PORT } = await import('backend/local/keys');
const { startBackendProcess } = await import('./lib/backend-process');
const { build, needsBuild, trainAdvisorWhenStale } = await import('./lib/workspace');

// The advisor's model is the backend's to read: learned (again, if its examples changed) first.
await trainAdvisorWhenStale().catch(fail);
const backend = startBackendProcess({ port: LOCAL_BACKEND_PORT, host });
services.backend = backend;
backend.ready.then(() => {
  ready.backend = true;
  tell(web.child);
}, fail);

/** Builds every app whose build is missing or stale; true if the shell was built. */
async function buildStale(): Promise<boolean> {
  let shellBuilt = false;
  for (const app of names) {
    if (!needsBuild(app)) continue;
    console.log(`Building ${app}...`);
    await build(app);
    shellBuilt ||= app === 'shell';
  }
  return shellBuilt;
}

try {
  await buildStale();
  ready.built = true;
  tell(web.child);
} catch (error) {
  fail(error);
}

if (process.argv.includes('--watch')) watchSources();

/** Builds again what a change made stale, a moment after the last change; one build at a time. */
function watchSources() {
  let timer: NodeJS.Timeout | undefined;
  let building: Promise<void> | undefined;
  let changedMeanwhile = false;
  const rebuild = () => {
    if (building) return void (changedMeanwhile = true);
    building = buildStale()
      .then((shellBuilt) => {
        // The web servers run the shell's server module: the supervisor starts them again with the new one.
        if (shellBuilt) web.child?.kill('SIGTERM');
        console.log('Built: reload the page.');
      })
      .catch((error: unknown) => console.error(error instanceof Error ? error.message : error))
      .finally(() => {
        building = undefined;
        if (changedMeanwhile) {
          changedMeanwhile = false;
          rebuild();
        }
      });
  };
  for (const dir of [...names.map((app) => apps[app].dir), 'shared']) {
    watchFiles(join(root, dir, 'src'), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(rebuild, 300);
    });
  }
  console.log('Watching every app’s src: a change is built again, and served on the next request.');
}
