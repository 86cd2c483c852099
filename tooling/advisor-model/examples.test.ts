import { describe, expect, it } from 'vitest';
import type { Brand } from 'backend/brand';
import brandJson from 'backend/brand.generated.json' with { type: 'json' };
import type { SearchDocument } from 'shared/search';
import { relevanceSet } from '../search/relevance';
import { answeredSentences, documentExamples, kindOf, pageExamples, TEACHING_SETS, trainingCases, VISITOR_SETS } from './examples';

const brand = brandJson as Brand;
// A site of its own, nothing to do with the house's: a page with two items on it, and a balm.
const documents: SearchDocument[] = [
  { id: 'shop:page', kind: 'page', title: 'Winter Menu', description: 'What we serve in winter.', path: '/menu' },
  { id: 'shop:cocoa', kind: 'service', title: 'Spiced Cocoa', description: '$6 · Cocoa with chilli.', path: '/menu', facts: { price: '$6' } },
  { id: 'shop:cider', kind: 'service', title: 'Mulled Cider', description: '$7 · Cider with cloves.', path: '/menu', facts: { price: '$7' } },
  { id: 'shop:balm', kind: 'product', title: 'Tide Balm', description: 'A balm for wind.', path: '/product/tide-balm', keywords: 'balm lips', body: 'Shea and beeswax. Melts on contact!\nNo scent at all, for sensitive noses.' },
];

describe('the labels a question teaches', () => {
  it('tells a reaction from any other worry, a greeting from an answer, and keeps declines', () => {
    expect(kindOf({ question: 'q', expect: 'referral', alsoConcierge: true, covers: [] }, brand)).toBe('reaction');
    expect(kindOf({ question: 'q', expect: 'referral', covers: [] }, brand)).toBe('referral');
    expect(kindOf({ question: 'q', expect: 'decline', covers: [] }, brand)).toBe('decline');
    expect(kindOf({ question: 'q', covers: [] }, brand)).toBe('answer');
    expect(kindOf({ question: 'q', expectFacts: [brand.advisorName], covers: [] }, brand)).toBe('greeting');
  });

  it('teaches the page head the document of the page expected, the house’s topic, or the one document stating the facts', () => {
    const cases = [
      { question: 'how much is the cider', expectLink: '/menu', expectFacts: ['$7'], covers: [] },
      { question: 'the spiced cocoa please', expectLink: '/menu', covers: [] },
      { question: 'what do you serve', expectLink: '/menu', covers: [] },
      { question: 'your phone?', expectFacts: [brand.phone], covers: [] },
      { question: 'your email?', expectFacts: [brand.emails.concierge], covers: [] },
      { question: 'who do I write to about buying', expectFacts: [brand.emails.acquisitions], covers: [] },
      { question: 'which domains are for sale', expectFacts: [brand.domains[1]!], covers: [] },
      { question: 'anything without scent', expectFacts: ['No scent'], covers: [] },
      { question: 'two things at once', expectFacts: ['$6', '$7'], covers: [] },
      { question: 'a worry', expect: 'referral' as const, covers: [] },
      { question: 'hello there', expectFacts: [brand.advisorName], covers: [] },
    ];
    expect(pageExamples(cases, brand, documents)).toEqual([
      { text: 'how much is the cider', label: 'shop:cider' },
      { text: 'the spiced cocoa please', label: 'shop:cocoa' },
      { text: 'what do you serve', label: 'shop:page' },
      { text: 'your phone?', label: 'about:concierge' },
      // The concierge's address ends in a domain for sale: it is still the concierge's.
      { text: 'your email?', label: 'about:concierge' },
      { text: 'who do I write to about buying', label: 'about:acquisitions' },
      { text: 'which domains are for sale', label: 'about:acquisitions' },
      { text: 'anything without scent', label: 'shop:balm' },
    ]);
  });

  it('turns a document into its title, description, keywords and each sentence, at the weight given', () => {
    const balm = documents[3]!;
    expect(documentExamples([balm], 0.5).map((example) => example.text)).toEqual(['Tide Balm', 'Tide Balm A balm for wind.', 'balm lips', 'Shea and beeswax.', 'Melts on contact!', 'No scent at all, for sensitive noses.']);
    expect(documentExamples([balm], 0.5).every((example) => example.label === 'shop:balm' && example.weight === 0.5)).toBe(true);
  });

  it('keeps, for each sentence stating an expected fact, the questions that asked for it', () => {
    const cases = [
      { question: 'does the balm smell of anything', expectLink: '/product/tide-balm', expectFacts: ['No scent'], covers: [] },
      { question: 'is it perfumed', expectLink: '/product/tide-balm', expectFacts: ['no scent'], covers: [] },
    ];
    expect(answeredSentences(cases, brand, documents)).toEqual({ 'shop:balm': { 'no scent at all for sensitive noses': ['does the balm smell of anything', 'is it perfumed'] } });
  });
});

describe('what the model learns from', () => {
  it('holds no question of the held-out set, even in another case or spacing: counted, never named', () => {
    const same = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
    const heldOut = new Set(relevanceSet('held-out').advisor.map((entry) => same(entry.question)));
    const learned = [...VISITOR_SETS, ...TEACHING_SETS].flatMap(trainingCases).filter((entry) => heldOut.has(same(entry.question)));
    expect(learned.length, `${learned.length} labelled questions are held-out ones`).toBe(0);
  });
});
