import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECTIONS_FILE, sanitisedSections } from '../../scripts/sanitize-articles';
import { articles } from './articles';
import { articleSectionNodes } from './article-nodes';

describe('the articles sanitised at build time', () => {
  it('match the articles as they are now (else: npm run articles -w mfe-press)', () => {
    expect(readFileSync(SECTIONS_FILE, 'utf8')).toBe(sanitisedSections());
  });

  it('give every section of every article its nodes, and links only to site paths or https', () => {
    const hrefs: string[] = [];
    const visit = (node: unknown) => {
      if (typeof node !== 'object' || node === null) return;
      const element = node as { href?: string; children: unknown[] };
      if (element.href !== undefined) hrefs.push(element.href);
      element.children.forEach(visit);
    };
    for (const article of articles) {
      const nodes = articleSectionNodes(article.slug);
      expect(nodes).toHaveLength(article.sections.length);
      nodes.flat().forEach(visit);
    }
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^(?:https:|\/(?![/\\]))/);
  });
});
