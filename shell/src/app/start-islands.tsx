/**
 * The page's island components (shared/src/islands), started as the boot script asks
 * (src/boot/start-app.ts): each one's code loaded from its remote's `./islands` module (or the
 * shell's own, passed in from ../islands.ts) and hydrated alone, as its own root. Nothing else of the app comes
 * with it: no router tables, no layout, no other part of the page.
 *
 * An island whose remote has been deployed again since the page was composed is rendered afresh
 * with the new build (its code cannot adopt the old build's HTML), with the props its HTML was
 * written with. One whose code does not come (its remote down, or hanging past the time limit), or
 * throws as it renders, shows the shell's fallback in its place, whose Retry asks for it again; the
 * rest of the page is the visitor's meanwhile.
 *
 * What it returns stops it: no island starts after, and those it started are unmounted (a page
 * never stops it; a test does, so that no root it left follows the next test's address).
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  hydrateIsland,
  InLanguage,
  ISLAND_NAME_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  localeOfPath,
  renderIsland,
  sharedCatalogs,
  SOURCE_LOCALE,
  WANT_EVENT,
  WANTED_ATTRIBUTE,
  writtenProps,
  type AnyIsland,
  type CatalogLoader,
  type IslandLoaders,
  type IslandName,
  type IslandOwner,
  type PageLanguage,
  type RemoteName,
  type UnmountIsland,
} from 'shared';
import { REMOTE_TIMEOUT_MS, RemoteTimeoutError, withTimeout } from '../remotes/remote-loader';
import type { RemoteIslandsId } from '../remotes/remote-modules';
import { RemoteFallback } from '../remotes/RemoteFallback';

export interface IslandSource {
  islandsOf(id: RemoteIslandsId): Promise<{ islands: IslandLoaders; build: string | undefined; messages?: CatalogLoader }>;
  /** Treats a remote as down from now on (until a Retry): its island's code did not come in time. */
  giveUp(remote: RemoteName): void;
  /** Forgets a remote that failed, so the next ask goes to the network again (a Retry). */
  reset(remote: RemoteName): Promise<void>;
}

export interface IslandStartOptions {
  /** The shell's own islands (src/islands.ts): chunks of the build this code is from. */
  shellIslands?: IslandLoaders;
  /** The shell's own messages in a language (src/islands.ts). */
  shellMessages?: CatalogLoader;
  /** `shared`'s messages in a language: the ones its module holds (`sharedCatalogs`), unless given. */
  sharedMessages?: CatalogLoader;
  /** The build of a remote the page's HTML came from, when the page says. */
  firstViewBuildOf(remote: string): string | undefined;
  /** How long an island's code may take to come before its remote is taken as down. */
  timeoutMs?: number;
}

/** An island's code, whether its HTML came from the same build (so it can be adopted), and its owner's messages. */
interface IslandCode {
  island: AnyIsland;
  adoptsHtml: boolean;
  messages: CatalogLoader;
}

const noMessages: CatalogLoader = async () => ({});

const islandIn = (islands: IslandLoaders, name: IslandName): Promise<AnyIsland> => islands[name]?.() ?? Promise.reject(new Error(`no island is named ${name}`));

const ownerOf = (name: IslandName) => name.slice(0, name.indexOf('/')) as IslandOwner;

