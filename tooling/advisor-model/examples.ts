import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchDocument } from 'shared/search-documents';
import type { AdvisorCase, RelevanceSet } from '../search/relevance';
import { root } from '../lib/workspace';
import type { TrainingExample } from './softmax-trainer';

/** What a question asks for, the kind head's labels. */
export const KINDS = ['answer', 'referral', 'decline'] as const;
export type Kind = (typeof KINDS)[number];

/**
 * The advisor questions of the sets the model may learn from. Only these two: the held-out set
 * measures the model and must never be read here.
 */
export const trainingCases = (name: 'seen' | 'tuning'): AdvisorCase[] => (JSON.parse(readFileSync(join(root, `tooling/search/${name}-set.json`), 'utf8')) as RelevanceSet).advisor;

export const kindOf = (entry: AdvisorCase): Kind => entry.expect ?? 'answer';

export const kindExamples = (cases: readonly AdvisorCase[]): TrainingExample[] => cases.map((entry) => ({ text: entry.question, label: kindOf(entry) }));

/** Answers that name a page; those that only state facts teach the page head nothing. */
export const pageExamples = (cases: readonly AdvisorCase[]): TrainingExample[] => cases.flatMap((entry) => (entry.expect === undefined && entry.expectLink ? [{ text: entry.question, label: entry.expectLink }] : []));

/** A document's title, description, keywords and each sentence of its body, as examples of its page. */
export function documentExamples(documents: readonly SearchDocument[], weight: number): TrainingExample[] {
  return documents.flatMap((document) => {
    const sentences = (document.body ?? '').split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim().length > 2);
    const texts = [document.title, `${document.title} ${document.description}`, document.keywords ?? '', ...sentences].filter((text) => text.trim() !== '');
    return texts.map((text) => ({ text, label: document.path, weight }));
  });
}
