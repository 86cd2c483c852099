import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build plugin that acts once everything else is written (the last of the `closeBundle` hooks, in
 * turn), given the folder the build was written to: what it writes is derived from the finished
 * build (its `_headers`, the record of the environment it was made with).
 */
export function afterBuildPlugin(name: string, act: (outDir: string) => void): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        act(outDir);
      },
    },
  };
}
