import { useContext } from 'react';
import { ISLAND_AT_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandLoad } from '../page-protocol';
import { IslandCollectorContext, type IslandDefinition } from './define-island';

/** An island component (./define-island.ts), when its code loads, and the props its HTML is written with. */
type IslandProps<Props extends object> = { load: IslandLoad; of: IslandDefinition<Props>; props: Props };

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
  const marks = { [ISLAND_ATTRIBUTE]: load, [ISLAND_NAME_ATTRIBUTE]: island.name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  // In Node: the island's place, which the build fills with the island rendered by itself.
  if (collector) return <div className="contents" {...marks} {...{ [ISLAND_AT_ATTRIBUTE]: collector.at, [ISLAND_ID_ATTRIBUTE]: collector.add(island, props) }} />;
  // Rendered in the browser with its page (a remote's standalone dev host): part of that tree.
  return (
    <div className="contents" {...{ [ISLAND_ATTRIBUTE]: load }}>
      <island.Component {...props} />
    </div>
  );
}
