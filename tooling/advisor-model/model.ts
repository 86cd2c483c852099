import type { ModelData } from 'backend/advisor/model/classifier';
import { DEFAULT_FEATURE_OPTIONS } from 'backend/advisor/model/features';
import type { SearchDocument } from 'shared/search-documents';
import type { AdvisorCase } from '../search/relevance';
import { documentExamples, kindExamples, KINDS, pageExamples } from './examples';
import { DEFAULT_TRAIN_OPTIONS, trainHead, type TrainOptions } from './softmax-trainer';

export interface ModelOptions extends TrainOptions {
  /** How much a page's own sentence counts against a visitor's question. */
  documentWeight: number;
}

export const DEFAULT_MODEL_OPTIONS: ModelOptions = { ...DEFAULT_TRAIN_OPTIONS, features: DEFAULT_FEATURE_OPTIONS, documentWeight: 0.5 };

/** The two heads: what kind of question (answer, referral, decline), and for answers, which page. */
export function buildModel(cases: readonly AdvisorCase[], documents: readonly SearchDocument[], options: ModelOptions = DEFAULT_MODEL_OPTIONS): ModelData {
  const pages = [...pageExamples(cases), ...documentExamples(documents, options.documentWeight)];
  const pageLabels = [...new Set(pages.map((example) => example.label))].sort();
  return {
    version: 1,
    features: options.features,
    heads: {
      kind: trainHead(kindExamples(cases), KINDS, options),
      page: trainHead(pages, pageLabels, options),
    },
  };
}
