/**
 * Learns what visitors call each document (./visitor-words.ts) and writes it beside each remote's
 * code, whose build publishes it with its documents: `npm run search:train`. With `--cv`, first
 * prints 5-fold cross-validation on the seen set's search queries: learned from the others (and
 * every chat question), how many of a fifth find their page in the first three results. Never reads
 * the held-out set.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SiteSearchIndex, type SearchDocument } from 'shared/search';
import { seededRandom, shuffled } from '../advisor-model/softmax-trainer';
import { relevanceSet, searchOutcomes } from './relevance';
import { siteSearchDocumentsByApp } from './site-documents';
import { DEFAULT_VISITOR_WORDS_OPTIONS, learnVisitorWords, queriesAskingFor, questionsAskingFor, visitorWordsFiles, visitorWordsPath } from './visitor-words';

const FOLDS = 5;

function crossValidate(documents: readonly SearchDocument[]): string {
  const { queryWeight } = DEFAULT_VISITOR_WORDS_OPTIONS;
  const queries = shuffled(relevanceSet('seen').search, seededRandom(3));
  const always = [...questionsAskingFor(documents), ...queriesAskingFor(relevanceSet('tuning'), documents, queryWeight)];
  let hits = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const test = queries.filter((_, i) => i % FOLDS === fold);
    const words = learnVisitorWords([...always, ...queriesAskingFor({ search: queries.filter((_, i) => i % FOLDS !== fold) }, documents, queryWeight)], documents);
    const index = new SiteSearchIndex(documents, { visitorWords: words });
    hits += searchOutcomes(index, { advisor: [], search: test }).filter((outcome) => outcome.hit).length;
  }
  return `${FOLDS}-fold cross-validation on the seen set's ${queries.length} search queries: ${hits} find their page in the first three (${((hits / queries.length) * 100).toFixed(1)}%).`;
}

const { values } = parseArgs({ options: { cv: { type: 'boolean' } } });
const byApp = await siteSearchDocumentsByApp();
// The copy alone: each fold's words take the place of those the remotes publish.
if (values.cv) console.log(crossValidate([...byApp.values()].flat()));
const files = visitorWordsFiles(byApp);
for (const [app, file] of files) writeFileSync(visitorWordsPath(app), `${JSON.stringify(file, null, 1)}\n`);
const learned = [...files.values()].flatMap((file) => Object.values(file.words));
console.log(`Learned ${learned.reduce((sum, words) => sum + words.split(' ').length, 0)} visitor words for ${learned.length} documents, each remote's beside its code.`);
