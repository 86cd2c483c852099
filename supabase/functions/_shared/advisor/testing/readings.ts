import type { Prediction } from '../model/classifier.ts';
import { featurise } from '../model/features.ts';
import type { AdvisorModel, Understanding } from '../model/model.ts';
import type { Reading } from '../read.ts';

/** A head's prediction with these probabilities (the rest of its labels at zero). */
export function prediction(probabilities: Record<string, number>): Prediction {
  const ranked = Object.entries(probabilities)
    .map(([label, probability]) => ({ label, probability }))
    .sort((a, b) => b.probability - a.probability);
  return { label: ranked[0]!.label, confidence: ranked[0]!.probability, ranked };
}

/** What a model made of `text`, as a stage test needs it: an answer in English about nothing sure unless told. */
export function understanding(text: string, { kind = { answer: 1 }, page = {}, language = { en: 1 } }: { kind?: Record<string, number>; page?: Record<string, number>; language?: Record<string, number> } = {}): Understanding {
  return { features: featurise(text), kind: prediction(kind), page: prediction({ none: 0, ...page }), language: prediction(language) };
}

/** A question as the first stage would hand it on, with what the model is told to make of it. */
export function reading(text: string, told: Parameters<typeof understanding>[1] = {}): Reading {
  const model = understanding(text, told);
  return { text, language: model.language.label as Reading['language'], model };
}

/** A model that reads every question the same way, for the stages after `read`. */
export const modelReading = (told: Parameters<typeof understanding>[1] = {}, answered: Record<string, string[]> = {}): AdvisorModel => ({
  read: (text) => understanding(text, told),
  features: (text) => featurise(text),
  answered: () => new Map(Object.entries(answered).map(([sentence, questions]) => [sentence, questions.map((question) => featurise(question))])),
});
