import type { ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, type IslandLoad } from '../live';

/**
 * The one way to say "this part needs the app" in a route module or a fragment. Everything outside
 * islands is plain HTML that never waits for code: the boot script starts the app only when an
 * island needs it (`load`, see IslandLoad), so a page whose islands are out of sight loads no app.
 *
 * The wrapper takes no box (`display: contents`), so marking a part changes nothing of its layout.
 */
export function Island({ load, children }: { load: IslandLoad; children: ReactNode }) {
  return (
    <div className="contents" {...{ [ISLAND_ATTRIBUTE]: load }}>
      {children}
    </div>
  );
}
