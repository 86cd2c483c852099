import { loadHead, type ModelData, type Prediction } from './classifier.ts';
import { featurise, type SparseVector } from './features.ts';

/** What the model reads in a question: the kind of reply, the page or topic, and the language. */
export interface Understanding {
  features: SparseVector;
  kind: Prediction;
  page: Prediction;
  language: Prediction;
}

export interface AdvisorModel {
  read(text: string): Understanding;
  /** A text's features, as the model reads them: to measure how near a sentence is to a question. */
  features(text: string): SparseVector;
  /** The questions (as features) each sentence of a document answered in training, by the sentence (normalised). */
  answered(documentId: string): ReadonlyMap<string, readonly SparseVector[]>;
}

/** The trained model (tooling/advisor-model/train.ts writes it) as the advisor reads questions with it. */
export function loadModel(data: ModelData): AdvisorModel {
  const head = (name: string) => {
    const head = data.heads[name];
    if (!head) throw new Error(`The advisor's model has no ${name} head: run npm run advisor:train`);
    return loadHead(head);
  };
  const [kind, page, language] = [head('kind'), head('page'), head('language')];
  const answered = new Map<string, Map<string, SparseVector[]>>();
  return {
    features: (text) => featurise(text, data.features),
    answered(documentId) {
      let sentences = answered.get(documentId);
      if (!sentences) {
        sentences = new Map(Object.entries(data.answered?.[documentId] ?? {}).map(([sentence, questions]) => [sentence, questions.map((question) => featurise(question, data.features))]));
        answered.set(documentId, sentences);
      }
      return sentences;
    },
    read(text) {
      const features = featurise(text, data.features);
      return { features, kind: kind.predict(features), page: page.predict(features), language: language.predict(features) };
    },
  };
}
