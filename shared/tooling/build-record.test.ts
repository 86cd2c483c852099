import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEnvironment, buildEnvironmentDigest } from './build-record';

afterEach(() => vi.unstubAllEnvs());

describe("a build's recorded environment", () => {
  it('changes with what reaches the bundle: a measurement id, a third party, where a remote lives, source maps', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '');
    const plain = buildEnvironmentDigest();
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-NOIRELLE1');
    const withAnalytics = buildEnvironmentDigest();
    expect(withAnalytics).not.toBe(plain);
    vi.stubEnv('VITE_GEOLOCATION_URL', 'http://127.0.0.1:1/json/');
    expect(buildEnvironmentDigest()).not.toBe(withAnalytics);
    vi.stubEnv('REMOTE_PRESS_URL', 'https://press.example.com/remoteEntry.js');
    const moved = buildEnvironmentDigest();
    vi.stubEnv('BUILD_SOURCEMAP', '1');
    expect(buildEnvironmentDigest()).not.toBe(moved);
  });

  it('ignores server secrets and the rest of the process environment, and keeps no value in the record', () => {
    const before = buildEnvironmentDigest();
    vi.stubEnv('FLOWISE_API_KEY', 'sentinel-flowise-api-key-7f3a');
    vi.stubEnv('HOME', '/somewhere/else');
    expect(buildEnvironmentDigest()).toBe(before);
    expect(Object.keys(buildEnvironment()).every((name) => /^(VITE_|REMOTE_|BUILD_SOURCEMAP$)/.test(name))).toBe(true);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
  });
});
