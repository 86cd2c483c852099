import type { SearchDocument } from 'shared/search';
import { paragraphsOf, sentencesIn } from './answer.ts';
import type { Language } from './model/labels.ts';

/**
 * The site's documents in its other languages, by id: each remote publishes them beside its English
 * ones (`search.fr.json`, with the same ids). The advisor understands a question against the
 * English, which its model learned; a reply in French or Spanish is then said from these.
 */
export type TranslatedDocuments = Readonly<Partial<Record<Exclude<Language, 'en'>, ReadonlyMap<string, SearchDocument>>>>;

/** A reply's page in the visitor's language: the document, and the passage as it writes it (none when its sentences cannot be told apart). */
export interface ShownDocument {
  document: SearchDocument;
  /** The passage's sentences as the page in that language writes them; null when they cannot be matched, so nothing is quoted. */
  passage: string[] | null;
}

/** A sentence quoted ends with a stop, as ./answer.ts gives a list's line one. */
const stopped = (sentence: string) => (/[.!?»”"]$/.test(sentence) ? sentence : `${sentence}.`);

/**
 * `document` and its `passage` (sentences of its English copy) as the visitor's language publishes
 * them, or null where that language has no document of it, or publishes it in English (a press
 * article: `writtenIn`). A translation keeps its page's paragraphs and list items in their order, so
 * a sentence is the one in the same place of the same paragraph; where the paragraph is written in
 * more or fewer sentences, the whole paragraph. A page whose translation has other paragraphs is
 * linked and not quoted.
 */
export function shownIn(language: Language, translated: TranslatedDocuments | undefined, document: SearchDocument, passage: readonly string[]): ShownDocument | null {
  if (language === 'en') return { document, passage: [...passage] };
  const shown = translated?.[language]?.get(document.id);
  if (!shown || shown.writtenIn) return null;
  const english = paragraphsOf(document).map(sentencesIn);
  const theirs = paragraphsOf(shown).map(sentencesIn);
  if (english.length !== theirs.length) return { document: shown, passage: null };
  const quoted: string[] = [];
  for (const sentence of passage) {
    const paragraph = english.findIndex((sentences) => sentences.some((candidate) => candidate === sentence || stopped(candidate) === sentence));
    if (paragraph < 0) return { document: shown, passage: null };
    const place = english[paragraph]!.findIndex((candidate) => candidate === sentence || stopped(candidate) === sentence);
    const their = theirs[paragraph]!;
    const said = their.length === english[paragraph]!.length ? their[place]! : their.join(' ');
    if (!quoted.includes(stopped(said))) quoted.push(stopped(said));
  }
  return { document: shown, passage: quoted };
}
