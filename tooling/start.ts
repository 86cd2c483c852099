/**
 * `npm start`: serves every production build on its port, as a static host would (see
 * lib/static-server.ts), the shell with its pages composed on request (lib/shell-server.ts), and
 * the local backend (PGlite with the migrations, the edge functions) on 54321 in its own process.
 * Ctrl-C stops everything.
 *
 * Every port answers from the first moment (lib/opening-gate.ts: 503 with Retry-After while the
 * site opens), builds what is missing or out of date in child processes, and opens the shell only
 * once it has read every remote's published files and the backend answers: the first page anyone
 * gets is as whole as the hundredth.
 */
import { apps, type AppName } from 'shared/federation-apps';
import { openingGate } from './lib/opening-gate';
import { listen } from './lib/static-server';

const names = Object.keys(apps) as AppName[];
const host = process.env.HOST ?? '127.0.0.1';
const siteUrl = `http://localhost:${apps.shell.port}`;

// The ports first, with as little loaded as can be: the rest is imported once they answer.
const gates = Object.fromEntries(names.map((app) => [app, openingGate()])) as Record<AppName, ReturnType<typeof openingGate>>;
await Promise.all(names.map((app) => listen(gates[app].server, apps[app].port, host)));
console.log(`Opening ${siteUrl}/ (it answers 503 with Retry-After until everything is ready)`);

const { LOCAL_BACKEND_PORT } = await import('backend/local/keys');
const { startBackendProcess } = await import('./lib/backend-process');
const { shellHandler } = await import('./lib/shell-server');
const { staticHandler } = await import('./lib/static-server');
const { build, distOf, needsBuild } = await import('./lib/workspace');

const backend = startBackendProcess(LOCAL_BACKEND_PORT, host);

for (const app of names) {
  if (needsBuild(app)) {
    console.log(`Building ${app}...`);
    await build(app);
  }
}

// A remote is its static files: ready as soon as it is built.
for (const app of names) if (app !== 'shell') gates[app].open(staticHandler({ dir: distOf(app) }));

const shell = await shellHandler();
const [warmUp] = await Promise.all([shell.pages.ready(siteUrl), backend.ready]);
gates.shell.open(shell.listener);

for (const app of names) console.log(`${app.padEnd(10)} http://localhost:${apps[app].port}/`);
const missing = warmUp.filter((result) => !result.ok).map((result) => result.app);
console.log(`\nNoirelle is open at ${siteUrl}/${missing.length ? ` (without ${missing.join(', ')} for now: see above)` : ''}`);

const stop = () => {
  for (const app of names) gates[app].server.close();
  backend.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
