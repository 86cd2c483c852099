import { laterComponent } from 'shared';

/** /search is the one shell page most visits never open: its code loads with it, or when the header's Search button shows intent. */
export const laterSearchPage = laterComponent(() => import('./SearchPage').then((module) => module.SearchPage));
