/**
 * Writes functions/_shared/advisor/knowledge.generated.json from the remotes' data modules (the
 * catalogue, the services, the booking experiences, the Immersion, the locations) and the brand
 * module. `--check` compares instead of writing (the backend's tests do the same).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildKnowledge } from './knowledge-source';

const target = join(dirname(fileURLToPath(import.meta.url)), '../functions/_shared/advisor/knowledge.generated.json');
const fresh = `${JSON.stringify(buildKnowledge(), null, 2)}\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== fresh) {
    console.error('knowledge.generated.json is stale: run npm run knowledge -w backend');
    process.exit(1);
  }
  console.log('knowledge.generated.json is up to date');
} else {
  writeFileSync(target, fresh);
  console.log(`Wrote ${target}`);
}
