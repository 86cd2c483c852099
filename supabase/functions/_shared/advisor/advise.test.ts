import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteSearchIndex } from 'shared/search';
import { siteSearchDocuments, siteTranslatedDocuments } from 'tooling/search/site-documents';
import { buildBrand } from '../../../scripts/brand-source.ts';
import type { Brand } from '../brand.ts';
import committed from '../brand.generated.json' with { type: 'json' };
import { advise, groundingFacts, guardedReply, type AdvisorSources } from './advise.ts';
import { trainedModel } from './model/trained.ts';

const brand = committed as Brand;
let sources: AdvisorSources;

beforeAll(async () => {
  sources = { brand, index: new SiteSearchIndex(await siteSearchDocuments()), translated: await siteTranslatedDocuments(), model: trainedModel };
  // Every remote's modules loaded in Node in three languages, as their builds load them.
}, 120_000);

/** The site's paths a reply links. */
const links = (reply: string) => [...reply.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]);

describe('the advisor’s brand facts', () => {
  it('are what shared/src/brand.ts says today (run npm run brand -w backend when this fails)', () => {
    expect(JSON.parse(readFileSync(new URL('../brand.generated.json', import.meta.url), 'utf8'))).toEqual(JSON.parse(JSON.stringify(buildBrand())));
  });
});

// Questions of its own wording, none from a relevance set: the stages together, on the site's pages.
describe('advise, on the site’s published pages', () => {
  it('names an item it recommends by name and price, as a link', () => {
    const reply = advise(sources, 'Do you sell a foundation that suits very deep skin?');
    expect(links(reply)).toContain('/product/second-skin-foundation');
    expect(reply).toMatch(/\[Second Skin Foundation, \$\d+\]/);
  });

  it('refers a worry about health, in the visitor’s language, and sells nothing', () => {
    for (const [question, doctor] of [
      ['A dark freckle near my collarbone has started to bleed', /dermatologist/],
      ['J’ai une tache noire sous l’ongle qui grandit depuis des mois', /dermatologue/],
      ['Mi hijo tiene calvas con escamas en el cuero cabelludo', /dermatólogo/],
    ] as const) {
      const reply = advise(sources, question);
      expect(reply, question).toMatch(doctor);
      expect(links(reply), question).toEqual([]);
      expect(reply, question).not.toMatch(/\$\d/);
    }
  });

  it('declines what the house does not answer, with the concierge, and links nothing but the contact page', () => {
    const reply = advise(sources, 'Write me a short poem about the ocean and the moon');
    expect(reply).toContain(brand.emails.concierge);
    expect(links(reply).filter((path) => path !== '/contact')).toEqual([]);
  });

  it('answers a house’s address in the visitor’s language', () => {
    const reply = advise(sources, '¿Dónde queda exactamente su casa de Toronto?');
    expect(links(reply)).toEqual(['/local/toronto-on']);
    expect(reply).toMatch(/Yorkville Avenue.*Horario/s);
  });

  it('keeps a worry from a hosted model, and lets a question about an item through', () => {
    expect(guardedReply(sources, 'the new cream made my eyelids swell up')).toMatch(/stop using it/);
    expect(guardedReply(sources, 'What does the setting powder cost?')).toBeNull();
  });

  it('gives a hosted model the best documents as its facts', () => {
    expect(groundingFacts(sources.index, 'setting powder')).toMatch(/Bronze Veil Setting Powder \(\/product\/bronze-veil-setting-powder\)\n.*\nprice: \$/);
    expect(groundingFacts(null, 'setting powder')).toBe('');
  });

  it('grounds a hosted model on the whole message, not only its first hundred characters', () => {
    const preamble = 'I have been reading about routines for months and I finally want to treat myself to something new, so: ';
    expect(preamble.length).toBeGreaterThan(100);
    expect(groundingFacts(sources.index, `${preamble}the setting powder`)).toContain('Bronze Veil Setting Powder');
  });
});
