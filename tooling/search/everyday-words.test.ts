import { describe, expect, it } from 'vitest';
import { EVERYDAY_WORDS } from 'shared/search';
import { siteCopy, siteSearchDocuments } from './site-documents';

/** Quotes compared as the copy reads, whatever its quotation marks and spacing. */
const normal = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');

describe('the everyday words', () => {
  it('are justified by the site’s own copy: what each quotes is on the site', async () => {
    const documents = await siteSearchDocuments();
    const copy = normal(siteCopy(documents));
    const unquoted = EVERYDAY_WORDS.flatMap(({ because }) =>
      // A quote may leave words out ("a single breakout ... can leave a mark"): each part is the copy's.
      [...because.matchAll(/"([^"]+)"/g)].flatMap(([, quote]) => quote!.split(/\s*\.\.\.\s*/)).filter((part) => !copy.includes(normal(part))),
    );
    expect(unquoted).toEqual([]);
  });
});
