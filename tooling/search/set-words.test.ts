import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { glob } from 'tinyglobby';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { STOP_WORDS } from 'shared/search';
import { root } from '../lib/workspace';
import { relevanceSet, SET_NAMES } from './relevance';
import { TEACHING_SETS, trainingCases, VISITOR_SETS } from '../advisor-model/examples';
import { siteCopy, siteSearchDocuments } from './site-documents';

/**
 * The engine, its vocabularies and their tests are written in words of their own: a rule keyed to a
 * set's question, or a test that replays one, proves only that set. Five words in a row of any
 * set's question or query, two of them neither function words nor words of the site's titles, may
 * not appear in them, unless the site's own copy says those five words (a house's line).
 */
const PHRASE_WORDS = 5;
const CONTENT_WORDS = 2;
const SOURCES = ['supabase/functions/_shared/**/*.ts', 'shared/src/search/**/*.ts', 'e2e/tests/search.spec.ts'];

const wordsOf = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").match(/[\p{L}\p{N}]+(?:'\p{L}+)?/gu) ?? [];
/** Five words in a row with two that say something: neither function words nor words of the site's titles ("in the Royal Hair Ritual" is a name). */
function phrases(text: string, named: ReadonlySet<string> = new Set()): Set<string> {
  const words = wordsOf(text);
  const found = new Set<string>();
  for (let start = 0; start + PHRASE_WORDS <= words.length; start += 1) {
    const phrase = words.slice(start, start + PHRASE_WORDS);
    if (phrase.filter((word) => !STOP_WORDS.has(word) && !named.has(word)).length >= CONTENT_WORDS) found.add(phrase.join(' '));
  }
  return found;
}

/**
 * What a file says in words: each comment, string and regular expression on its own, so that no
 * phrase runs from one into the next ("kind: 'article', title: 'Four…'" is no phrase).
 */
function wordingOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const pieces = new Map<number, string>();
  const visit = (node: ts.Node) => {
    for (const range of [...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []), ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? [])]) pieces.set(range.pos, text.slice(range.pos, range.end));
    // A string with no space is a name or a path ("press:article:four-beauty-domains…"), not wording.
    if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node)) && /\s/.test(node.text)) pieces.set(node.getStart(), node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...pieces.values()];
}

describe('the engine’s words', () => {
  it('never copy five words of a relevance set’s question into the engine or its tests', async () => {
    const documents = await siteSearchDocuments();
    const copy = phrases(siteCopy(documents));
    const named = new Set(documents.flatMap((document) => wordsOf(document.title)));
    const questions = [...SET_NAMES.map((name) => relevanceSet(name)).flatMap((set) => [...set.advisor.map((entry) => entry.question), ...set.search.map((entry) => entry.query)]), ...[...VISITOR_SETS, ...TEACHING_SETS].flatMap(trainingCases).map((entry) => entry.question)];
    const asked = new Set(questions.flatMap((text) => [...phrases(text, named)]).filter((phrase) => !copy.has(phrase)));
    const files = await glob(SOURCES, { cwd: root });
    expect(files.length).toBeGreaterThan(10);
    const copied = files.flatMap((file) => [...new Set(wordingOf(file).flatMap((piece) => [...phrases(piece)]))].filter((phrase) => asked.has(phrase)).map((phrase) => `${file}: "${phrase}"`));
    expect(copied).toEqual([]);
  });
});
