import { describe, expect, it } from 'vitest';
import { headTagsHtml } from './head-tags';
import { topLevelBreadcrumb } from './json-ld';
import type { PageMeta } from './types';

const meta: PageMeta = { title: 'Skin', description: 'Rituals.', canonicalPath: '/skin' };
const links = (html: string) => [...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g)].map(([, rel, lang, href]) => [rel, lang ?? '', href]);

describe('a page head in each language', () => {
  it('an English page published in English alone: its canonical URL, no alternates, en_US', () => {
    const html = headTagsHtml(meta);
    expect(links(html)).toEqual([['canonical', '', 'https://noirelle.beauty/skin']]);
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
    expect(html).not.toContain('og:locale:alternate');
  });

  it('a French page: canonical under /fr, every version and x-default (the English) linked, fr_FR', () => {
    const html = headTagsHtml({ ...meta, locale: 'fr', alternates: ['en', 'fr', 'es'] });
    expect(links(html)).toEqual([
      ['canonical', '', 'https://noirelle.beauty/fr/skin'],
      ['alternate', 'en', 'https://noirelle.beauty/skin'],
      ['alternate', 'fr', 'https://noirelle.beauty/fr/skin'],
      ['alternate', 'es', 'https://noirelle.beauty/es/skin'],
      ['alternate', 'x-default', 'https://noirelle.beauty/skin'],
    ]);
    expect(html).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="es_ES" />');
    expect(html).toContain('<meta property="og:url" content="https://noirelle.beauty/fr/skin" />');
  });

  it("the home page's French address is /fr", () => {
    expect(links(headTagsHtml({ ...meta, canonicalPath: '/', locale: 'es', alternates: ['en', 'es'] }))[0]).toEqual(['canonical', '', 'https://noirelle.beauty/es']);
  });
});

describe("a page's JSON-LD says its language", () => {
  const blocks = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);

  it('on the block that describes the page, and not on a press article, which says its own', () => {
    const html = headTagsHtml({ ...meta, locale: 'fr', jsonLd: [{ '@type': 'FAQPage', mainEntity: [] }, { '@type': 'Article', headline: 'x', inLanguage: 'en' }] });
    expect(blocks(html).map((block) => [block['@type'], block.inLanguage])).toEqual([
      ['FAQPage', 'fr'],
      ['Article', 'en'],
    ]);
  });

  it('on a WebPage of its own where no block describes the page (a product page)', () => {
    const [product, page] = blocks(headTagsHtml({ ...meta, jsonLd: [{ '@type': 'Product', name: 'x' }] }));
    expect(product).not.toHaveProperty('inLanguage');
    expect(page).toMatchObject({ '@type': 'WebPage', '@id': 'https://noirelle.beauty/skin', url: 'https://noirelle.beauty/skin', name: 'Skin | Noirelle', inLanguage: 'en' });
  });
});

describe("a page's JSON-LD in another language", () => {
  const blocks = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);

  it("gives the site's pages their address in that language, and names home in it; identifiers and pictures stay", () => {
    const [trail, howTo] = blocks(
      headTagsHtml({
        ...meta,
        locale: 'fr',
        jsonLd: [
          topLevelBreadcrumb('Réserver', '/booking'),
          { '@type': 'HowTo', name: 'x', url: 'https://noirelle.beauty/booking', image: 'https://noirelle.beauty/brand/x.jpg', publisher: { '@id': 'https://noirelle.beauty/#organization' } },
        ],
      }),
    );
    expect(trail).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Accueil', item: 'https://noirelle.beauty/fr' },
        { position: 2, name: 'Réserver', item: 'https://noirelle.beauty/fr/booking' },
      ],
    });
    expect(howTo).toMatchObject({ url: 'https://noirelle.beauty/fr/booking', image: 'https://noirelle.beauty/brand/x.jpg', publisher: { '@id': 'https://noirelle.beauty/#organization' } });
  });

  it('leaves an English page as it is', () => {
    const [trail] = blocks(headTagsHtml({ ...meta, jsonLd: [topLevelBreadcrumb('Booking', '/booking')] }));
    expect(trail).toMatchObject({ itemListElement: [{ name: 'Home', item: 'https://noirelle.beauty/' }, { item: 'https://noirelle.beauty/booking' }] });
  });
});
