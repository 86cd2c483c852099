/**
 * Trains the advisor's model on every labelled question (./examples.ts) and the
 * site's published documents, and writes it where the edge function reads it:
 * `npm run advisor:train`. With `--when-stale`, only when what it learns from has changed since
 * (the sets, the documents, the trainer's code): `npm start` and `npm test` run it so.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from 'backend/brand';
import brand from 'backend/brand.generated.json' with { type: 'json' };
import { root } from '../lib/workspace';
import { siteSearchDocuments } from '../search/site-documents';
import { TEACHING_SETS, teachingCases, trainingSetFile, VISITOR_SETS, visitorCases } from './examples';
import { buildModel, DEFAULT_MODEL_OPTIONS } from './model';

export const MODEL_PATH = join(root, 'supabase/functions/_shared/advisor/model/model.json');
const ADVISOR = join(root, 'supabase/functions/_shared/advisor');
/** The code a model depends on: how text becomes features and labels, and how the trainer learns. */
const MODEL_CODE = [
  ...readdirSync(join(ADVISOR, 'model'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(ADVISOR, 'model', name)),
  // How a label is found for a question (a page's named document, a sentence that answers).
  join(ADVISOR, 'understand.ts'),
  join(ADVISOR, 'answer.ts'),
  ...['examples.ts', 'model.ts', 'pack-head.ts', 'softmax-trainer.ts', 'train.ts'].map((name) => join(root, 'tooling/advisor-model', name)),
].sort();

/** What the model is learned from, as one hash: a model stamped with another is stale. */
function inputsHash(documents: unknown): string {
  const hash = createHash('sha256');
  for (const name of [...VISITOR_SETS, ...TEACHING_SETS]) {
    const file = trainingSetFile(name);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  for (const file of MODEL_CODE) hash.update(readFileSync(file));
  hash.update(JSON.stringify([documents, brand, DEFAULT_MODEL_OPTIONS]));
  return hash.digest('hex');
}

const started = performance.now();
const documents = await siteSearchDocuments();
const trainedFrom = inputsHash(documents);
const current = existsSync(MODEL_PATH) ? (JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as { trainedFrom?: string }).trainedFrom : undefined;
if (process.argv.includes('--when-stale') && current === trainedFrom) {
  console.log('The advisor’s model is up to date.');
} else {
  const cases = [...visitorCases(), ...teachingCases()];
  const model = { ...buildModel(cases, documents, brand as Brand), trainedFrom };
  const json = JSON.stringify(model);
  writeFileSync(MODEL_PATH, json);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const heads = Object.entries(model.heads).map(([name, head]) => `${name}: ${head.labels.length} labels, ${head.entryCounts.reduce((sum, count) => sum + count, 0)} weights`);
  console.log(`Trained the advisor’s model on ${cases.length} questions and ${documents.length} documents in ${seconds} s (${heads.join('; ')}); ${(json.length / 1024).toFixed(0)} KiB.`);
}
