import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageMeta } from './apply-page-meta';

const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
const property = (name: string) => document.head.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
const jsonLd = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent ?? ''));

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="from the HTML">';
  document.title = '';
});

describe('applyPageMeta', () => {
  it('writes the title, description, keywords, canonical, robots and social tags with the defaults', () => {
    applyPageMeta(document, {
      title: 'Skin Collection',
      description: 'Barrier-first skincare.',
      keywords: ['skincare', 'melanin'],
      canonicalPath: '/skin',
    });
    expect(document.title).toBe('Skin Collection | Noirelle');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('description')).toBe('Barrier-first skincare.');
    expect(meta('keywords')).toBe('skincare, melanin');
    expect(meta('robots')).toBe('index, follow');
    expect(meta('theme-color')).toBe('#d4af37');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://noirelle.beauty/skin');
    expect(property('og:url')).toBe('https://noirelle.beauty/skin');
    expect(property('og:image')).toBe('https://noirelle.beauty/brand/sharing-banner.jpg');
    expect(property('og:image:width')).toBe('1200');
    expect(property('og:image:height')).toBe('630');
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it("replaces the previous page's JSON-LD instead of adding to it, and escapes '<'", () => {
    applyPageMeta(document, { title: 'A', description: 'a', canonicalPath: '/a', jsonLd: [{ '@type': 'Organization', name: 'A' }] });
    applyPageMeta(document, {
      title: 'B',
      description: 'b',
      canonicalPath: '/b',
      jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
    });
    expect(jsonLd()).toEqual([{ '@context': 'https://schema.org', '@type': 'Product', name: '</script><script>alert(1)</script>' }]);
    expect(document.head.innerHTML).not.toContain('</script><script>');
  });

  it('keeps a page title that already names the brand', () => {
    applyPageMeta(document, { title: 'Noirelle | Luxury Beauty', description: 'x', canonicalPath: '/' });
    expect(document.title).toBe('Noirelle | Luxury Beauty');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://noirelle.beauty/');
  });
});
