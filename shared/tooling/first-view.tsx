import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandCollectorContext, type AnyIsland, type IslandCollector } from '../src/islands/define-island';
import { IslandFrame, routerLocation, staticNavigator } from '../src/islands/IslandFrame';
import { ISLAND_ID_ATTRIBUTE, ISLAND_QUERY_ATTRIBUTE } from '../src/page-protocol';
import { MemoryRouter, QueryReadContext } from '../src/router';

/**
 * A page's first view as static HTML, rendered in Node at build time from the real components: the
 * composed site shows it before any JavaScript has run (the largest paint comes with the HTML),
 * and the app hydrates it (renderToString, not static markup: its text separators let React adopt
 * the nodes). Effects (metadata, fades, data loading) run in the browser.
 *
 * Parts rendered apart and composed into one page (a page and another app's fragment) each need an
 * `idPrefix` of their own: every render numbers its `useId`s from the start, and two parts sharing
 * an id would label each other's regions and fields.
 *
 * An island component (shared/src/islands) is rendered apart in the same way, by itself in the
 * frame its own root hydrates it in, with an id prefix of its own: what the browser adopts is then
 * exactly what this wrote, whether the island is hydrated alone or with the whole app around it.
 * An island that reads the query string as it renders is marked so (ISLAND_QUERY_ATTRIBUTE).
 */
export function firstViewHtml(path: string, page: ReactNode, options: { idPrefix?: string } = {}): string {
  return renderFirstView(path, page, options).html;
}

/**
 * The first view's HTML, and whether the page (outside its islands) read its query string: a page
 * that never does shows every visit with a query as it is (QueryReadContext, shared/src/router.ts).
 */
export function renderFirstView(path: string, page: ReactNode, { idPrefix = '' }: { idPrefix?: string } = {}): { html: string; readsQuery: boolean } {
  const [pathname = '/', search = ''] = path.split('?');
  let readsQuery = false;
  const noteQueryRead = () => void (readsQuery = true);
  const islands: { id: string; island: AnyIsland; props: object }[] = [];
  const collector: IslandCollector = {
    at: search ? `${pathname}?${search}` : pathname,
    add(island, props) {
      const id = `${idPrefix}i${islands.length}-`;
      islands.push({ id, island, props });
      return id;
    },
  };
  let html = renderToString(
    <IslandCollectorContext value={collector}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '' }]}>
        <QueryReadContext value={noteQueryRead}>{page}</QueryReadContext>
      </MemoryRouter>
    </IslandCollectorContext>,
    { identifierPrefix: idPrefix },
  );
  const location = routerLocation({ pathname, search: search ? `?${search}` : '', hash: '' });
  for (const { id, island, props } of islands) {
    let islandReadsQuery = false;
    const own = renderToString(
      <IslandFrame location={location} navigator={staticNavigator}>
        <QueryReadContext value={() => void (islandReadsQuery = true)}>
          <island.Component {...props} />
        </QueryReadContext>
      </IslandFrame>,
      { identifierPrefix: id },
    );
    const place = `${ISLAND_ID_ATTRIBUTE}="${id}"></div>`;
    if (!html.includes(place)) throw new Error(`the first view of ${path} lost the place of island ${island.name}`);
    // Which islands read the query is known only now, so the build writes it, not the page's render.
    const mark = islandReadsQuery ? ` ${ISLAND_QUERY_ATTRIBUTE}=""` : '';
    html = html.replace(place, () => `${ISLAND_ID_ATTRIBUTE}="${id}"${mark}>${own}</div>`);
  }
  return { html, readsQuery };
}
