/**
 * `npm start`: builds whatever is missing or out of date, then serves every production build on
 * its port, as a static host would (see lib/static-server.ts), the shell with its pages composed on
 * request (lib/shell-server.ts), and the local backend (PGlite with the migrations, the edge
 * functions) on 54321. Ctrl-C stops everything.
 */
import { LOCAL_BACKEND_PORT } from '../supabase/local/keys';
import { localDataDir, serviceKeyFile } from '../supabase/local/paths';
import { startLocalBackend } from '../supabase/local/server';
import { apps, type AppName } from '../shared/build/apps';
import { createShellServer } from './lib/shell-server';
import { createStaticServer, listen } from './lib/static-server';
import { build, distOf, needsBuild } from './lib/workspace';

const names = Object.keys(apps) as AppName[];
const host = process.env.HOST ?? '127.0.0.1';

for (const app of names) {
  if (needsBuild(app)) {
    console.log(`Building ${app}...`);
    build(app);
  }
}

const servers = await Promise.all(
  names.map(async (app) => {
    // The shell composes each page on request from the remotes' current builds: deploying a remote
    // is replacing its dist, with nothing to rebuild or compose here.
    const server = app === 'shell' ? await createShellServer() : createStaticServer({ dir: distOf(app) });
    await listen(server, apps[app].port, host);
    console.log(`${app.padEnd(10)} http://localhost:${apps[app].port}/`);
    return server;
  }),
);
const backend = await startLocalBackend({ port: LOCAL_BACKEND_PORT, host, dataDir: localDataDir, serviceKeyFile });
console.log(`${'backend'.padEnd(10)} ${backend.url}/ (Postgres data in .local/backend-data)`);
console.log(`\nNoirelle is open at http://localhost:${apps.shell.port}/`);

const stop = async () => {
  for (const server of servers) server.close();
  await backend.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
