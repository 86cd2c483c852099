/**
 * The art pipeline's command line. Every image, video and static file an app lists in its
 * art.config.ts is an item with its own input hash (art/runner/input-hash.ts), recorded with the
 * sha256 of its files in the app's src/art/generated/stamp.json.
 *   npm run art                   render the items whose inputs changed or whose files are missing or
 *                                 edited; keep the rest; rewrite manifest.ts and the stamp
 *   npm run art -- --force        render every item
 *   npm run art:check             fail unless the committed files, the stamps, the lists and manifest.ts
 *                                 agree; re-renders only the items whose inputs changed (seconds when none did)
 *   npm run art:check -- --all    also re-render every item in memory and compare byte for byte (minutes)
 *   --app shell                   only this app (repeatable), for either command
 */
import type { AppName } from 'shared/federation-apps';
import { checkApp } from './runner/check';
import { appsWithArt } from './runner/paths';
import { updateApp } from './runner/update';

const usage = 'usage: render.ts [--force] [--app <name>]... | render.ts --check [--all] [--app <name>]...';
const args = process.argv.slice(2);
const check = args.includes('--check');
const all = args.includes('--all');
const force = args.includes('--force');
const only = args.flatMap((arg, index) => (arg === '--app' ? [args[index + 1] as AppName] : []));
const unknown = args.filter((arg, index) => !['--check', '--all', '--force', '--app'].includes(arg) && args[index - 1] !== '--app');
const strayApps = only.filter((app) => !appsWithArt().includes(app));
if (unknown.length || strayApps.length || (all && !check) || (force && check)) {
  console.error(`${usage}\n(apps with art: ${appsWithArt().join(', ')})`);
  process.exit(2);
}
const targets = appsWithArt().filter((app) => only.length === 0 || only.includes(app));
const log = (line: string) => console.log(line);

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

async function runCheck(): Promise<void> {
  const problems: string[] = [];
  for (const app of targets) {
    console.log(`${app}: checking${all ? ', every item re-rendered' : ''}`);
    problems.push(...(await checkApp(app, { all, log })));
  }
  if (problems.length) {
    console.error(`Art is not what its lists and stamps say (${seconds()} s):\n${problems.join('\n')}\nRun npm run art and commit the result.`);
    process.exit(1);
  }
  console.log(
    all
      ? `Art matches a fresh render of every item, byte for byte (${seconds()} s).`
      : `Art matches its stamps and the stamps match the inputs (${seconds()} s). npm run art:check -- --all re-renders everything.`,
  );
}

async function runUpdate(): Promise<void> {
  for (const app of targets) {
    const { rendered, kept } = await updateApp(app, { force, log });
    console.log(`${app}: ${rendered} rendered, ${kept} kept`);
  }
  console.log(`Done in ${seconds()} s.`);
}

await (check ? runCheck() : runUpdate());
