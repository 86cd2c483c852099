/**
 * Trains the advisor's "understand" model on the seen and tuning sets and the site's published
 * documents, and writes it where the edge function can read it: `npm run advisor:train`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/workspace';
import { siteSearchDocuments } from '../search/site-documents';
import { trainingCases } from './examples';
import { buildModel } from './model';

export const MODEL_PATH = join(root, 'supabase/functions/_shared/advisor/model/model.json');

const started = performance.now();
const documents = await siteSearchDocuments();
const cases = [...trainingCases('seen'), ...trainingCases('tuning')];
const model = buildModel(cases, documents);
const json = JSON.stringify(model);
writeFileSync(MODEL_PATH, json);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const entries = Object.entries(model.heads).map(([name, head]) => `${name}: ${head.labels.length} labels, ${head.entryCounts.reduce((sum, count) => sum + count, 0)} weights`);
console.log(`Trained on ${cases.length} questions and ${documents.length} documents in ${seconds} s (${entries.join('; ')}).`);
console.log(`Wrote ${MODEL_PATH}: ${(json.length / 1024).toFixed(0)} KiB.`);
