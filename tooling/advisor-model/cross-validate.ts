/**
 * 5-fold cross-validation of the whole advisor (every stage, with a model trained per fold) on the
 * visitors' questions (the seen and multilingual sets): train on four fifths (plus the teaching sets
 * and the site's documents),
 * reply to the fifth, and judge each reply as the relevance tests do. Prints hits by kind and
 * language, wrong pages, a learning curve, inference time and the model's size:
 * `npm run advisor:cv` (`-- --no-curve` for one run). Never reads the held-out set.
 */
import { parseArgs } from 'node:util';
import type { AdvisorSources } from 'backend/advisor';
import { loadModel } from 'backend/advisor/model/model';
import type { Brand } from 'backend/brand';
import brand from 'backend/brand.generated.json' with { type: 'json' };
import { SiteSearchIndex } from 'shared/search';
import { advisorOutcomes, type AdvisorCase, type Outcome } from '../search/relevance';
import { siteSearchDocuments, siteTranslatedDocuments } from '../search/site-documents';
import { advise } from 'backend/advisor';
import { kindOf, teachingCases, visitorCases } from './examples';
import { buildModel, DEFAULT_MODEL_OPTIONS } from './model';
import { seededRandom, shuffled } from './softmax-trainer';

const FOLDS = 5;
const SEED = 11;
const FRACTIONS = [0.25, 0.5, 1] as const;

/** Stratified by what a right reply is (its kind, and its page for answers): each fold holds a fifth of each. */
function stratifiedFolds(cases: readonly AdvisorCase[], folds: number, seed: number): AdvisorCase[][] {
  const random = seededRandom(seed);
  const groups = new Map<string, AdvisorCase[]>();
  for (const entry of cases) {
    const key = `${kindOf(entry, brand as Brand)} ${entry.expectLink ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const out: AdvisorCase[][] = Array.from({ length: folds }, () => []);
  let next = 0;
  for (const key of [...groups.keys()].sort()) for (const entry of shuffled(groups.get(key)!, random)) out[next++ % folds]!.push(entry);
  return out;
}

interface Scored {
  outcomes: Outcome[];
  milliseconds: number[];
  bytes: number;
}

function scoreFold(train: readonly AdvisorCase[], test: readonly AdvisorCase[], index: SiteSearchIndex): Scored {
  const data = buildModel(train, index.documents(), brand as Brand, DEFAULT_MODEL_OPTIONS);
  const sources: AdvisorSources = { brand: brand as Brand, index, translated, model: loadModel(data) };
  const milliseconds = test.map((entry) => {
    const started = performance.now();
    advise(sources, entry.question);
    return performance.now() - started;
  });
  return { outcomes: advisorOutcomes(sources, test), milliseconds, bytes: JSON.stringify(data).length };
}

const rate = (outcomes: readonly Outcome[], keep: (outcome: Outcome) => boolean = () => true) => {
  const subset = outcomes.filter(keep);
  return subset.length ? `${((subset.filter((outcome) => outcome.hit).length / subset.length) * 100).toFixed(1)}% of ${subset.length}` : '-';
};

function crossValidate(cases: readonly AdvisorCase[], always: readonly AdvisorCase[], index: SiteSearchIndex, fraction: number) {
  const folds = stratifiedFolds(cases, FOLDS, SEED);
  const runs = folds.map((test, k) => {
    const rest = folds.filter((_, other) => other !== k).flat();
    const train = shuffled(rest, seededRandom(SEED + k)).slice(0, Math.round(rest.length * fraction));
    return scoreFold([...train, ...always], test, index);
  });
  const outcomes = runs.flatMap((run) => run.outcomes);
  const byGroup = (key: 'kind' | 'language', value: string) => rate(outcomes, (outcome) => outcome.group?.[key] === value);
  return {
    figures: {
      all: rate(outcomes),
      answer: byGroup('kind', 'answer'),
      referral: byGroup('kind', 'referral'),
      decline: byGroup('kind', 'decline'),
      en: byGroup('language', 'en'),
      fr: byGroup('language', 'fr'),
      es: byGroup('language', 'es'),
      'wrong page': `${((outcomes.filter((outcome) => outcome.wrongPage).length / outcomes.length) * 100).toFixed(1)}%`,
    },
    milliseconds: runs.flatMap((run) => run.milliseconds).sort((a, b) => a - b),
    kib: runs.reduce((sum, run) => sum + run.bytes, 0) / runs.length / 1024,
  };
}

const { values } = parseArgs({ options: { 'no-curve': { type: 'boolean' } } });
const index = new SiteSearchIndex(await siteSearchDocuments());
const translated = await siteTranslatedDocuments();
const cases = visitorCases();
const teaching = teachingCases();
console.log(`${FOLDS}-fold cross-validation of the advisor on ${cases.length} visitors' questions (seen and multilingual sets), each fold trained with the other four, ${teaching.length} teaching questions (the tuning and written sets) and ${index.size} documents.`);
const curve: Record<string, Record<string, string>> = {};
for (const fraction of values['no-curve'] ? [1] : FRACTIONS) {
  const run = crossValidate(cases, teaching, index, fraction);
  curve[`${fraction * 100}% of the training folds`] = run.figures;
  if (fraction !== 1) continue;
  const quantile = (q: number) => run.milliseconds[Math.min(run.milliseconds.length - 1, Math.floor(q * run.milliseconds.length))]!.toFixed(2);
  console.log(`A reply takes p50 ${quantile(0.5)} ms, p95 ${quantile(0.95)} ms; the model is ${run.kib.toFixed(0)} KiB.`);
}
console.table(curve);
