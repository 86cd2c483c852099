import { describe, expect, it } from 'vitest';
import { search } from './search';

describe('the catalogue’s site search', () => {
  it('finds products by name and by what they do, with their pages', async () => {
    const serums = await search('serum');
    expect(serums.length).toBeGreaterThan(0);
    expect(serums.every((hit) => /serum/i.test(`${hit.title} ${hit.description}`) || hit.kind === 'product')).toBe(true);
    expect(serums[0]!.path).toMatch(/^\/product\//);
    expect((await search('hyperpigmentation')).length).toBeGreaterThan(0);
  });

  it('finds the services of /services too, and nothing for nonsense', async () => {
    expect((await search('consultation')).some((hit) => hit.kind === 'service' && hit.path === '/services')).toBe(true);
    expect(await search('zzqx')).toEqual([]);
  });
});
