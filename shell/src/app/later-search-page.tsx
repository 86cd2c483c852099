import { laterComponent, RouteModulePage } from 'shared';

/**
 * /search is the one shell page most visits never open: its route module loads with it, or when the
 * header's Search button shows intent.
 */
export const laterSearchPage = laterComponent(() =>
  import('../routes/search').then(({ default: search }) => {
    // Made once, when the module arrives (the load is cached): the same component every render.
    function SearchRoute() {
      return <RouteModulePage module={search} />;
    }
    return SearchRoute;
  }),
);
