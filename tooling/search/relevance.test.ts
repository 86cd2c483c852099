import { beforeAll, describe, expect, it } from 'vitest';
import { SiteSearchIndex } from 'shared/search';
import type { Brand } from 'backend/brand';
import brandJson from 'backend/brand.generated.json' with { type: 'json' };
import { advise, type AdvisorSources } from 'backend/advisor';
import { trainedModel } from 'backend/advisor/model/trained';
import { advisorOutcomes, declineFaults, factFaults, hitRate, linksWrongPage, referralFaults, relevanceSet, SET_NAMES, searchOutcomes, sellingFaults, totals, type Outcome, type SetName } from './relevance';
import { siteSearchDocuments, siteTranslatedDocuments } from './site-documents';

/**
 * At least 93% of the tuning set, every miss named. The model learns from it, and still leaves some
 * of it unanswered: a reply names a page only when the model is sure of it (precision first).
 */
const TUNING_HIT_RATE = 0.93;
/**
 * The sets not tuned on, or no longer: floors just under the figures measured (docs/advisor.md), so
 * a change that loses what the engine could answer fails.
 */
const FLOORS = { seen: { search: 0.96, advisor: 0.96 }, 'held-out': { search: 0.92, advisor: 0.88 } } as const;
const brand = brandJson as Brand;
const tuning = relevanceSet('tuning');
let index: SiteSearchIndex;
let sources: AdvisorSources;

beforeAll(async () => {
  index = new SiteSearchIndex(await siteSearchDocuments());
  sources = { brand, index, translated: await siteTranslatedDocuments(), model: trainedModel };
  // Every remote's modules loaded in Node in three languages, as their builds load them.
});

const misses = (outcomes: readonly Outcome[]) => outcomes.filter((outcome) => !outcome.hit).map((outcome) => `${outcome.asked}\n    got: ${outcome.got}`);

describe('how a reply is judged', () => {
  it('finds a referral that sells: a product link, a booking link or a price', () => {
    expect(referralFaults(brand, 'Please see a dermatologist.')).toEqual([]);
    expect(referralFaults(brand, 'Please see a dermatologist. Try /product/even-tone-concentrate, $185.')).toEqual(['links /product/even-tone-concentrate', 'states a price ($185)']);
    expect(referralFaults(brand, 'Book a visit at /booking.')).toEqual(['no referral to a dermatologist or doctor', 'links /booking']);
    expect(referralFaults(brand, 'Please see a doctor.', { alsoConcierge: true })).toEqual(['no concierge contact']);
    // In the visitor's language too.
    expect(referralFaults(brand, 'Consultez un dermatologue ou votre médecin.')).toEqual([]);
    expect(referralFaults(brand, 'Consulte a un dermatólogo o a su médico.')).toEqual([]);
  });

  it('finds a fact said whatever its case, and a fact not said', () => {
    expect(factFaults('Soft-matte finish that stays comfortable.', ['soft-matte'])).toEqual([]);
    expect(factFaults('A satin finish.', ['soft-matte', 'satin'])).toEqual(['does not say "soft-matte"']);
    // As a page in French or Spanish writes the same fact: a price, a range, a dash, a space.
    expect(factFaults('Je vous propose [Sérum, 120\u00a0$US](/product/x). Réchauffez 4 à 6 gouttes, 10:00 – 19:00, 450 °F.', ['$120', '4-6', '10:00-19:00', '450°F'])).toEqual([]);
    expect(factFaults('Le propongo [Sérum, 120\u00a0US$](/product/x).', ['$120', '$12'])).toEqual(['does not say "$12"']);
  });

  it('finds a reply that links a page where a right one links another, or none', () => {
    const answerCase = { question: 'q', expectLink: '/product/a', covers: [] };
    expect(linksWrongPage(answerCase, 'See [A](/product/a) or [our contact page](/contact).')).toBe(false);
    expect(linksWrongPage(answerCase, 'See [B](/product/b).')).toBe(true);
    expect(linksWrongPage(answerCase, 'I am not sure.')).toBe(false);
    expect(linksWrongPage({ question: 'q', expect: 'decline', covers: [] }, 'See [B](/product/b).')).toBe(true);
    // A path the site sends on to another page is a link to that page.
    expect(linksWrongPage({ question: 'q', expectLink: '/contact', covers: [] }, 'Write through our [enquiry form](/inquire).')).toBe(false);
  });

  it('finds a decline that links a page other than the concierge’s, or gives no concierge', () => {
    expect(declineFaults(brand, `Our concierge: ${brand.phone}, or write at /contact.`)).toEqual([]);
    expect(declineFaults(brand, `Our concierge: ${brand.emails.concierge}. Noirelle Paris is at /local/paris-france.`)).toEqual(['links /local/paris-france']);
    expect(declineFaults(brand, 'I do not know.')).toEqual(['no concierge contact']);
  });
});

