import type { Plugin } from 'postcss';
import { REMOTE_PART_ATTRIBUTE } from '../src/page-protocol';

/**
 * Confines a remote's Tailwind utilities to the remote's own subtree.
 *
 * Every app compiles Tailwind on its own, so the same class name (`hidden`, `md:block`) exists
 * in several stylesheets, and the one loaded last wins. A remote's `.hidden` arriving after the
 * shell's `xl:block` would hide the shell's desktop navigation. Wrapped in
 * `@scope ([data-remote="name"])`, a remote's rules only match inside the element the shell (or
 * the standalone host) renders it in, and there they win by scoping proximity, so each app's
 * own ordering of its classes holds. Theme variables, the reset and components are identical in
 * every sheet and stay global.
 *
 * Contract for remotes: anything rendered outside that element (a portal) must be given a
 * container inside it, or its utilities will not apply.
 */
export function scopeRemoteUtilities(remote: string): Plugin {
  return {
    postcssPlugin: 'noirelle-scope-remote-utilities',
    OnceExit(root, { AtRule }) {
      root.walkAtRules('layer', (layer) => {
        if (layer.params !== 'utilities' || !layer.nodes?.length) return;
        const scope = new AtRule({ name: 'scope', params: `([${REMOTE_PART_ATTRIBUTE}="${remote}"])` });
        for (const node of [...layer.nodes]) scope.append(node);
        layer.append(scope);
      });
    },
  };
}
