/**
 * The page's island components (shared/src/islands), started as the boot script asks
 * (src/boot/start-app.ts): each one's code loaded from its remote's `./islands` module (or the
 * shell's own, ../islands.ts) and hydrated alone, as its own root. Nothing else of the app comes with it: no router tables, no
 * layout, no other part of the page.
 */
import { hydrateIsland, ISLAND_NAME_ATTRIBUTE, WANT_EVENT, WANTED_ATTRIBUTE, writtenProps, type AnyIsland, type IslandLoaders, type IslandName, type IslandOwner, type RemoteName } from 'shared';
import shellIslands from '../islands';
import { REMOTE_TIMEOUT_MS, RemoteTimeoutError, withTimeout } from '../remotes/remote-loader';
import type { RemoteIslandsId } from '../remotes/remote-modules';

const islandIn = (islands: IslandLoaders, name: IslandName): Promise<AnyIsland> => {
  const load = islands[name];
  return load ? load() : Promise.reject(new Error(`no island is named ${name}`));
};

export interface IslandSource {
  islandsOf(id: RemoteIslandsId): Promise<{ islands: IslandLoaders; build: string | undefined }>;
  /** Treats a remote as down from now on (until a Retry): its island's code did not come in time. */
  giveUp(remote: RemoteName): void;
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
  /** How long an island's code may take to come before its remote is taken as down. */
  timeoutMs?: number;
}

export function startIslands(doc: Document, source: IslandSource, { firstViewBuildOf, fallBack, timeoutMs = REMOTE_TIMEOUT_MS }: IslandStartOptions): () => void {
  const started = new WeakSet<Element>();

  /** The island's code, or null when its remote's build is no longer the one its HTML came from. */
  const codeOf = async (name: IslandName): Promise<AnyIsland | null> => {
    const owner = name.slice(0, name.indexOf('/')) as IslandOwner;
    // The shell's own islands are chunks of the build this code is from, which wrote the page.
    if (owner === 'shell') return islandIn(shellIslands, name);
    // A remote that hangs must not hold a press on its island for ever: past the time limit it is
    // taken as down, and the whole app shows its fallback with Retry at once.
    return withTimeout(
      (async () => {
        const { islands, build } = await source.islandsOf(`${owner}/islands`);
        const firstView = firstViewBuildOf(owner);
        if (build && firstView && build !== firstView) return null;
        return islandIn(islands, name);
      })(),
      timeoutMs,
      name,
    ).catch((error: unknown) => {
      if (error instanceof RemoteTimeoutError) source.giveUp(owner);
      throw error;
    });
  };

  const hydrateFromCode = async (element: HTMLElement) => {
    const island = await codeOf(element.getAttribute(ISLAND_NAME_ATTRIBUTE) as IslandName);
    if (!island) return fallBack();
    hydrateIsland(element, island, writtenProps(element) ?? {});
  };

  const start = (element: HTMLElement) => {
    if (started.has(element)) return;
    started.add(element);
    hydrateFromCode(element).catch((error: unknown) => {
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
