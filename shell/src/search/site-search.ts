import { createContext } from 'react';
import type { SearchHit, SearchModule } from 'shared';
import type { RemoteSearchId } from '../remotes/remote-modules';

export const searchSources: readonly { id: RemoteSearchId; label: string }[] = [
  { id: 'catalogue/search', label: 'the collection' },
  { id: 'booking/search', label: 'booking' },
  { id: 'locations/search', label: 'our houses' },
  { id: 'press/search', label: 'the press' },
];

export interface SiteSearchResult {
  hits: SearchHit[];
  /** Parts of the site that could not be searched (a remote down): said on the page, never hidden. */
  unavailable: string[];
}

export type SiteSearch = (query: string) => Promise<SiteSearchResult>;

/**
 * How long a remote has to answer a search. One that hangs (accepts the connection, never answers)
 * is named as unavailable after this, and the others' results show (issue 20: the page waited for
 * ever). Shorter than a page's wait for its remote (RemoteSlot's 12 s): a search is one small module.
 */
export const SEARCH_TIME_LIMIT_MS = 5_000;

/** `work`, or a rejection once `ms` have passed. */
function withinTimeLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/** Asks every remote at once; one that fails or does not answer in time is reported, and the others' results still show. */
export function createSiteSearch(load: (id: RemoteSearchId) => Promise<SearchModule>, timeLimitMs = SEARCH_TIME_LIMIT_MS): SiteSearch {
  return async (query) => {
    const settled = await Promise.allSettled(searchSources.map((source) => withinTimeLimit(load(source.id).then((module) => module.search(query)), timeLimitMs)));
    const hits: SearchHit[] = [];
    const unavailable: string[] = [];
    settled.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') hits.push(...outcome.value);
      else unavailable.push(searchSources[index]!.label);
    });
    return { hits, unavailable };
  };
}

export const SiteSearchContext = createContext<SiteSearch | null>(null);
