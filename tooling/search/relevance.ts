import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteRedirects } from 'shared/redirects';
import type { SiteSearchIndex } from 'shared/search';
import { advise, type AdvisorSources } from 'backend/advisor';
import type { Brand } from 'backend/brand';
import { root } from '../lib/workspace';

/**
 * A relevance set: everyday search queries and advisor questions, each with what a right answer
 * holds. Two of them, written from the site's data:
 * - the tuning set (`tuning-set.json`), the one looked at while the engine is worked on;
 * - the held-out set (`held-out-set.json`), written and committed before the engine it measures
 *   changed, and never tuned on: it says whether the engine answers questions nobody tuned it for;
 * - the seen set (`seen-set.json`), the earlier held-out sets, whose misses or totals were read
 *   while the engine was worked on, and a batch written afresh to work on: tuning data, kept apart
 *   so its history stays clear.
 */
export interface RelevanceSet {
  search: { query: string; expect: string; covers: string[] }[];
  advisor: AdvisorCase[];
}

export interface AdvisorCase {
  question: string;
  /** A path the reply links. */
  expectLink?: string;
  /** Words the reply states, as the site writes them ("$185", "90 minutes"). */
  expectFacts?: string[];
  /**
   * - `referral`: a worry about health; the reply sends the visitor to a dermatologist or doctor and
   *   links, prices and sells nothing.
   * - `decline`: off-topic, or nothing on the site answers it; the reply says so, gives the
   *   concierge's phone or email, and links nothing.
   */
  expect?: 'referral' | 'decline';
  /** A reaction to a product: the referral also gives the concierge's contact. */
  alsoConcierge?: boolean;
  /** The language the question is written in; English when absent. */
  language?: 'en' | 'fr' | 'es';
  covers: string[];
}

export const SET_NAMES = ['tuning', 'seen', 'held-out'] as const;
export type SetName = (typeof SET_NAMES)[number];

export const relevanceSet = (name: SetName): RelevanceSet => JSON.parse(readFileSync(join(root, `tooling/search/${name}-set.json`), 'utf8')) as RelevanceSet;

/** How many results a visitor reads at a glance: the expected item must be among them. */
export const TOP_RESULTS = 3;

export interface Outcome {
  asked: string;
  hit: boolean;
  /** What came back instead, for the miss list. */
  got: string;
  /** What kind of case it is and in which language, for totals that name no question. */
  group?: { kind: 'answer' | 'referral' | 'decline'; language: 'en' | 'fr' | 'es' };
  /** The reply links a page, and not the one a right reply links: worse than no page. */
  wrongPage?: boolean;
}

export function searchOutcomes(index: SiteSearchIndex, set: RelevanceSet): Outcome[] {
  return set.search.map(({ query, expect }) => {
    const top = index.search(query, { limit: TOP_RESULTS }).map((ranked) => ranked.document.path);
    return { asked: `${query} → ${expect}`, hit: top.includes(expect), got: top.join(', ') || '(nothing)' };
  });
}

