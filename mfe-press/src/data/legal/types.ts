/** One block of a legal section: a paragraph, or a list. Text is plain; `**bold**` is not supported, keep it plain. */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: readonly string[] };

export interface LegalSection {
  /** Anchor id, kebab-case, unique in the document (the table of contents links to #id). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** Spec: both pages were last updated March 24, 2025. */
  lastUpdated: '2025-03-24';
  /** One or two short paragraphs before the sections. */
  intro: readonly string[];
  sections: readonly LegalSection[];
}
