/**
 * The page's island components (shared/src/islands), started as the boot script asks
 * (src/boot/start-app.ts): each one's code loaded from its remote's `./islands` module and
 * hydrated alone, as its own root. Nothing else of the app comes with it: no router tables, no
 * layout, no other part of the page.
 */
import { hydrateIsland, ISLAND_NAME_ATTRIBUTE, WANT_EVENT, WANTED_ATTRIBUTE, writtenProps, type IslandLoaders, type IslandName } from 'shared';
import type { RemoteIslandsId } from '../remotes/remote-modules';

export interface IslandSource {
  islandsOf(id: RemoteIslandsId): Promise<{ islands: IslandLoaders; build: string | undefined }>;
}

export interface IslandStartOptions {
  /** The build of a remote the page's HTML came from, when the page says. */
  firstViewBuildOf(remote: string): string | undefined;
  /**
   * What is done when an island cannot start alone: its remote is down, or has been deployed again
   * since the page's HTML was written (its code would not match that HTML). The whole app then
   * takes the page over, with its states for a remote that is down or moved on.
   */
  fallBack(): void;
}

export function startIslands(doc: Document, source: IslandSource, { firstViewBuildOf, fallBack }: IslandStartOptions): () => void {
  const started = new WeakSet<Element>();

  const hydrateFromRemote = async (element: HTMLElement) => {
    const name = element.getAttribute(ISLAND_NAME_ATTRIBUTE) as IslandName;
    const remote = name.slice(0, name.indexOf('/'));
    const { islands, build } = await source.islandsOf(`${remote}/islands` as RemoteIslandsId);
    const firstView = firstViewBuildOf(remote);
    if (build && firstView && build !== firstView) return fallBack();
    const load = islands[name];
    if (!load) throw new Error(`${remote}'s islands have no ${name}`);
    hydrateIsland(element, await load(), writtenProps(element) ?? {});
  };

  const start = (element: HTMLElement) => {
    if (started.has(element)) return;
    started.add(element);
    hydrateFromRemote(element).catch((error: unknown) => {
      console.warn(`[islands] ${element.getAttribute(ISLAND_NAME_ATTRIBUTE)} could not start alone; the app takes the page over`, error);
      fallBack();
    });
  };

  // What was asked before this code was here, then what is asked from now on.
  for (const element of doc.querySelectorAll<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}][${WANTED_ATTRIBUTE}]`)) start(element);
  const onWant = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLElement && target.hasAttribute(ISLAND_NAME_ATTRIBUTE)) start(target);
  };
  doc.addEventListener(WANT_EVENT, onWant);
  return () => doc.removeEventListener(WANT_EVENT, onWant);
}
