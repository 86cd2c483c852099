import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('the leads CSV', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    const csv = toCsv([
      { email: 'a@example.com', notes: 'Says "hello", twice\nand more', company: '=HYPERLINK("http://x")', count: 2, extra: null },
    ]);
    expect(csv).toBe('email,notes,company,count,extra\r\na@example.com,"Says ""hello"", twice\nand more","\'=HYPERLINK(""http://x"")",2,\r\n');
    expect(toCsv([])).toBe('');
  });
});
