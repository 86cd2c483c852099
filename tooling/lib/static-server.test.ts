import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { get } from 'node:http';
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHeaderRules, headerRules } from 'shared/static-headers';
import { createStaticServer, listen } from './static-server';

let dir: string;
let base: string;
let port: number;
/** A shell-like build: no CORS, and pages composed on request (here, only `/`). */
let shellDir: string;
let shellPort: number;
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
  // What Vite leaves beside the build: never for visitors.
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), TOOL_SECRET);
  const server = createStaticServer({ dir });
  await listen(server, 0);
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;

  shellDir = mkdtempSync(join(tmpdir(), 'static-server-shell-'));
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(shellDir, '_headers'), formatHeaderRules(headerRules({ crossOrigin: false, entries: ['index.html'] })));
  const shell = createStaticServer({ dir: shellDir, pages: async (request) => (new URL(request.url).pathname === '/' ? new Response(`<h1>home of ${new URL(request.url).host}</h1>`, { headers: { 'Content-Type': 'text/html' } }) : null) });
  await listen(shell, 0);
  shellPort = (shell.address() as AddressInfo).port;
  close = () => {
    server.close();
    shell.close();
  };
});

afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(shellDir, { recursive: true, force: true });
});

const TOOL_SECRET = '{"the build tool\'s own file": true}';

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
    const folder = await fetch(`${base}/assets`, { redirect: 'manual' });
    expect(folder.status).toBe(200);
    expect(await folder.text()).toContain('<title>shell</title>');
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

describe('answers as a web server does, whatever it is sent', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'TRACE', 'POST'])('refuses %s with 405 and the methods it allows', async (method) => {
    const remote = await raw(port, `${method} /remoteEntry.js HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    expect(remote.status).toBe(405);
    // A remote answers CORS preflights, so it says so.
    expect(remote.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(remote.body).not.toContain('melanin');
    const shell = await raw(shellPort, `${method} / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    expect(shell.status).toBe(405);
    expect(shell.headers.allow).toBe('GET, HEAD');
  });

  it('refuses OPTIONS where it is not answered (no CORS): 405', async () => {
    const shell = await raw(shellPort, 'OPTIONS /index.html HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(shell.status).toBe(405);
    expect(shell.headers.allow).toBe('GET, HEAD');
  });

  it.each(['//[', '/%zz', '/%E0%A4%A', '/%00', '/a[b]', 'nothing-slash', '*'])('answers 400 to the malformed target %s', async (target) => {
    for (const at of [port, shellPort]) {
      const answer = await raw(at, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer.status).toBe(400);
    }
  });

  it('still reads a target in absolute form (RFC 9112 asks servers to accept it)', async () => {
    const answer = await raw(port, `GET http://localhost:${port}/remotes.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(200);
  });

  it.each(['[', 'a/b', 'a@b', 'localhost:99999', '[::1'])('answers 400 to the malformed Host %s', async (host) => {
    for (const at of [port, shellPort]) {
      const answer = await raw(at, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status).toBe(400);
    }
  });

  it('answers 400 to two Host headers', async () => {
    const answer = await raw(shellPort, 'GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
  });

  it("composes the shell's page for the Host it was asked for", async () => {
    const answer = await raw(shellPort, 'GET / HTTP/1.1\r\nHost: localhost:5173\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('home of localhost:5173');
  });

  it.each(['/.vite/manifest.json', '/.vite%2fmanifest.json', '/%2evite/manifest.json', '//.vite/manifest.json', '/assets/../.vite/manifest.json', '/.VITE/manifest.json'])(
    "never serves the build tool's folder, however it is spelt: %s",
    async (target) => {
      const answer = await raw(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect([400, 404]).toContain(answer.status);
      expect(answer.body).not.toContain('build tool');
    },
  );

  it.each(['/_headers', '//_headers', '/_headers/', '/%5fheaders', '/%5Fheaders', '/_HEADERS', '/_Headers/'])('never serves the _headers file, however it is spelt: %s', async (target) => {
    for (const at of [port, shellPort]) {
      const answer = await raw(at, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect([400, 404]).toContain(answer.status);
      expect(answer.body).not.toMatch(/Cache-Control|Access-Control/);
    }
  });

  it('answers a satisfiable Range with 206 and just those bytes, uncompressed', async () => {
    const size = Buffer.byteLength(bigScript);
    const first = await fetch(`${base}/assets/app-abc123.js`, { headers: { Range: 'bytes=0-4', 'Accept-Encoding': 'gzip, br' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-4/${size}`);
    expect(first.headers.get('content-encoding')).toBeNull();
    expect(await first.text()).toBe(bigScript.slice(0, 5));
    const last = await fetch(`${base}/assets/app-abc123.js`, { headers: { Range: 'bytes=-3' } });
    expect(last.status).toBe(206);
    expect(last.headers.get('content-length')).toBe('3');
    expect(await last.text()).toBe(bigScript.slice(-3));
  });

  it.each(['bytes=5-2', `bytes=999999-`])('answers the unsatisfiable Range %s with 416 and the size', async (range) => {
    const answer = await raw(port, `GET /assets/app-abc123.js HTTP/1.1\r\nHost: localhost\r\nRange: ${range}\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe(`bytes */${Buffer.byteLength(bigScript)}`);
    expect(answer.headers['content-length']).not.toMatch(/^-/);
  });

  it('survives a seeded run of malformed requests, answering each with a status and never 5xx', async () => {
    const token = fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,12}$/);
    const junk = fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((text) => text.replace(/[\r\n]/g, ''));
    const target = fc.oneof(junk, fc.constantFrom('/', '//', '//[', '/%', '/%%', '/%E0%A4%A', '/..%2f..%2fetc/passwd', '/\\..\\', '/?', '/#x', '/'.repeat(2000), '/a'.repeat(4000)), junk.map((text) => `/${text}`));
    const header = fc.tuple(fc.oneof(token, junk), fc.oneof(junk, fc.constant('x'.repeat(9000)))).map(([name, value]) => `${name}: ${value}`);
    const request = fc
      .record({ method: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'CONNECT', 'TRACE') }, token, junk),
        target,
        version: fc.oneof({ weight: 4, arbitrary: fc.constant('HTTP/1.1') }, fc.constantFrom('HTTP/1.0', 'HTTP/2', 'HTTP/9.9', '')),
        headers: fc.array(header, { maxLength: 3 }),
        host: fc.oneof({ weight: 3, arbitrary: fc.constant('localhost') }, junk),
      })
      .map(({ method, target, version, headers, host }) => `${method} ${target} ${version}\r\nHost: ${host}\r\n${headers.join('\r\n')}${headers.length ? '\r\n' : ''}Connection: close\r\n\r\n`);
    for (const head of fc.sample(request, { seed: 20261129, numRuns: 150 })) {
      const answer = await raw(port, head);
      // A parse error closes the connection with no answer or Node's own 400/431; anything else is ours.
      if (answer.status !== undefined) expect(answer.status, head).toBeLessThan(500);
    }
    expect((await fetch(`${base}/remoteEntry.js`)).status).toBe(200);
  });
});

/**
 * Sends `head` byte for byte and reads the whole answer: every request here asks to close, so the
 * server ends the connection (writing only, not ending: a client's end would abort its request).
 * One the server is still reading (a body it was promised) stops after 2 s with what came.
 */
function raw(at: number, head: string): Promise<{ status: number | undefined; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(at, '127.0.0.1', () => socket.write(head, 'latin1'));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: status ? Number(status) : undefined, headers, body: rest.join('\r\n\r\n') });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    socket.setTimeout(2_000, () => socket.destroy());
  });
}

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
