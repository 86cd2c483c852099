/**
 * The site's six web servers (the shell and the five remotes), in a process of their own that
 * `npm start` (tooling/start.ts) supervises (./supervisor.ts): if it exits, a new one takes the ports
 * again within seconds. Run as that child, with an IPC channel; its messages:
 *
 * - it says `listening` once every port answers (503 with Retry-After until the site is open:
 *   ./opening-gate.ts), and is told back what is ready so far;
 * - told `built`, it opens the remotes and reads them once for the shell;
 * - told `backend-ready` as well, it opens the shell and says `open`, naming any remote it could not read.
 */
import { apps, type AppName } from 'shared/federation-apps';
import { openingGate, type OpeningGate } from './opening-gate';
import { listen } from './static-server';

export type ToWebServers = { type: 'built' } | { type: 'backend-ready' };
export type FromWebServers = { type: 'listening' } | { type: 'open'; missing: string[] };

const names = Object.keys(apps) as AppName[];
const host = process.env.HOST ?? '127.0.0.1';
const siteUrl = `http://localhost:${apps.shell.port}`;
const tell = (message: FromWebServers) => process.send?.(message);

/** Settles when the supervisor says so (it may say so again: each is answered once). */
const toldOf = () => {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
};
const told = { built: toldOf(), 'backend-ready': toldOf() };
process.on('message', (message: ToWebServers) => told[message.type]?.resolve());

// The ports first, with as little loaded as can be: the rest is imported once they answer.
const gates = Object.fromEntries(names.map((app) => [app, openingGate()])) as Record<AppName, OpeningGate>;
await Promise.all(names.map((app) => listen(gates[app].server, apps[app].port, host)));
// Nothing outlives `npm start`: its channel closes when it exits, even after a `kill -9`.
process.once('disconnect', () => process.exit(0));
tell({ type: 'listening' });

const { shellHandler } = await import('./shell-server');
const { staticHandler } = await import('./static-server');
const { distOf } = await import('./workspace');

await told.built.promise;
// A remote is its static files: ready as soon as it is built.
for (const app of names) if (app !== 'shell') gates[app].open(staticHandler({ dir: distOf(app) }));

const shell = await shellHandler();
const [warmUp] = await Promise.all([shell.pages.ready(siteUrl), told['backend-ready'].promise]);
gates.shell.open(shell.listener);
tell({ type: 'open', missing: warmUp.filter((result) => !result.ok).map((result) => result.app) });
