/**
 * `npm run start -w backend`: the local backend alone on port 54321, the process `npm start` and
 * `npm run dev` run it in. BACKEND_PORT, BACKEND_HOST, BACKEND_DATA_DIR and
 * BACKEND_SERVICE_KEY_FILE run a second one beside it (the end-to-end test that kills a backend in
 * the middle of a registration runs its own; the backend benchmark one on a fresh database).
 * BACKEND_DATABASE_URL (`postgresql://…`, a superuser) runs it on a PostgreSQL server instead of
 * PGlite, with the same migrations.
 */
import { LOCAL_BACKEND_PORT } from './keys';
import { localDataDir, serviceKeyFile } from './paths';
import { startLocalBackend } from './server';

/** Where a database URL points, without its credentials, for the log. */
const databaseServer = (url: string) => {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
};

const dataDir = process.env.BACKEND_DATA_DIR || localDataDir;
const databaseUrl = process.env.BACKEND_DATABASE_URL || undefined;
const backend = await startLocalBackend({
  port: Number(process.env.BACKEND_PORT ?? LOCAL_BACKEND_PORT),
  host: process.env.BACKEND_HOST || undefined,
  dataDir,
  databaseUrl,
  serviceKeyFile: process.env.BACKEND_SERVICE_KEY_FILE || serviceKeyFile,
});
console.log(`backend    ${backend.url}/ (${databaseUrl ? `PostgreSQL at ${databaseServer(databaseUrl)}` : `PGlite in ${dataDir}`})`);
const stop = async () => {
  await backend.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Run by a supervisor (tooling/lib/supervisor.ts) in a process group of its own, no Ctrl-C or
// group kill reaches it: it stops when the supervisor's channel closes, even after a `kill -9`.
if (process.connected) process.once('disconnect', stop);
