import type { ModelData } from 'backend/advisor/model/classifier';
import { DEFAULT_FEATURE_OPTIONS } from 'backend/advisor/model/features';
import { LANGUAGES } from 'backend/advisor/model/labels';
import type { Brand } from 'backend/brand';
import type { SearchDocument } from 'shared/search-documents';
import type { AdvisorCase } from '../search/relevance';
import { answeredSentences, documentExamples, kindExamples, KINDS, languageExamples, pageExamples } from './examples';
import { DEFAULT_TRAIN_OPTIONS, trainHead, type TrainOptions } from './softmax-trainer';

export interface ModelOptions extends TrainOptions {
  /** How much a page's own sentence counts against a visitor's question. */
  documentWeight: number;
}

export const DEFAULT_MODEL_OPTIONS: ModelOptions = { ...DEFAULT_TRAIN_OPTIONS, features: DEFAULT_FEATURE_OPTIONS, documentWeight: 0.5 };

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
      kind: trainHead(kindExamples(cases, brand), KINDS, options),
      page: trainHead(pages, pageLabels, options),
      language: trainHead(languageExamples(cases), LANGUAGES, { ...options, pruneBelow: Math.max(options.pruneBelow, 20) }),
    },
    answered: answeredSentences(cases, brand, documents),
  };
}
