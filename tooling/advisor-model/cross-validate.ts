/**
 * 5-fold cross-validation of the "understand" model on the seen set: train on four fifths (plus the
 * tuning set and the site's documents), score the fifth. Prints kind and page figures per fold and
 * their mean, precision against coverage at confidence thresholds, a learning curve, inference
 * time and the model's size: `npm run advisor:cv`. Reads neither the held-out set nor its questions.
 */
import { loadHead, type ModelData } from 'backend/advisor/model/classifier';
import { featurise } from 'backend/advisor/model/features';
import type { SearchDocument } from 'shared/search-documents';
import type { AdvisorCase } from '../search/relevance';
import { siteSearchDocuments } from '../search/site-documents';
import { kindOf, trainingCases } from './examples';
import { parseArgs } from 'node:util';
import { buildModel, DEFAULT_MODEL_OPTIONS, type ModelOptions } from './model';
import { seededRandom, shuffled } from './softmax-trainer';

const FOLDS = 5;
const SEED = 11;
const THRESHOLDS = [0.3, 0.5, 0.7] as const;
const FRACTIONS = [0.25, 0.5, 1] as const;

/** Settings to compare (`-- --bits 16 --prune 4 --document-weight 0.3 --epochs 8 --no-curve`); the trainer's defaults otherwise. */
function optionsFromArguments(): { options: ModelOptions; curve: boolean } {
  const { values } = parseArgs({ options: { bits: { type: 'string' }, prune: { type: 'string' }, 'document-weight': { type: 'string' }, epochs: { type: 'string' }, l2: { type: 'string' }, 'no-curve': { type: 'boolean' } } });
  const number = (value: string | undefined, fallback: number) => (value === undefined ? fallback : Number(value));
  const defaults = DEFAULT_MODEL_OPTIONS;
  const options: ModelOptions = {
    ...defaults,
    features: { ...defaults.features, bucketBits: number(values.bits, defaults.features.bucketBits) },
    pruneBelow: number(values.prune, defaults.pruneBelow),
    documentWeight: number(values['document-weight'], defaults.documentWeight),
    epochs: number(values.epochs, defaults.epochs),
    l2: number(values.l2, defaults.l2),
  };
  return { options, curve: !values['no-curve'] };
}

