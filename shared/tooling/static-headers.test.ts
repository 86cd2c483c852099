import { describe, expect, it } from 'vitest';
import { formatHeaderRules, headerRules, headersFor, IMMUTABLE, NEVER_STORE, parseHeaderRules, REVALIDATE } from './static-headers';

const remoteEntries = ['.vite/', '_headers', 'assets/', 'index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'seo.json'];
const shellEntries = [...remoteEntries, 'brand/', 'manifest.webmanifest', 'remotes.json'];
const samplePaths = ['/', '/index.html', '/remoteEntry.js', '/mf-manifest.json', '/seo.json', '/remotes.json', '/assets/routes-abc123.js', '/assets/index-def456.css', '/brand/favicon.svg', '/product/celestial-eye-palette'];

describe("an app's _headers", () => {
  it("gives a remote's files their cache rule, CORS and the security headers", () => {
    const rules = headerRules({ crossOrigin: true, entries: remoteEntries });
    const chunk = headersFor(rules, '/assets/routes-abc123.js');
    expect(chunk).toMatchObject({ 'Cache-Control': IMMUTABLE, 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin', 'X-Content-Type-Options': 'nosniff' });
    for (const entry of ['/remoteEntry.js', '/mf-manifest.json', '/seo.json', '/index.html', '/']) expect(headersFor(rules, entry)['Cache-Control'], entry).toBe(REVALIDATE);
    // Not served, so not named.
    expect(rules.map((rule) => rule.path)).not.toContain('/_headers');
    expect(rules.some((rule) => rule.path.startsWith('/.vite'))).toBe(false);
  });

  it("never stores the shell's remotes.json, and lets no other origin read the shell's files", () => {
    const rules = headerRules({ crossOrigin: false, entries: shellEntries });
    expect(headersFor(rules, '/remotes.json')['Cache-Control']).toBe(NEVER_STORE);
    expect(headersFor(rules, '/brand/favicon.svg')['Cache-Control']).toBe(REVALIDATE);
    expect(headersFor(rules, '/remoteEntry.js')['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('never sets one header in two rules that match one path (hosts differ on how they would merge them)', () => {
    for (const crossOrigin of [true, false]) {
      const rules = headerRules({ crossOrigin, entries: shellEntries });
      for (const path of samplePaths) {
        const matching = rules.filter((rule) => Object.keys(headersFor([rule], path)).length > 0);
        const names = matching.flatMap((rule) => Object.keys(rule.headers).map((name) => name.toLowerCase()));
        expect(names.length, path).toBe(new Set(names).size);
      }
    }
  });

  it('reads back what it writes, and joins a header two matching rules set, as Cloudflare does', () => {
    const rules = headerRules({ crossOrigin: true, entries: remoteEntries });
    expect(parseHeaderRules(formatHeaderRules(rules))).toEqual(rules);
    const joined = parseHeaderRules('# comment\n/*\n  Vary: Origin\n/assets/*\n  Vary: Accept-Encoding\n');
    expect(headersFor(joined, '/assets/a.js').Vary).toBe('Origin, Accept-Encoding');
    expect(headersFor(joined, '/index.html').Vary).toBe('Origin');
    expect(() => parseHeaderRules('  X-Orphan: 1\n')).toThrow(/outside a rule/);
  });

  it("gives a remote's own page its Content-Security-Policy on every path, as its SPA fallback answers any", () => {
    const rules = headerRules({ crossOrigin: true, entries: ['index.html', 'assets/'], pagePolicy: "default-src 'self'; frame-ancestors 'none'" });
    for (const path of ['/', '/index.html', '/products', '/assets/index-abc.js']) expect(headersFor(rules, path)['Content-Security-Policy'], path).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(headersFor(headerRules({ crossOrigin: false, entries: ['index.html'] }), '/')['Content-Security-Policy']).toBeUndefined();
  });
});
