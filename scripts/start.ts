/**
 * `npm start`: builds whatever is missing or out of date, then serves every production build on
 * its port, as a static host would (see lib/static-server.ts), and the local backend (PGlite with
 * the migrations, the edge functions) on 54321. Ctrl-C stops everything.
 */
import { LOCAL_BACKEND_PORT } from '../supabase/local/keys';
import { localDataDir, serviceKeyFile } from '../supabase/local/paths';
import { startLocalBackend } from '../supabase/local/server';
import { apps, type AppName } from '../shared/build/apps';
import { createStaticServer, listen } from './lib/static-server';
import { spawnSync } from 'node:child_process';
import { build, distOf, needsBuild, needsCompose, root } from './lib/workspace';

const names = Object.keys(apps) as AppName[];
const host = process.env.HOST ?? '127.0.0.1';

let built = false;
for (const app of names) {
  if (needsBuild(app)) {
    console.log(`Building ${app}...`);
    build(app);
    built = true;
  }
}
// The crawlable route files, sitemap and 404 page are written from every app's build.
if (built || needsCompose()) {
  console.log('Composing the crawlable pages...');
  // Its own process: it renders the shell's layout with React, which needs the JSX settings of tsconfig.base.json.
  const composed = spawnSync('npm', ['run', 'compose'], { cwd: root, stdio: 'inherit' });
  if (composed.status !== 0) throw new Error('Composing the site failed');
}

const servers = await Promise.all(
  names.map(async (app) => {
    const server = app === 'shell' ? createStaticServer({ dir: distOf(app), notFoundPage: '404.html' }) : createStaticServer({ dir: distOf(app), cors: true });
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
