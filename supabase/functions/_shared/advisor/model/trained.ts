/**
 * The trained model as the edge function ships it: model.json, written by `npm run advisor:train`
 * (tooling/advisor-model/train.ts) before the functions are served, tested or deployed.
 */
import data from './model.json' with { type: 'json' };
import type { ModelData } from './classifier.ts';
import { loadModel } from './model.ts';

export const trainedModel = loadModel(data as ModelData);
