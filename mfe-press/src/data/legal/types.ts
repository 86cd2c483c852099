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

/**
 * A legal document's words in another language, shaped as its English (`typeof privacyPolicy`):
 * every paragraph and list item in its place, so one missing or added is a type error. Its
 * anchors, its kinds of block and its date are the English document's.
 */
export type LegalCopy<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [I in keyof T]: LegalCopy<T[I]> }
    : { readonly [K in Exclude<keyof T, 'id' | 'kind' | 'lastUpdated'>]: LegalCopy<T[K]> };

/** The English document with the words of `copy` in their places. */
export function legalDocumentIn<T extends LegalDocument>(english: LegalDocument, copy: LegalCopy<T>): LegalDocument {
  const words = copy as unknown as { title: string; intro: readonly string[]; sections: readonly { title: string; blocks: readonly ({ text: string } | { items: readonly string[] })[] }[] };
  return {
    title: words.title,
    lastUpdated: english.lastUpdated,
    intro: words.intro,
    sections: english.sections.map((section, s) => ({
      id: section.id,
      title: words.sections[s]!.title,
      blocks: section.blocks.map((block, b) => {
        const translated = words.sections[s]!.blocks[b]!;
        return block.kind === 'paragraph' ? { kind: 'paragraph', text: (translated as { text: string }).text } : { kind: 'list', items: (translated as { items: readonly string[] }).items };
      }),
    })),
  };
}
