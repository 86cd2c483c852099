import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leadDetailLimits } from '../../shared/src/lead-details';
import { migrationFiles } from '../local/database';

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
