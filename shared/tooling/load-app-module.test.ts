// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_PUBLIC_ENV_KEY } from '../src/public-env';
import { handPublicEnv, loadAppModule } from './load-app-module';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  delete (globalThis as Record<string, unknown>)[BUILD_PUBLIC_ENV_KEY];
});

describe('an app module loaded in Node at build time', () => {
  it('reads the build’s public settings, and only those, though it has no import.meta.env', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'noirelle-env-'));
    dirs.push(dir);
    const publicEnv = pathToFileURL(fileURLToPath(new URL('../src/public-env.ts', import.meta.url))).href;
    const file = join(dir, 'settings.ts');
    writeFileSync(file, `import { publicEnvOf } from '${publicEnv}';\nexport const settings = () => publicEnvOf((import.meta as { env?: Record<string, string> }).env);\n`);
    handPublicEnv({ VITE_SUPABASE_URL: 'https://project.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'secret', MODE: 'production' });
    const { settings } = await loadAppModule<{ settings: () => Record<string, string> }>(file);
    expect(settings()).toEqual({ VITE_SUPABASE_URL: 'https://project.supabase.co' });
  });
});