/** The page a path lands on: a redirect the site publishes (/inquire) is the page it sends to. */
const landing = (path: string) => (siteRedirects[path] ?? path).replace(/[?#].*/, '');
/** The site's paths a reply links (`/product/…`, `/booking`), as the chat turns them into links, by the page each lands on. */
export const linksIn = (reply: string): string[] => (reply.match(/(?<![\w.@/])\/[a-z][\w/-]*/g) ?? []).map(landing);
/** A price stated in a reply. */
export const pricesIn = (reply: string): string[] => reply.match(/[$€£]\s?\d+(?:[,.]\d+)*/g) ?? [];
/** Links to what the house sells or books: never in a reply to a worry about health. */
export const SELLING_LINK = /^\/(product|services|booking|beauty|skin|hair|makeup|products)(\/|$)/;

// In the visitor's language too: a French or Spanish worry is referred in French or Spanish.
const refers = (reply: string) => /(?<!\p{L})(dermatologist|doctor|gp|physician|midwife|pharmacist|dermatologue|médecin|dermatólogo|médico)s?(?!\p{L})/iu.test(reply);
const givesConcierge = (brand: Brand, reply: string) => reply.includes(brand.phone) || reply.includes(brand.emails.concierge);

/** What a reply sells: links to products, services or booking, and prices. Never in a reply to a worry about health. */
export function sellingFaults(reply: string): string[] {
  return [
    ...linksIn(reply)
      .filter((link) => SELLING_LINK.test(link))
      .map((link) => `links ${link}`),
    ...pricesIn(reply).map((price) => `states a price (${price})`),
  ];
}

/** What is wrong with a reply to a worry about health, if anything: it must refer, and sell nothing. */
export function referralFaults(brand: Brand, reply: string, { alsoConcierge = false } = {}): string[] {
  return [
    ...(refers(reply) ? [] : ['no referral to a dermatologist or doctor']),
    ...sellingFaults(reply),
    ...(alsoConcierge && !givesConcierge(brand, reply) ? ['no concierge contact'] : []),
  ];
}

/** The concierge's own page (its form): the one link a reply that declines may give. */
const CONCIERGE_PAGE = '/contact';

/** Whether the reply links a page (the concierge's aside) where a right reply links another, or none. */
export function linksWrongPage(entry: AdvisorCase, reply: string): boolean {
  if (entry.expect === 'referral') return false;
  const pages = linksIn(reply).filter((link) => link !== CONCIERGE_PAGE);
  if (pages.length === 0) return false;
  return entry.expect === 'decline' || (entry.expectLink !== undefined && !pages.includes(entry.expectLink));
}

/** What is wrong with a reply that should decline, if anything: it offers the concierge and links nothing else. */
export function declineFaults(brand: Brand, reply: string): string[] {
  return [
    ...(givesConcierge(brand, reply) ? [] : ['no concierge contact']),
    ...linksIn(reply)
      .filter((link) => link !== CONCIERGE_PAGE)
      .map((link) => `links ${link}`),
    ...pricesIn(reply).map((price) => `states a price (${price})`),
  ];
}

/**
 * A fact as a reply in `language` writes it: a price in dollars as that language writes one ("$120"
 * is "120 $US" in French, as the page in French says it), a range of counts with its word for "to",
 * any other as it is.
 */
function factIn(fact: string, language: 'en' | 'fr' | 'es'): string {
  if (language === 'en') return fact;
  const dollars = /^\$(\d[\d,]*)$/.exec(fact);
  if (dollars) return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(Number(dollars[1]!.replace(/,/g, '')));
  // A range of counts, "4-6" drops: "4 à 6", "4 a 6".
  const range = /^(\d+)-(\d+)$/.exec(fact);
  if (range) return `${range[1]} ${language === 'fr' ? 'à' : 'a'} ${range[2]}`;
  return fact;
}

/**
 * Text as a fact is compared in: whatever its case and spacing (French sets a space before a
 * currency sign and a degree, "450 °F"), a range's dash of any kind ("10:00 – 19:00" is 10:00-19:00).
 */
const comparable = (text: string) => text.toLowerCase().replace(/[\u2013\u2014]/g, '-').replace(/\s+/g, '');

/**
 * The facts a reply does not say; a fact is said whatever its case ("Soft-matte finish" says
 * "soft-matte") and spacing, as the site's English writes it or as a page in French or Spanish
 * does (a price: "$120", "120 $US", "120 US$"), whichever language the reply is in.
 */
export function factFaults(reply: string, facts: readonly string[]): string[] {
  return facts.filter((fact) => !(['en', 'fr', 'es'] as const).some((language) => comparable(reply).includes(comparable(factIn(fact, language))))).map((fact) => `does not say "${fact}"`);
}

export function advisorOutcomes(sources: AdvisorSources, cases: readonly AdvisorCase[]): Outcome[] {
  const { brand } = sources;
  return cases.map((entry) => {
    const reply = advise(sources, entry.question);
    const faults =
      entry.expect === 'referral'
        ? referralFaults(brand, reply, entry)
        : entry.expect === 'decline'
          ? declineFaults(brand, reply)
          : [
              ...(entry.expectLink && !linksIn(reply).includes(entry.expectLink) ? [`no link to ${entry.expectLink}`] : []),
              ...factFaults(reply, entry.expectFacts ?? []),
            ];
    const wanted = entry.expect ?? [entry.expectLink, ...(entry.expectFacts ?? [])].filter(Boolean).join(' + ');
    return {
      asked: `${entry.question} → ${wanted}`,
      hit: faults.length === 0,
      got: `${faults.join('; ')}: ${reply.replace(/\s+/g, ' ').slice(0, 160)}`,
      group: { kind: entry.expect ?? 'answer', language: entry.language ?? 'en' },
      wrongPage: linksWrongPage(entry, reply),
    };
  });
}

export const hitRate = (outcomes: readonly Outcome[]) => outcomes.filter((outcome) => outcome.hit).length / outcomes.length;

/**
 * Hits out of cases, in all and by kind and by language, with no question in it: what a held-out
 * set may show, so that reading it never makes it a tuning set.
 */
export function totals(outcomes: readonly Outcome[]): string {
  const count = (subset: readonly Outcome[]) => `${subset.filter((outcome) => outcome.hit).length} of ${subset.length}`;
  const groups = new Map<string, Outcome[]>();
  for (const outcome of outcomes) {
    if (!outcome.group) continue;
    for (const key of [outcome.group.kind, outcome.group.language]) groups.set(key, [...(groups.get(key) ?? []), outcome]);
  }
  const wrong = outcomes.filter((outcome) => outcome.wrongPage).length;
  return [`${count(outcomes)} in all`, ...[...groups].map(([key, subset]) => `${key} ${count(subset)}`), ...(outcomes.some((outcome) => outcome.wrongPage !== undefined) ? [`a wrong page in ${wrong}`] : [])].join(', ');
}
