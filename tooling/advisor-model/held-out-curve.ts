/**
 * The held-out set's learning curve: the whole advisor, its model trained on 25%, 50% and 100% of
 * the visitors' questions (a seeded sample of the seen and multilingual sets, with the teaching sets
 * whole), replying to the held-out set. Prints totals only, never a question:
 * `npm run advisor:curve`. Each run is a read of the held-out set; say so where its figures go.
 */
import type { Brand } from 'backend/brand';
import brand from 'backend/brand.generated.json' with { type: 'json' };
import { loadModel } from 'backend/advisor/model/model';
import { SiteSearchIndex } from 'shared/search';
import { advisorOutcomes, relevanceSet, totals } from '../search/relevance';
import { siteSearchDocuments } from '../search/site-documents';
import { teachingCases, visitorCases } from './examples';
import { buildModel } from './model';
import { seededRandom, shuffled } from './softmax-trainer';

const index = new SiteSearchIndex(await siteSearchDocuments());
const labelled = visitorCases();
const heldOut = relevanceSet('held-out').advisor;
for (const fraction of [0.25, 0.5, 1]) {
  const sample = shuffled(labelled, seededRandom(17)).slice(0, Math.round(labelled.length * fraction));
  const model = loadModel(buildModel([...sample, ...teachingCases()], index.documents(), brand as Brand));
  console.log(`${fraction * 100}% of the labelled questions: ${totals(advisorOutcomes({ brand: brand as Brand, index, model }, heldOut))}`);
}