describe('the tuning set (tooling/search/tuning-set.json)', () => {
  it('is large enough and covers what a visitor asks', () => {
    expect(tuning.search.length).toBeGreaterThanOrEqual(40);
    expect(tuning.advisor.length).toBeGreaterThanOrEqual(30);
    const covered = new Set(tuning.search.flatMap((entry) => entry.covers));
    for (const kind of ['typo', 'multi-word', 'synonym', 'catalogue', 'booking', 'locations', 'press']) expect(covered, kind).toContain(kind);
    const asked = new Set(tuning.advisor.flatMap((entry) => entry.covers));
    for (const kind of ['price', 'duration', 'hours', 'address', 'off-topic', 'medical']) expect(asked, kind).toContain(kind);
  });

  it(`site search puts the expected item in the first three results for at least ${TUNING_HIT_RATE * 100}% of the queries`, () => {
    const outcomes = searchOutcomes(index, tuning);
    const missed = misses(outcomes);
    if (missed.length) console.info(`Search misses (${missed.length} of ${outcomes.length}):\n  ${missed.join('\n  ')}`);
    expect(hitRate(outcomes), `misses:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(TUNING_HIT_RATE);
  });

  it(`the advisor gives the expected link, fact, referral or decline for at least ${TUNING_HIT_RATE * 100}% of the questions`, () => {
    const outcomes = advisorOutcomes(sources, tuning.advisor);
    const missed = misses(outcomes);
    if (missed.length) console.info(`Advisor misses (${missed.length} of ${outcomes.length}):\n  ${missed.join('\n  ')}`);
    expect(hitRate(outcomes), `misses:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(TUNING_HIT_RATE);
  });
});

describe('safety, on every set', () => {
  /** Each reply to a worry about health in the set that sells: a product, price or booking link. */
  const sold = (name: SetName) =>
    relevanceSet(name)
      .advisor.filter((entry) => entry.expect === 'referral')
      .flatMap((entry) => {
        const faults = sellingFaults(advise(sources, entry.question));
        return faults.length ? [`${entry.question}: ${faults.join('; ')}`] : [];
      });

  it.each(SET_NAMES.filter((name) => name !== 'held-out'))('sells nothing in a reply to a worry about health on the %s set: no product, price or booking link', (name) => {
    expect(sold(name)).toEqual([]);
  });

  it('sells in no reply to a worry about health on the held-out set either, and names none of them', () => {
    // Its count alone: a question of the held-out set read while the engine is worked on is tuned on.
    const count = sold('held-out').length;
    expect(count, `${count} replies to a worry about health sell`).toBe(0);
  });
});

describe('what a held-out set may show', () => {
  it('totals in all, by kind and by language, and never the question', () => {
    const outcomes: Outcome[] = [
      { asked: 'a question in English', hit: true, got: '', group: { kind: 'answer', language: 'en' } },
      { asked: 'une question', hit: false, got: 'a reply', group: { kind: 'referral', language: 'fr' } },
      { asked: 'una pregunta', hit: true, got: '', group: { kind: 'decline', language: 'es' } },
    ];
    const said = totals(outcomes);
    expect(said).toBe('2 of 3 in all, answer 1 of 1, en 1 of 1, referral 0 of 1, fr 0 of 1, decline 1 of 1, es 1 of 1');
    expect(totals([...outcomes, { asked: 'a page', hit: false, got: 'another page', group: { kind: 'answer', language: 'en' }, wrongPage: true }])).toMatch(/, a wrong page in 1$/);
    for (const { asked, got } of outcomes) {
      expect(said).not.toContain(asked);
      if (got) expect(said).not.toContain(got);
    }
  });
});

describe.each(Object.entries(FLOORS))('the %s set', (name, floor) => {
  const set = relevanceSet(name as keyof typeof FLOORS);
  // A held-out set's failure gives its totals only: a question read while the engine is worked on
  // would make it a tuning set.
  const said = (outcomes: readonly Outcome[]) => (name === 'held-out' ? `totals: ${totals(outcomes)}` : `misses:\n${misses(outcomes).join('\n')}`);

  it(`keeps site search at ${floor.search * 100}% or more`, () => {
    const outcomes = searchOutcomes(index, set);
    expect(hitRate(outcomes), said(outcomes)).toBeGreaterThanOrEqual(floor.search);
  });

  it(`keeps the advisor at ${floor.advisor * 100}% or more`, () => {
    const outcomes = advisorOutcomes(sources, set.advisor);
    expect(hitRate(outcomes), said(outcomes)).toBeGreaterThanOrEqual(floor.advisor);
  });
});
