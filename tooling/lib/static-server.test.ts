import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHeaderRules, headerRules } from 'shared/static-headers';
import { createStaticServer, listen } from './static-server';

let dir: string;
let base: string;
let close: () => void;
const bigScript = `export const text = ${JSON.stringify('melanin '.repeat(500))};\n`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dir, 'remotes.json'), '{}');
  writeFileSync(join(dir, 'remoteEntry.js'), bigScript);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), bigScript);
  // The headers file a remote's build writes (shared/tooling/vite.ts).
  writeFileSync(join(dir, '_headers'), formatHeaderRules(headerRules({ crossOrigin: true, entries: ['assets/', 'index.html', 'remotes.json', 'remoteEntry.js'] })));
  const server = createStaticServer({ dir });
  await listen(server, 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static server (real HTTP on loopback)', () => {
  it('caches hashed assets for a year, revalidates entries and never stores remotes.json', async () => {
    expect((await fetch(`${base}/assets/app-abc123.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/remotes.json`)).headers.get('cache-control')).toBe('no-store');
  });

  it('serves remotes.json as it is now on disk, so editing it moves a remote without a restart', async () => {
    expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual({});
    const moved = { catalogue: 'http://localhost:6174/remoteEntry.js' };
    writeFileSync(join(dir, 'remotes.json'), JSON.stringify(moved));
    expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual(moved);
  });

  it('answers a deep link with index.html, and a missing file with 404', async () => {
    const deepLink = await fetch(`${base}/local/paris-france`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<title>shell</title>');
    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
  });

  it('serves what the folder holds now: a deploy that replaces the build while it runs is seen at once', async () => {
    // A new build: a new hashed chunk, and the entry rewritten (longer than before).
    writeFileSync(join(dir, 'assets', 'routes-new456.js'), 'export default 2;');
    const before = await (await fetch(`${base}/remoteEntry.js`)).text();
    writeFileSync(join(dir, 'remoteEntry.js'), `${before}\nexport const next = "./assets/routes-new456.js";`);
    expect((await fetch(`${base}/assets/routes-new456.js`)).status).toBe(200);
    expect(await (await fetch(`${base}/remoteEntry.js`)).text()).toBe(`${before}\nexport const next = "./assets/routes-new456.js";`);
  });

  it("says a remote's file is missing in a way the shell's page can read (CORS on the 404)", async () => {
    const missing = await fetch(`${base}/assets/routes-gone123.js`, { headers: { Origin: 'http://localhost:5173' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const brotli = await rawGet(`${base}/assets/app-abc123.js`, 'br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(bigScript);
    const gzip = await rawGet(`${base}/assets/app-abc123.js`, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(bigScript);
    expect(gzip.body.length).toBeLessThan(bigScript.length / 4);
  });

  it('answers with the headers the build’s _headers file gives, read again after a deploy, and never serves that file', async () => {
    const entry = await fetch(`${base}/remoteEntry.js`);
    expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
    expect(entry.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect((await fetch(`${base}/_headers`)).status).toBe(404);
    const before = readFileSync(join(dir, '_headers'), 'utf8');
    try {
      writeFileSync(join(dir, '_headers'), `${before}\n/remoteEntry.js\n  X-Deployed: second\n`);
      expect((await fetch(`${base}/remoteEntry.js`)).headers.get('x-deployed')).toBe('second');
    } finally {
      writeFileSync(join(dir, '_headers'), before);
    }
  });

  it('lets other origins load a remote (CORS)', async () => {
    const response = await fetch(`${base}/remoteEntry.js`, { headers: { Origin: 'http://localhost:5173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('timing-allow-origin')).toBe('*');
    const preflight = await fetch(`${base}/remoteEntry.js`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });
});

/** The bytes on the wire (fetch() would decompress them). */
function rawGet(url: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
