import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWebAddress, leadDetailLimits, WEB_ADDRESS_REQUIRED } from 'shared/lead-details';
import { migrationFiles, openDatabase } from '../local/database';

/** Every migration, in order: a later `create or replace` is what stands. */
const sql = migrationFiles().map((file) => readFileSync(file.path, 'utf8'));

describe('the interest details limits are one definition (shared/src/lead-details.ts)', () => {
  it('update_interest_details refuses, by field name, exactly past each limit', () => {
    const last = sql.filter((text) => text.includes('function public.update_interest_details')).at(-1)!;
    const checks = Object.fromEntries([...last.matchAll(/if length\(v_\w+\) > (\d+) then return public\.refusal\(400, '(\w+)'/g)].map((match) => [match[2], Number(match[1])]));
    expect(checks).toEqual(leadDetailLimits);
  });

  it('the subscribers table holds the same limits', () => {
    const table = sql.find((text) => text.includes('create table public.subscribers'))!;
    const columns = Object.fromEntries([...table.matchAll(/^\s+(\w+) text check \(length\(\1\) <= (\d+)\)/gm)].map((match) => [match[1], Number(match[2])]));
    for (const [column, max] of Object.entries(leadDetailLimits)) expect(columns[column], column).toBe(max);
  });
});

describe('a stored web address is http(s), in the form and in the database alike', () => {
  it('public.is_web_url and isWebAddress give one answer, and the database refuses with the form’s message', async () => {
    const samples = ['https://crown.example', 'http://crown.example/about?x=1', 'HTTPS://CROWN.EXAMPLE', 'javascript:alert(1)', ' javascript:x', 'data:text/html,hi', 'vbscript:x', 'ftp://files.example', 'https://', 'https:// spaced.example', 'crown.example', 'mailto:a@b.c', '//crown.example'];
    const db = await openDatabase();
    try {
      const { rows } = await db.query<{ ok: boolean }>('select public.is_web_url(url) as ok from unnest($1::text[]) as url', [samples]);
      expect(rows.map((row) => row.ok)).toEqual(samples.map(isWebAddress));
    } finally {
      await db.close();
    }
    expect(sql.filter((text) => text.includes('function public.update_interest_details')).at(-1)).toContain(`'${WEB_ADDRESS_REQUIRED}'`);
  });
});
