/**
 * What a remote needs to publish its search documents, without the engine: the types, the file's
 * name and a page's document. The remotes' `src/search-documents.ts`, the build plugin
 * (shared/tooling/search-documents.ts) and the shell's loader import this; only /search and
 * `advisor-chat` import the engine itself (./engine.ts, with MiniSearch).
 */
import type { SearchDocument, SearchKind } from './engine';

export type { SearchDocument, SearchDocumentsFile, SearchFacts, SearchKind } from './engine';

/** Published next to each remote's entry, like seo.json. */
export const SEARCH_DOCUMENTS_FILE = 'search.json';

/** Something sold (a product, a service, an add-on), with its price and, for a service, its duration. */
export interface PricedItem {
  id: string;
  kind: SearchKind;
  title: string;
  /** As the page shows it ("$48"). */
  price: string;
  duration?: string;
  description: string;
  path: string;
  keywords: string;
  body?: string;
}

/** How a priced item's facts lead its description ("$185, 90 minutes · "). */
const leadingFacts = ({ price, duration }: { price?: string; duration?: string }): string => (price ? `${price}${duration ? `, ${duration}` : ''} · ` : '');

/**
 * A priced item as a document: its price and duration lead its description (a result shows them
 * first) and are facts a hosted model answers from when a visitor asks what something costs or how
 * long it takes.
 */
export function pricedItemDocument({ price, duration, description, ...item }: PricedItem): SearchDocument {
  return {
    ...item,
    description: `${leadingFacts({ price, duration })}${description}`,
    facts: { price, ...(duration ? { duration } : {}) },
  };
}

/** A page as a document: its title and description as its head states them (its PageMeta). */
export function pageDocument(owner: string, path: string, page: { title: string; description: string }, keywords = ''): SearchDocument {
  return { id: `${owner}:page:${path}`, kind: 'page', title: page.title, description: page.description, path, keywords };
}
