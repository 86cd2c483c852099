/**
 * What a remote needs to publish its search documents, without the engine: the types, the file's
 * name and a page's document. The remotes' `src/search-documents.ts`, the build plugin
 * (shared/tooling/search-documents.ts) and the shell's loader import this; only /search and
 * `advisor-chat` import the engine itself (./engine.ts, with MiniSearch).
 */
import type { ArtImage } from '../ui/ResponsiveImage';
import type { SearchDocument, SearchImage, SearchKind } from './engine';

export type { SearchDocument, SearchDocumentsFile, SearchFacts, SearchImage, SearchKind } from './engine';

export { SEARCH_DOCUMENTS_FILE, searchDocumentsFileOf } from './files';

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

/**
 * The narrowest picture a card may be given: the advisor's card draws a packshot about 4 rem wide,
 * and a square or wide picture, cropped to its frame, wider; 320 pixels stay sharp on a phone's
 * screen at three device pixels to the pixel.
 */
export const CARD_PICTURE_MIN_WIDTH = 320;

/**
 * An art picture as a card's one file: its narrowest WebP at least CARD_PICTURE_MIN_WIDTH wide (the
 * widest, when none is), with that file's size and the picture's description. The file is named as
 * the module loading it names it; the build publishes it as the file it emitted.
 */
export function cardPicture(image: ArtImage): SearchImage {
  const candidates = image.webp
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([src = '', descriptor = '']) => ({ src, width: Number.parseInt(descriptor, 10) }))
    .filter((candidate) => candidate.src && candidate.width > 0)
    .sort((a, b) => a.width - b.width);
  const chosen = candidates.find((candidate) => candidate.width >= CARD_PICTURE_MIN_WIDTH) ?? candidates.at(-1);
  if (!chosen) throw new Error(`${image.alt}: no WebP file to publish`);
  return { src: chosen.src, width: chosen.width, height: Math.round((chosen.width * image.height) / image.width), alt: image.alt };
}
