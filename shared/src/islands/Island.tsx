import { useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ISLAND_AT_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandLoad } from '../live';
import { IslandCollectorContext, type IslandDefinition } from './define-island';
import { hydrateIsland, unmountIsland } from './hydrate-island';

/** An island component (./define-island.ts), when its code loads, and the props its HTML is written with. */
type IslandProps<Props extends object> = { load: IslandLoad; of: IslandDefinition<Props>; props: Props };

const subscribeToNothing = () => () => undefined;

/** The props an island's HTML was written with (ISLAND_PROPS_ATTRIBUTE), if readable. */
export function writtenProps(element: Element): object | null {
  try {
    const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? 'null');
    return props && typeof props === 'object' ? props : null;
  } catch {
    return null;
  }
}

/**
 * The one way to say "this part needs code" in a route module or a fragment. Everything outside
 * islands is plain HTML that never waits for code. The boot script decides when an island's code
 * comes (`load`, see IslandLoad, and shell/src/boot/start-app.ts), so a page whose islands are out
 * of sight loads none.
 *
 * The wrapper takes no box (`display: contents`), so marking a part changes nothing of its layout.
 */
export function Island<Props extends object>({ load, of: island, props }: IslandProps<Props>) {
  const collector = useContext(IslandCollectorContext);
  // Whether this render adopts HTML on the page (React's hydration reads the server snapshot):
  // decided once, for the island's whole life.
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  const [adoptsHtml] = useState(() => hydrating && typeof document !== 'undefined');
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const own = element.current;
    if (!adoptsHtml || !own) return;
    // The island is its own root, here as on a page the app never took over: the app adopts the
    // page around it and leaves its HTML to it. With the props its HTML was written with, which
    // are what that HTML shows (a clock's moment), whatever this render holds.
    hydrateIsland(own, island, writtenProps(own) ?? props);
    // Later than the commit that removes it: a root cannot be unmounted while React renders.
    return () => void queueMicrotask(() => own.isConnected || unmountIsland(own));
    // The island's props are its first view's; they never change while it lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [adoptsHtml, island]);

  const marks = { [ISLAND_ATTRIBUTE]: load, [ISLAND_NAME_ATTRIBUTE]: island.name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  // In Node: the island's place, which the build fills with the island rendered by itself.
  if (collector) return <div className="contents" {...marks} {...{ [ISLAND_AT_ATTRIBUTE]: collector.at, [ISLAND_ID_ATTRIBUTE]: collector.add(island, props) }} />;
  // Its HTML is on the page and is its own root's (React leaves what is under dangerouslySetInnerHTML as it is).
  if (adoptsHtml) return <div ref={element} className="contents" {...marks} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  // Rendered by the app (a page it opens itself): part of the app's tree, as any other part.
  return (
    <div className="contents" {...{ [ISLAND_ATTRIBUTE]: load }}>
      <island.Component {...props} />
    </div>
  );
}
