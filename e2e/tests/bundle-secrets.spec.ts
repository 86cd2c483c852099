import { expect, test } from './fixtures';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { apps, type AppName } from 'shared/federation-apps';
import { secretSentinels } from '../setup/secret-sentinels';
import { distOf, shellServerModule } from 'tooling/lib/workspace';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('no server secret reaches a browser bundle', () => {
  // The shell's server module is deployed with it (to an edge runtime): it is checked too.
  const texts = [...(Object.keys(apps) as AppName[]).map(distOf), dirname(shellServerModule)].flatMap(filesUnder).filter((path) => /\.(?:js|mjs|html|json|css|map|txt|webmanifest)$/.test(path));
  expect(texts.length).toBeGreaterThan(50);
  const leaks: string[] = [];
  for (const path of texts) {
    const text = readFileSync(path, 'utf8');
    for (const [name, value] of Object.entries(secretSentinels)) if (text.includes(value)) leaks.push(`${name} in ${path}`);
    // Names of server-only settings have no business in a browser file either.
    for (const name of ['SUPABASE_SERVICE_ROLE_KEY', 'FLOWISE_API_KEY', 'EMAIL_API_PASSWORD']) if (text.includes(name)) leaks.push(`${name} (name) in ${path}`);
  }
  expect(leaks).toEqual([]);
});
