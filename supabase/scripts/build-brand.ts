/**
 * Writes functions/_shared/brand.generated.json from the brand module (shared/src/brand.ts).
 * `--check` compares instead of writing (the backend's tests do the same).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBrand } from './brand-source';

const target = join(dirname(fileURLToPath(import.meta.url)), '../functions/_shared/brand.generated.json');
const fresh = `${JSON.stringify(buildBrand(), null, 2)}\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== fresh) {
    console.error('brand.generated.json is stale: run npm run brand -w backend');
    process.exit(1);
  }
  console.log('brand.generated.json is up to date');
} else {
  writeFileSync(target, fresh);
  console.log(`Wrote ${target}`);
}
