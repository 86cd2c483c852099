// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const lockfile = JSON.parse(readFileSync(join(import.meta.dirname, '../../package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };

describe('Module Federation’s runtime, shared between builds', () => {
  it('is one version for every app: a remote runs on the runtime the shell’s build publishes (./federation.ts)', () => {
    const versions = new Map<string, Set<string>>();
    for (const [path, { version }] of Object.entries(lockfile.packages)) {
      const name = path.match(/node_modules\/(@module-federation\/(?:runtime|runtime-core|sdk))$/)?.[1];
      if (name && version) versions.set(name, new Set([...(versions.get(name) ?? []), version]));
    }
    expect([...versions.keys()].sort()).toEqual(['@module-federation/runtime', '@module-federation/runtime-core', '@module-federation/sdk']);
    for (const [name, found] of versions) expect([...found], name).toHaveLength(1);
  });
});
