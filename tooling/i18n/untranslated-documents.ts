import type { SearchDocument } from 'shared/search-documents';

/**
 * A document's text in lines a visitor reads: its description's parts (`$48 · A serum…`) and its
 * body's lines; of a document written in another language on purpose (`writtenIn`: a press
 * article), its description alone.
 */
const linesOf = (document: SearchDocument, writtenIn = document.writtenIn): string[] =>
  (writtenIn ? [document.description] : [document.description, document.body ?? '', document.facts?.answer ?? '']).flatMap((text) => text.split(/\n| · /));

/** Three words or more: a sentence, not a name or a price. */
const isSentence = (line: string) => (line.match(/\p{L}+/gu) ?? []).length >= 3;

/**
 * A proper name of several words, kept as written in every language (a landmark: "Place de la
 * Concorde", "Bayou Bend Collection and Gardens"): each of its words of four letters or more starts
 * with a capital.
 */
const isName = (line: string) => (line.match(/\p{L}{4,}/gu) ?? []).every((word) => /^\p{Lu}/u.test(word));

/**
 * The lines of an app's documents in another language that are the English documents' own: a
 * search result or an advisor's quote the visitor would read in English. An address is a name.
 */
export function untranslatedLines(english: readonly SearchDocument[], translated: readonly SearchDocument[]): string[] {
  const byId = new Map(english.map((document) => [document.id, document]));
  return translated.flatMap((document) => {
    const source = byId.get(document.id);
    if (!source) return [];
    const names = new Set([source.facts?.address, source.title].filter(Boolean));
    const shown = new Set(linesOf(document).map((line) => line.trim()));
    return linesOf(source, document.writtenIn)
      .map((line) => line.trim())
      .filter((line) => isSentence(line) && !isName(line) && !names.has(line) && shown.has(line))
      .map((line) => `${document.id}: ${line}`);
  });
}
