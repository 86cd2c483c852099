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

/** Asks every remote at once; one that fails is reported, and the others' results still show. */
export function createSiteSearch(load: (id: RemoteSearchId) => Promise<SearchModule>): SiteSearch {
  return async (query) => {
    const settled = await Promise.allSettled(searchSources.map(async (source) => (await load(source.id)).search(query)));
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