/** Stratified by what a right reply is (its kind, and its page for answers): each fold holds a fifth of each. */
export function stratifiedFolds(cases: readonly AdvisorCase[], folds: number, seed: number): AdvisorCase[][] {
  const random = seededRandom(seed);
  const groups = new Map<string, AdvisorCase[]>();
  for (const entry of cases) {
    const key = `${kindOf(entry)} ${entry.expectLink ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const out: AdvisorCase[][] = Array.from({ length: folds }, () => []);
  let next = 0;
  for (const key of [...groups.keys()].sort()) {
    for (const entry of shuffled(groups.get(key)!, random)) out[next++ % folds]!.push(entry);
  }
  return out;
}

interface Scored {
  kind: string;
  kindGuess: string;
  kindConfidence: number;
  /** For answers with a page: the page expected, guessed and how sure. */
  page?: { expected: string; guess: string; confidence: number };
  milliseconds: number;
}

function score(model: ModelData, cases: readonly AdvisorCase[]): Scored[] {
  const head = (name: string) => {
    const data = model.heads[name];
    if (!data) throw new Error(`The model has no ${name} head`);
    return loadHead(data);
  };
  const kindHead = head('kind');
  const pageHead = head('page');
  return cases.map((entry) => {
    const started = performance.now();
    const features = featurise(entry.question, model.features);
    const kind = kindHead.predict(features);
    const page = pageHead.predict(features);
    const milliseconds = performance.now() - started;
    const expectedPage = kindOf(entry) === 'answer' ? entry.expectLink : undefined;
    return { kind: kindOf(entry), kindGuess: kind.label, kindConfidence: kind.confidence, page: expectedPage ? { expected: expectedPage, guess: page.label, confidence: page.confidence } : undefined, milliseconds };
  });
}

const share = (hits: number, of: number) => (of === 0 ? NaN : hits / of);
const count = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length;

type Figures = Record<string, number>;

function figures(scored: readonly Scored[]): Figures {
  const recall = (kind: string) => share(count(scored, (s) => s.kind === kind && s.kindGuess === kind), count(scored, (s) => s.kind === kind));
  const pages = scored.flatMap((s) => (s.page ? [s.page] : []));
  const out: Figures = {
    'kind acc': share(count(scored, (s) => s.kind === s.kindGuess), scored.length),
    'referral recall': recall('referral'),
    'decline recall': recall('decline'),
    'answer recall': recall('answer'),
    'page acc@1': share(count(pages, (p) => p.guess === p.expected), pages.length),
  };
  for (const threshold of THRESHOLDS) {
    const sureKinds = scored.filter((s) => s.kindConfidence >= threshold);
    const surePages = pages.filter((p) => p.confidence >= threshold);
    out[`kind prec@${threshold}`] = share(count(sureKinds, (s) => s.kind === s.kindGuess), sureKinds.length);
    out[`kind cov@${threshold}`] = share(sureKinds.length, scored.length);
    out[`page prec@${threshold}`] = share(count(surePages, (p) => p.guess === p.expected), surePages.length);
    out[`page cov@${threshold}`] = share(surePages.length, pages.length);
  }
  return out;
}

const mean = (rows: readonly Figures[]): Figures => Object.fromEntries(Object.keys(rows[0] ?? {}).map((key) => [key, rows.reduce((sum, row) => sum + (row[key] ?? NaN), 0) / rows.length]));
const percent = (row: Figures) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, `${(value * 100).toFixed(1)}%`]));
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

interface Run {
  perFold: Figures[];
  milliseconds: number[];
  bytes: number[];
}

function crossValidate(seen: readonly AdvisorCase[], tuning: readonly AdvisorCase[], documents: readonly SearchDocument[], fraction: number, options: ModelOptions): Run {
  const folds = stratifiedFolds(seen, FOLDS, SEED);
  const run: Run = { perFold: [], milliseconds: [], bytes: [] };
  folds.forEach((test, k) => {
    const rest = folds.filter((_, other) => other !== k).flat();
    const train = shuffled(rest, seededRandom(SEED + k)).slice(0, Math.round(rest.length * fraction));
    const model = buildModel([...train, ...tuning], documents, options);
    const scored = score(model, test);
    run.perFold.push(figures(scored));
    run.milliseconds.push(...scored.map((s) => s.milliseconds));
    run.bytes.push(JSON.stringify(model).length);
  });
  return run;
}

const MAIN_FIGURES = ['kind acc', 'referral recall', 'decline recall', 'answer recall', 'page acc@1'];
const pick = (row: Figures, keys: readonly string[]): Figures => Object.fromEntries(keys.map((key) => [key, row[key] ?? NaN]));
const byThreshold = (row: Figures) =>
  Object.fromEntries(THRESHOLDS.map((t) => [`confidence >= ${t}`, percent({ 'kind precision': row[`kind prec@${t}`] ?? NaN, 'kind coverage': row[`kind cov@${t}`] ?? NaN, 'page precision': row[`page prec@${t}`] ?? NaN, 'page coverage': row[`page cov@${t}`] ?? NaN })]));

const { options, curve: withCurve } = optionsFromArguments();
const documents = await siteSearchDocuments();
const seen = trainingCases('seen');
const tuning = trainingCases('tuning');
console.log(`Options: ${JSON.stringify(options)}`);
const curve: Record<string, Figures> = {};
for (const fraction of withCurve ? FRACTIONS : [1]) {
  const run = crossValidate(seen, tuning, documents, fraction, options);
  const averaged = mean(run.perFold);
  curve[`${fraction * 100}% of training folds`] = averaged;
  if (fraction !== 1) continue;
  console.log(`\n${FOLDS}-fold cross-validation on the seen set (${seen.length} questions), trained with the tuning set (${tuning.length}) and ${documents.length} documents:`);
  console.table(Object.fromEntries([...run.perFold.map((row, k) => [`fold ${k + 1}`, percent(pick(row, MAIN_FIGURES))]), ['mean', percent(pick(averaged, MAIN_FIGURES))]]));
  console.log('Precision and coverage when only confident predictions count (mean over folds; page figures over answers with a page):');
  console.table(byThreshold(averaged));
  const sorted = [...run.milliseconds].sort((a, b) => a - b);
  console.log(`Inference per question (features + both heads): p50 ${quantile(sorted, 0.5).toFixed(3)} ms, p95 ${quantile(sorted, 0.95).toFixed(3)} ms.`);
  console.log(`Model JSON: ${(run.bytes.reduce((sum, bytes) => sum + bytes, 0) / run.bytes.length / 1024).toFixed(0)} KiB on average over the folds.`);
}
if (withCurve) {
  console.log('\nLearning curve (mean over folds):');
  console.table(Object.fromEntries(Object.entries(curve).map(([name, row]) => [name, percent(pick(row, ['kind acc', 'referral recall', 'decline recall', 'page acc@1']))])));
}
