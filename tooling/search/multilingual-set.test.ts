import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from 'backend/brand';
import brandJson from 'backend/brand.generated.json' with { type: 'json' };
import { root } from '../lib/workspace';
import { relevanceSet, type AdvisorCase, type RelevanceSet } from './relevance';
import { siteSearchDocuments } from './site-documents';

/**
 * The French and Spanish questions the advisor's model learns from (`multilingual-set.json`):
 * labelled as the English sets label, and big enough to teach each language. It is training data,
 * so it is checked against the tuning and seen sets only; the held-out set is never read here.
 */
const LANGUAGES = ['fr', 'es'] as const;
const PER_LANGUAGE = 600;
const KEYS = new Set(['question', 'language', 'expectLink', 'expectFacts', 'expect', 'alsoConcierge', 'covers']);
/**
 * A reply in French or Spanish says a fact in its own words, so a fact may only be what every
 * language writes alike: a price, a phone number, an address, a name, a figure. These words would
 * make it an English phrase.
 */
const ENGLISH_PHRASE = /\b(minutes?|hours?|days?|weeks?|within|every|not|no|and|or|the|to|is|shades|houses|cities|percent|billion|am|pm|mon|fri|est)\b/i;

const brand = brandJson as Brand;
const multilingual = JSON.parse(readFileSync(join(root, 'tooling/search/multilingual-set.json'), 'utf8')) as RelevanceSet;
const english = [...relevanceSet('tuning').advisor, ...relevanceSet('seen').advisor];
const kindOf = (entry: AdvisorCase) => entry.expect ?? 'answer';
/** `/product/…` and `/product` are one family of pages. */
const familyOf = (link: string) => `/${link.split('/')[1]}`;
/** One question typed two ways ("Où est-ce ?" and "ou est ce") is one question. */
const folded = (question: string) =>
  question
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim();

let documentPaths: Set<string>;
let copy: string;

beforeAll(async () => {
  const documents = await siteSearchDocuments();
  documentPaths = new Set(documents.map((document) => document.path));
  // Every field a document publishes, its facts (a house's hours) included, and the brand's contacts.
  copy = [JSON.stringify(documents), brand.phone, brand.emails.concierge, brand.emails.acquisitions].join('\n').toLowerCase();
});

describe('the multilingual set (tooling/search/multilingual-set.json)', () => {
  it('holds advisor questions only, each in French or Spanish with its covers', () => {
    expect(multilingual.search).toEqual([]);
    const malformed = multilingual.advisor.filter(
      (entry) =>
        typeof entry.question !== 'string' ||
        entry.question.trim() === '' ||
        !(LANGUAGES as readonly string[]).includes(entry.language ?? 'en') ||
        !Array.isArray(entry.covers) ||
        entry.covers.length === 0 ||
        Object.keys(entry).some((key) => !KEYS.has(key)),
    );
    expect(malformed).toEqual([]);
  });

  it('labels each question as the English sets do', () => {
    const faults = multilingual.advisor.flatMap((entry) => {
      const found: string[] = [];
      if (entry.expect !== undefined && entry.expect !== 'referral' && entry.expect !== 'decline') found.push(`expect is ${String(entry.expect)}`);
      if (entry.expect && (entry.expectLink || entry.expectFacts)) found.push('a referral or a decline links or states nothing');
      if (entry.alsoConcierge !== undefined && (entry.alsoConcierge !== true || entry.expect !== 'referral')) found.push('alsoConcierge is for a reaction, a referral');
      if (!entry.expect && !entry.expectLink && !entry.expectFacts?.length) found.push('an answer names a page or a fact');
      if (entry.expectFacts && entry.expectFacts.length === 0) found.push('empty expectFacts');
      return found.map((fault) => `${entry.question}: ${fault}`);
    });
    expect(faults).toEqual([]);
  });

  it('links only pages the English sets link or the site publishes', () => {
    const known = new Set([...english.flatMap((entry) => (entry.expectLink ? [entry.expectLink] : [])), ...documentPaths]);
    const unknown = multilingual.advisor.filter((entry) => entry.expectLink && !known.has(entry.expectLink)).map((entry) => `${entry.question} → ${entry.expectLink}`);
    expect(unknown).toEqual([]);
  });

  it('expects only facts the site writes, and that read alike in every language', () => {
    const faults = multilingual.advisor.flatMap((entry) =>
      (entry.expectFacts ?? []).flatMap((fact) => [
        ...(copy.includes(fact.toLowerCase()) ? [] : [`${entry.question}: "${fact}" is not on the site`]),
        ...(ENGLISH_PHRASE.test(fact) ? [`${entry.question}: "${fact}" is an English phrase`] : []),
      ]),
    );
    expect(faults).toEqual([]);
  });

  it('asks each question once, and none the English sets already ask', () => {
    const asked = new Set(english.map((entry) => folded(entry.question)));
    const seen = new Set<string>();
    const repeated = multilingual.advisor.filter((entry) => {
      const question = folded(entry.question);
      const again = seen.has(question) || asked.has(question);
      seen.add(question);
      return again;
    });
    expect(repeated.map((entry) => entry.question)).toEqual([]);
  });

  it.each(LANGUAGES)('is large enough in %s, with every kind and every family of pages the English sets link', (language) => {
    const cases = multilingual.advisor.filter((entry) => entry.language === language);
    expect(cases.length).toBeGreaterThanOrEqual(PER_LANGUAGE);
    expect(new Set(cases.map(kindOf))).toEqual(new Set(['answer', 'referral', 'decline']));
    expect(cases.filter((entry) => entry.alsoConcierge).length).toBeGreaterThan(0);
    const families = new Set(cases.flatMap((entry) => (entry.expectLink ? [familyOf(entry.expectLink)] : [])));
    const englishFamilies = new Set(english.flatMap((entry) => (entry.expectLink ? [familyOf(entry.expectLink)] : [])));
    expect([...englishFamilies].filter((family) => !families.has(family))).toEqual([]);
  });
});
