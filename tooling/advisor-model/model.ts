import type { ModelData } from 'backend/advisor/model/classifier';
import { DEFAULT_FEATURE_OPTIONS } from 'backend/advisor/model/features';
import { LANGUAGES } from 'backend/advisor/model/labels';
import type { Brand } from 'backend/brand';
import type { SearchDocument } from 'shared/search-documents';
import type { AdvisorCase } from '../search/relevance';
import { answeredSentences, documentExamples, kindExamples, KINDS, languageExamples, pageExamples } from './examples';
import { DEFAULT_TRAIN_OPTIONS, trainHead, type TrainingExample, type TrainOptions } from './softmax-trainer';

export interface ModelOptions extends TrainOptions {
  /** How much a page's own sentence counts against a visitor's question. */
  documentWeight: number;
  /**
   * How far the kind head evens out its kinds: each example weighs (mean count / its kind's count) to
   * this power, so 0 leaves the counts as they are and 1 makes each kind weigh the same in all.
   */
  kindBalance: number;
}

export const DEFAULT_MODEL_OPTIONS: ModelOptions = { ...DEFAULT_TRAIN_OPTIONS, features: DEFAULT_FEATURE_OPTIONS, documentWeight: 0.5, kindBalance: 0.5 };

/** Each example weighted by (mean count / its label's count) ^ power: rarer labels weigh more. */
export function balanced(examples: readonly TrainingExample[], power: number): TrainingExample[] {
  const counts = new Map<string, number>();
  for (const example of examples) counts.set(example.label, (counts.get(example.label) ?? 0) + 1);
  const mean = examples.length / counts.size;
  return examples.map((example) => ({ ...example, weight: (example.weight ?? 1) * (mean / counts.get(example.label)!) ** power }));
}

/**
 * The three heads: what kind of reply (answer, greeting, referral, reaction, decline); for
 * answers, which page or house topic; and the visitor's language.
 */
export function buildModel(cases: readonly AdvisorCase[], documents: readonly SearchDocument[], brand: Brand, options: ModelOptions = DEFAULT_MODEL_OPTIONS): ModelData {
  const pages = [...pageExamples(cases, brand, documents), ...documentExamples(documents, options.documentWeight)];
  const pageLabels = [...new Set(pages.map((example) => example.label))].sort();
  return {
    version: 1,
    features: options.features,
    heads: {
      kind: trainHead(balanced(kindExamples(cases, brand), options.kindBalance), KINDS, options),
      page: trainHead(pages, pageLabels, options),
      language: trainHead(languageExamples(cases), LANGUAGES, { ...options, pruneBelow: Math.max(options.pruneBelow, 20) }),
    },
    answered: answeredSentences(cases, brand, documents),
  };
}
