import { join } from 'node:path';
import { apps, type AppName } from 'shared/federation-apps';
import { routePathOf } from 'shared/route-paths';
import { routeModuleFiles } from 'shared/route-files';
import { describe, expect, it } from 'vitest';
import { root } from '../lib/workspace';

/**
 * Each app's paths are its route modules' file names, and the shell's server answers a path with the
 * first app that publishes it (the shell, then the remotes). Two apps publishing one path would
 * leave the second one's page unreachable, with no error anywhere: so none may.
 */

/** Whether some path answers both patterns: as many segments, each equal or a param on either side. */
function overlap(a: string, b: string): boolean {
  const [left, right] = [a.split('/'), b.split('/')];
  return left.length === right.length && left.every((segment, index) => segment === right[index] || segment.startsWith(':') || right[index]!.startsWith(':'));
}

describe('which app answers a path', () => {
  it('tells patterns that share a path from those that do not', () => {
    expect(overlap('/product/:id', '/product/special')).toBe(true);
    expect(overlap('/press/:slug', '/press')).toBe(false);
    expect(overlap('/local/:slug', '/press/:slug')).toBe(false);
  });

  it('is one app at most for every path: no two apps’ route modules answer the same one', () => {
    const routes = (Object.keys(apps) as AppName[]).flatMap((app) => routeModuleFiles(join(root, apps[app].dir)).map((file) => ({ app, path: routePathOf(file) })));
    expect(routes.length).toBeGreaterThan(20);
    const shared = routes.flatMap((route, index) => routes.slice(index + 1).filter((other) => other.app !== route.app && overlap(route.path, other.path)).map((other) => `${route.app} ${route.path} and ${other.app} ${other.path}`));
    expect(shared).toEqual([]);
  });
});
