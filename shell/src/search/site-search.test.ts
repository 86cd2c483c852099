import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit, SearchModule } from 'shared';
import { createSiteSearch, SEARCH_TIME_LIMIT_MS } from './site-search';

const hit = (title: string): SearchHit => ({ title, path: '/x', kind: 'product', summary: '' }) as unknown as SearchHit;
const answering = (title: string): SearchModule => ({ search: () => [hit(title)] }) as unknown as SearchModule;

afterEach(() => vi.useRealTimers());

describe('site search across the remotes', () => {
  it('names a remote that never answers once its time is up, and shows the others’ results (issue 20)', async () => {
    vi.useFakeTimers();
    const search = createSiteSearch((id) => (id === 'booking/search' ? new Promise<SearchModule>(() => undefined) : Promise.resolve(answering(id))));
    const result = search('serum');
    await vi.advanceTimersByTimeAsync(SEARCH_TIME_LIMIT_MS);
    const { hits, unavailable } = await result;
    expect(unavailable).toEqual(['booking']);
    expect(hits.map((found) => found.title)).toEqual(['catalogue/search', 'locations/search', 'press/search']);
  });

  it('names a remote whose module fails, at once', async () => {
    const search = createSiteSearch((id) => (id === 'press/search' ? Promise.reject(new Error('down')) : Promise.resolve(answering(id))));
    expect((await search('serum')).unavailable).toEqual(['the press']);
  });
});
