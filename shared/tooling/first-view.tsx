import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { basenameOf, localizedPath } from '../src/i18n/locales';
import type { PageLanguage } from '../src/i18n/format';
import { InLanguage } from '../src/i18n/intl';
import { IslandCollectorContext, type AnyIsland, type IslandCollector, type IslandDefinition } from '../src/islands/define-island';
import { IslandFrame, routerLocation, staticNavigator } from '../src/islands/IslandFrame';
import { ISLAND_AT_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_QUERY_ATTRIBUTE } from '../src/page-protocol';
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
export interface FirstViewOptions {
  /** The `useId` prefix of a part rendered apart. */
  idPrefix?: string;
  /** The page's language and messages: its links and its islands' addresses then carry its prefix (`/fr`). English where absent. */
  language?: PageLanguage;
}

export function firstViewHtml(path: string, page: ReactNode, options: FirstViewOptions = {}): string {
  return renderFirstView(path, page, options).html;
}

/**
 * The first view's HTML, and whether the page (outside its islands) read its query string: a page
 * that never does shows every visit with a query as it is (QueryReadContext, shared/src/router.ts).
 */
export function renderFirstView(path: string, page: ReactNode, { idPrefix = '', language }: FirstViewOptions = {}): { html: string; readsQuery: boolean } {
  const [innerPath = '/', search = ''] = path.split('?');
  const pathname = language ? localizedPath(innerPath, language.locale) : innerPath;
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
      <InLanguage language={language}>
        <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '' }]} basename={language && basenameOf(language.locale)}>
          <QueryReadContext value={noteQueryRead}>{page}</QueryReadContext>
        </MemoryRouter>
      </InLanguage>
    </IslandCollectorContext>,
    { identifierPrefix: idPrefix },
  );
  for (const { id, island, props } of islands) {
    const own = renderIsland(island, props, { at: collector.at, id, language });
    const place = `${ISLAND_ID_ATTRIBUTE}="${id}"></div>`;
    if (!html.includes(place)) throw new Error(`the first view of ${path} lost the place of island ${island.name}`);
    // Which islands read the query is known only now, so the build writes it, not the page's render.
    const mark = own.readsQuery ? ` ${ISLAND_QUERY_ATTRIBUTE}=""` : '';
    html = html.replace(place, () => `${ISLAND_ID_ATTRIBUTE}="${id}"${mark}>${own.html}</div>`);
  }
  return { html, readsQuery };
}

/**
 * An island by itself, in the frame its own root hydrates it in, at the address (`at`: path and
 * query) and with the `useId` prefix (`id`) its place in the page records: what that place holds.
 */
export function renderIsland(island: AnyIsland, props: object, { at, id, language }: { at: string; id: string; language?: PageLanguage }): { html: string; readsQuery: boolean } {
  const [pathname = '/', search = ''] = at.split('?');
  let readsQuery = false;
  const html = renderToString(
    <IslandFrame location={routerLocation({ pathname, search: search ? `?${search}` : '', hash: '' })} navigator={staticNavigator} language={language}>
      <QueryReadContext value={() => void (readsQuery = true)}>
        <island.Component {...props} />
      </QueryReadContext>
    </IslandFrame>,
    { identifierPrefix: id },
  );
  return { html, readsQuery };
}

/** What React's attribute escaping turns back into. */
const attributeEntities: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const attributeValue = (tag: string, name: string): string | undefined =>
  new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => attributeEntities[entity]!);
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const withAttribute = (tag: string, name: string, value: string) => tag.replace(new RegExp(` ${name}="[^"]*"`), () => ` ${name}="${escapeAttribute(value)}"`);

/**
 * A page's published first view with one of its islands written again, for the address a request
 * asked for and the props found for it: what a server does for an island whose page shows what the
 * visit asked (/search?q= with its results). The island keeps its place and `useId` prefix, so it
 * hydrates as any other; a page in another language than English is written in it (`language`, with
 * the messages it was published with). Undefined when the page does not hold that island as this code renders it
 * from its published props (HTML of another build): the published page then stands.
 */
export function withIslandWrittenFor<Props extends object>(html: string, island: IslandDefinition<Props>, props: Props, at: string, language?: PageLanguage): string | undefined {
  const opening = new RegExp(`<div [^>]*${ISLAND_NAME_ATTRIBUTE}="${island.name}"[^>]*>`).exec(html);
  if (!opening) return undefined;
  const tag = opening[0];
  const id = attributeValue(tag, ISLAND_ID_ATTRIBUTE);
  const writtenAt = attributeValue(tag, ISLAND_AT_ATTRIBUTE);
  const writtenProps = attributeValue(tag, ISLAND_PROPS_ATTRIBUTE);
  if (id === undefined || writtenAt === undefined || writtenProps === undefined) return undefined;
  const start = opening.index + tag.length;
  const published = `${renderIsland(island, JSON.parse(writtenProps) as object, { at: writtenAt, id, language }).html}</div>`;
  if (!html.startsWith(published, start)) return undefined;
  const rewritten = withAttribute(withAttribute(tag, ISLAND_PROPS_ATTRIBUTE, JSON.stringify(props)), ISLAND_AT_ATTRIBUTE, at);
  return `${html.slice(0, opening.index)}${rewritten}${renderIsland(island, props, { at, id, language }).html}</div>${html.slice(start + published.length)}`;
}
