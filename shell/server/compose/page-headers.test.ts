// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scriptHash } from 'shared/security-headers';
import { pageHeaders, type FixedOrigins } from './page-headers';

const origins: FixedOrigins = { backend: 'https://backend.test', geolocation: 'https://geo.test/json/', analytics: [] };

describe('a page’s headers', () => {
  it('are HTML never kept without asking, with the security headers', async () => {
    const headers = await pageHeaders('<html></html>', {}, origins);
    expect(headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('allow the remotes the page may load and its own inline script by hash, not a JSON-LD block', async () => {
    const html = '<script>window.boot=1</script><script type="application/ld+json">{}</script>';
    const csp = (await pageHeaders(html, { catalogue: 'http://catalogue.test/v2/remoteEntry.js' }, origins))['Content-Security-Policy']!;
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).toContain('http://catalogue.test');
    expect(scriptSrc).toContain(await scriptHash('window.boot=1'));
    expect(scriptSrc).not.toContain(await scriptHash('{}'));
    expect(csp).toContain('https://backend.test');
  });

  it('allow the page’s speculation rules by hash: script-src governs them too', async () => {
    const rules = '{"prefetch":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    const csp = (await pageHeaders(`<script type="speculationrules">${rules}</script>`, {}, origins))['Content-Security-Policy']!;
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src '))).toContain(await scriptHash(rules));
  });
});
