import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from 'shared/locales';
import { extractedMessages, hasCatalogs, idPrefixOf, MESSAGE_WORKSPACES, readCatalog, verifyCatalogs } from './catalogs';

const words = (text: string) => text.match(/\p{L}+/gu) ?? [];

describe.each(MESSAGE_WORKSPACES)('the messages of %s', (workspace) => {
  const declared = extractedMessages(workspace);

  it('are in its English catalog, as its code declares them (npm run i18n:extract)', () => {
    if (Object.keys(declared).length === 0) return expect(hasCatalogs(workspace)).toBe(false);
    expect(hasCatalogs(workspace)).toBe(true);
    expect(readCatalog(workspace, SOURCE_LOCALE)).toEqual(declared);
  });

  it('have ids under its own name, so no two workspaces share one', () => {
    expect(Object.keys(declared).filter((id) => !id.startsWith(idPrefixOf(workspace)))).toEqual([]);
  });

  it.runIf(hasCatalogs(workspace))('are translated into every language, with the same arguments, plurals and tags', () => {
    expect(() => verifyCatalogs(workspace)).not.toThrow();
  });

  it.runIf(hasCatalogs(workspace))('are not left in English: a translation that reads as the English has at most two words ("Contact", "Immersion")', () => {
    for (const locale of LOCALES.filter((code) => code !== SOURCE_LOCALE)) {
      const catalog = readCatalog(workspace, locale);
      const untranslated = Object.entries(declared).filter(([id, english]) => catalog[id] === english && words(english).length > 2);
      expect(untranslated.map(([id]) => `${locale}: ${id}`)).toEqual([]);
    }
  });
});
