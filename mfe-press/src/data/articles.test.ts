import { canonicalUrl } from 'shared';
import { describe, expect, it } from 'vitest';
import { art } from '../art/generated/manifest';
import { sanitizeArticleHtml } from '../lib/sanitize';
import type { PressArticle } from './article-types';
import { articles } from './articles';
import { privacyPolicy } from './legal/privacy';
import { termsOfService } from './legal/terms';

const required: (keyof PressArticle)[] = [
  'id', 'slug', 'title', 'subtitle', 'author', 'date_published', 'reading_time', 'tags', 'meta_title', 'meta_description', 'canonical_url',
  'structured_keywords', 'social_preview', 'thumbnail_image', 'thumbnail_alt', 'cover_image', 'cover_alt', 'intro_paragraph', 'sections',
  'statistics', 'key_takeaway', 'cta', 'quotes', 'featured_domains', 'related_blogs', 'featured_image', 'excerpt',
  // The optional marketing fields: every article fills them.
  'cultural_trend_reference', 'brand_reference', 'market_insight', 'luxury_angle', 'highlighted_comment', 'asset_callout_style', 'scarcity_trigger', 'luxury_buyer_trigger',
];

const filled = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 && value.every(filled) : typeof value === 'object' && value !== null ? Object.values(value).every(filled) : value !== '' && value !== undefined;

/** Every link inside the sections, as the page will render it. */
const sectionLinks = (article: PressArticle) =>
  article.sections.flatMap((section) => {
    const box = document.createElement('div');
    box.append(sanitizeArticleHtml(section.content));
    return [...box.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
  });

describe('the four press articles (spec, section 3)', () => {
  it('are ids 1 to 4 with unique slugs, the first the 8-minute global celebration', () => {
    expect(articles.map((article) => article.id)).toEqual([1, 2, 3, 4]);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(4);
    expect(articles[0]).toMatchObject({ slug: 'celebrating-our-global-noirelle-beauty-family', reading_time: '8 min read' });
  });

  it.each(articles.map((article) => [article.slug, article] as const))('%s fills every field of the entity', (_, article) => {
    for (const field of required) expect(filled(article[field]), field).toBe(true);
    expect(Object.keys(article).some((key) => key.endsWith('_positioning_reference'))).toBe(true);
    expect(article.date_published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.reading_time).toMatch(/^\d+ min read$/);
    expect(article.canonical_url).toBe(canonicalUrl(`/press/${article.slug}`));
    for (const image of [article.cover_image, article.thumbnail_image, article.featured_image, article.social_preview.image]) expect(art[image]).toBeDefined();
    expect(article.statistics.length).toBeGreaterThanOrEqual(3);
    expect(article.statistics.some((statistic) => statistic.source)).toBe(true);
  });

  it.each(articles.map((article) => [article.slug, article] as const))('%s relates only to other articles that exist', (_, article) => {
    const slugs = articles.map((other) => other.slug);
    for (const slug of article.related_blogs) {
      expect(slugs).toContain(slug);
      expect(slug).not.toBe(article.slug);
    }
  });

  it.each(articles.map((article) => [article.slug, article] as const))('%s is long-form, and loses nothing to the sanitiser', (_, article) => {
    let words = article.intro_paragraph.split(/\s+/).length;
    for (const section of article.sections) {
      const raw = new DOMParser().parseFromString(section.content, 'text/html').body.textContent ?? '';
      const box = document.createElement('div');
      box.append(sanitizeArticleHtml(section.content));
      expect(box.textContent).toBe(raw);
      words += raw.split(/\s+/).filter(Boolean).length;
    }
    expect(words).toBeGreaterThanOrEqual(900);
  });

  // That every other page linked exists is the composed site's to say (e2e/tests/seo.spec.ts).
  it.each(articles.map((article) => [article.slug, article] as const))('%s links to the site or by https, and only to articles that exist', (_, article) => {
    const links = [...sectionLinks(article), article.cta.link];
    for (const href of links.filter((link) => link.startsWith('/'))) {
      const path = href.split(/[?#]/)[0]!;
      const slug = /^\/press\/(.+)$/.exec(path)?.[1];
      if (slug) expect(articles.map((other) => other.slug)).toContain(slug);
    }
    expect(links.every((href) => href.startsWith('/') || href.startsWith('https:'))).toBe(true);
  });
});

describe('the legal pages (spec, section 2.8)', () => {
  it.each([privacyPolicy, termsOfService])('$title is dated March 24, 2025, with unique anchors', (document) => {
    expect(document.lastUpdated).toBe('2025-03-24');
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  const text = (document: typeof privacyPolicy) =>
    JSON.stringify(document.sections.map((section) => [section.title, section.blocks])).toLowerCase();

  it('privacy covers every point of the spec', () => {
    const privacy = text(privacyPolicy);
    for (const point of ['usage', 'device', 'ip address', 'chat', 'service providers', 'partner', 'retention', 'access', 'correct', 'delete', 'restrict', 'portab', 'cookie', 'security', 'changes', 'contact']) {
      expect(privacy, point).toContain(point);
    }
  });

  it('the terms cover every point of the spec, under the law of England and Wales', () => {
    const terms = text(termsOfService);
    for (const point of ['demonstration', 'interest', 'not a marketing', 'advisor', 'intellectual property', 'conduct', 'liability', 'indemn', 'england and wales']) {
      expect(terms, point).toContain(point);
    }
  });
});
