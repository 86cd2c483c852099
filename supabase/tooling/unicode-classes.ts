/**
 * Prints the Postgres regular-expression classes the migrations use for Unicode properties, which
 * Postgres's regular expressions cannot name (they have no `\p{...}`): the ranges of each property
 * as this Node's Unicode data has them. `npx tsx supabase/tooling/unicode-classes.ts` prints them;
 * `supabase/local/database.test.ts` checks the database against the same properties, code point by
 * code point, so a class that falls behind Unicode fails a test.
 */

/** The ranges of the code points (surrogates excepted) that match `pattern`, a one-character test. */
export function codePointRanges(pattern: RegExp, from = 0): [number, number][] {
  const ranges: [number, number][] = [];
  let start = -1;
  for (let cp = from; cp <= 0x110000; cp += 1) {
    const matches = cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff) && pattern.test(String.fromCodePoint(cp));
    if (matches && start < 0) start = cp;
    if (!matches && start >= 0) {
      ranges.push([start, cp - 1]);
      start = -1;
    }
  }
  return ranges;
}

const escape = (cp: number) => (cp <= 0xffff ? `\\u${cp.toString(16).padStart(4, '0')}` : `\\U${cp.toString(16).padStart(8, '0')}`);

/** A bracket expression for Postgres (`[...]`), with `\u`/`\U` escapes. */
export const postgresClass = (ranges: [number, number][]) => `[${ranges.map(([start, end]) => (start === end ? escape(start) : `${escape(start)}-${escape(end)}`)).join('')}]`;

export const UNICODE_CLASSES = {
  /** What an address loses before it is compared: invisible in every rendering. */
  ignorable: () => postgresClass(codePointRanges(/^[\p{Default_Ignorable_Code_Point}\p{Cf}]$/u)),
  /** What an address may not hold past ASCII: symbols, separators, controls and private use (U+2800, a blank Braille cell, looks like nothing). */
  notInAnAddress: () => postgresClass(codePointRanges(/^[\p{S}\p{Z}\p{Cc}\p{Co}]$/u, 0x80)),
};

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, make] of Object.entries(UNICODE_CLASSES)) console.log(`-- ${name} (Unicode ${process.versions.unicode})\n${make()}\n`);
}
