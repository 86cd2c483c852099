/**
 * `npm run art`: renders every image, file and video the apps list in their art.config.ts.
 *   npm run art                 render the apps whose list, motifs or pipeline changed
 *   npm run art -- --force      render everything
 *   npm run art -- --check      render everything in memory and compare with the committed files
 *   npm run art -- --app shell  only this app (repeatable)
 */
import type { AppName } from '../shared/build/apps';
import { appsWithArt, differences, inputHash, readStamp, renderApp, writeApp } from './pipeline/build';

const args = process.argv.slice(2);
const check = args.includes('--check');
const force = args.includes('--force');
const only = args.flatMap((arg, index) => (arg === '--app' ? [args[index + 1] as AppName] : []));
const targets = appsWithArt().filter((app) => only.length === 0 || only.includes(app));

const started = Date.now();
const problems: string[] = [];
for (const app of targets) {
  const fresh = readStamp(app)?.inputHash === inputHash(app);
  if (!check && !force && fresh) {
    console.log(`${app}: up to date`);
    continue;
  }
  console.log(`${app}: rendering`);
  const output = await renderApp(app, (line) => console.log(line));
  if (check) problems.push(...differences(app, output));
  else writeApp(app, output);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (check) {
  if (problems.length) {
    console.error(`Art is not what the lists render (${seconds} s):\n${problems.join('\n')}\nRun npm run art and commit the result.`);
    process.exit(1);
  }
  console.log(`Art matches a fresh render, byte for byte (${seconds} s).`);
} else {
  console.log(`Done in ${seconds} s.`);
}
