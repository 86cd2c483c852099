/** `npm run dev`: every app's Vite dev server at once, with named, coloured output. */
import concurrently from 'concurrently';
import { apps, type AppName } from 'shared/federation-apps';
import { root } from './lib/workspace';

const colours: Record<AppName, string> = {
  shell: 'yellow',
  catalogue: 'magenta',
  locations: 'cyan',
  booking: 'green',
  advisor: 'blue',
  press: 'red',
};

const { result } = concurrently(
  [
    ...(Object.keys(apps) as AppName[]).map((app) => ({
      name: app,
      prefixColor: colours[app],
      command: `npm run dev -w ${apps[app].dir}`,
      cwd: root,
    })),
    // The local backend (PGlite, the edge functions) the advisor remote talks to.
    { name: 'backend', prefixColor: 'white', command: 'npm run start -w backend', cwd: root },
  ],
  { killOthersOn: ['failure'], prefix: '[{name}]' },
);
result.catch(() => process.exit(1));