export function startIslands(
  doc: Document,
  source: IslandSource,
  { shellIslands = {}, shellMessages = noMessages, sharedMessages = async (locale) => sharedCatalogs[locale], firstViewBuildOf, timeoutMs = REMOTE_TIMEOUT_MS }: IslandStartOptions,
): () => void {
  const started = new WeakSet<Element>();
  /** What unmounts each island's root (or its fallback's), so that stopping leaves nothing rendering. */
  const mounted = new Map<Element, UnmountIsland>();
  // The page's language, from its address (the server's only source for it too).
  const { locale } = localeOfPath(doc.defaultView?.location.pathname ?? '/');

  /**
   * What an island renders in: nothing to fetch on an English page, whose words are the code's;
   * elsewhere `shared`'s messages and its owner's, as the build rendered its HTML with.
   */
  const languageOf = async (messages: CatalogLoader): Promise<PageLanguage | undefined> => {
    if (locale === SOURCE_LOCALE) return undefined;
    const [own, common] = await Promise.all([messages(locale), sharedMessages(locale)]);
    return { locale, messages: { ...common, ...own } };
  };
  const shellLanguage = languageOf(shellMessages).catch(() => undefined);

  const codeOf = async (name: IslandName): Promise<IslandCode> => {
    const owner = ownerOf(name);
    // The shell's own islands are chunks of the build this code is from, which wrote the page.
    if (owner === 'shell') return { island: await islandIn(shellIslands, name), adoptsHtml: true, messages: shellMessages };
    // A remote that hangs must not hold a press on its island for ever: past the time limit it is
    // taken as down, and the island shows its fallback at once.
    return withTimeout(
      (async () => {
        const { islands, build, messages } = await source.islandsOf(`${owner}/islands`);
        const firstView = firstViewBuildOf(owner);
        return { island: await islandIn(islands, name), adoptsHtml: !build || !firstView || build === firstView, messages: messages ?? noMessages };
      })(),
      timeoutMs,
      name,
    ).catch((error: unknown) => {
      if (error instanceof RemoteTimeoutError) source.giveUp(owner);
      throw error;
    });
  };

  /** Starts the island at `element`: hydrated, or rendered afresh where its HTML is not its code's (`fresh`). */
  const start = async (element: HTMLElement, fresh: boolean) => {
    const name = element.getAttribute(ISLAND_NAME_ATTRIBUTE) as IslandName;
    try {
      const { island, adoptsHtml, messages } = await codeOf(name);
      const language = await languageOf(messages);
      const props = writtenProps(element) ?? {};
      // Code that throws as it renders leaves nothing in the island's place: its fallback stands there.
      const failed = () => queueMicrotask(() => void showFallback(element, name));
      mounted.set(element, adoptsHtml && !fresh ? hydrateIsland(element, island, props, failed, language) : renderIsland(element, island, props, failed, language));
    } catch (error) {
      console.warn(`[islands] ${name} could not start; its fallback offers a Retry`, error);
      await showFallback(element, name);
    }
  };

  const showFallback = async (element: HTMLElement, name: IslandName) => {
    const language = await shellLanguage;
    const fallback = createRoot(element);
    mounted.set(element, () => fallback.unmount());
    const retry = async () => {
      fallback.unmount();
      element.removeAttribute(LIVE_ATTRIBUTE);
      const owner = ownerOf(name);
      if (owner !== 'shell') await source.reset(owner);
      await start(element, true);
    };
    flushSync(() =>
      fallback.render(
        <InLanguage language={language}>
          <RemoteFallback kind="section" retry={{ onRetry: () => void retry() }} />
        </InLanguage>,
      ),
    );
    // The fallback is the shell's own code, here now: its Retry is never held. What the visitor
    // pressed in the island stays held until the island is back.
    element.setAttribute(LIVE_ATTRIBUTE, '');
  };

  const ask = (element: HTMLElement) => {
    if (started.has(element)) return;
    started.add(element);
    void start(element, false);
  };

  // What was asked before this code was here, then what is asked from now on.
  for (const element of doc.querySelectorAll<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}][${WANTED_ATTRIBUTE}]`)) ask(element);
  const onWant = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLElement && target.hasAttribute(ISLAND_NAME_ATTRIBUTE)) ask(target);
  };
  doc.addEventListener(WANT_EVENT, onWant);
  return () => {
    doc.removeEventListener(WANT_EVENT, onWant);
    for (const unmount of mounted.values()) unmount();
    mounted.clear();
  };
}
