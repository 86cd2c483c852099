/**
 * The local backend against what no client of the site sends: a seeded, bounded set of malformed
 * request lines, targets, headers, methods and bodies, over raw sockets and fetch. The backend runs
 * in a child process of its own (as in `npm start`), so a request that ends it shows as a dead
 * process, named with the inputs that came before, not as a crashed test runner. After each batch
 * it must still be alive, healthy, and register an email through its rpc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../local/keys';
import { freePort } from 'tooling/lib/free-port';

const SEED = 20261129;
const HOST = '127.0.0.1';
let port: number;
let backend: ChildProcess;
let said = '';
const dataDir = mkdtempSync(join(tmpdir(), 'fuzzed-backend-'));


const health = () => fetch(`http://${HOST}:${port}/health`, { signal: AbortSignal.timeout(2_000) }).then((answer) => answer.status, () => 0);

beforeAll(async () => {
  port = await freePort();
  backend = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../local/main.ts')], {
    env: { ...process.env, BACKEND_PORT: String(port), BACKEND_HOST: HOST, BACKEND_DATA_DIR: join(dataDir, 'db'), BACKEND_SERVICE_KEY_FILE: join(dataDir, 'service-key') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What it says on stderr (its own errors), kept short, to show if it dies.
  backend.stderr!.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4_000)));
  const deadline = Date.now() + 60_000;
  while ((await health()) !== 200) {
    if (Date.now() > deadline || backend.exitCode !== null) throw new Error(`The backend did not start: ${said}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 70_000);

afterAll(async () => {
  if (backend.exitCode === null && backend.signalCode === null) {
    const exited = new Promise((resolve) => backend.once('exit', resolve));
    backend.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends `bytes` as they are; reads what comes back until the server closes, or for `waitMs`. `end` half-closes after sending (a body cut short). */
function raw(bytes: string | Buffer, { end = false, waitMs = 2_000 } = {}): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, HOST, () => (end ? socket.end(bytes) : socket.write(bytes)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    // A reset is an answer too (the server refused what it read).
    socket.on('error', () => undefined);
    socket.setTimeout(waitMs, () => socket.destroy());
  });
}

let registrations = 0;
/** Alive, healthy, and registering: after each batch, with the batch's inputs to name if not. */
async function stillServing(batch: string, sent: readonly string[]) {
  const lastSent = sent.slice(-5).map((input) => JSON.stringify(input.slice(0, 300))).join('\n');
  expect(backend.exitCode === null && backend.signalCode === null, `the backend exited (${backend.exitCode ?? backend.signalCode}) during ${batch}; last inputs:\n${lastSent}\n${said}`).toBe(true);
  expect(await health(), `health after ${batch}`).toBe(200);
  registrations += 1;
  const answer = await fetch(`http://${HOST}:${port}/rest/v1/rpc/register_interest`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ p_email: `fuzz-${registrations}@example.com`, p_host: 'localhost' }),
    signal: AbortSignal.timeout(5_000),
  });
  expect(answer.status, `rpc after ${batch}`).toBe(200);
  expect(await answer.json()).toMatchObject({ status: 'registered' });
}

const junk = fc.string({ unit: 'binary-ascii', maxLength: 40 });
const lineJunk = junk.map((text) => text.replace(/[\r\n]/g, ''));
const token = fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,12}$/);
const paths = ['/health', '/rest/v1/rpc/register_interest', '/rest/v1/rpc/submit_enquiry', '/rest/v1/subscribers', '/functions/v1/contact', '/functions/v1/nothing'];
const goodHead = (path = '/rest/v1/rpc/register_interest') => `POST ${path} HTTP/1.1\r\nHost: localhost\r\napikey: ${LOCAL_ANON_KEY}\r\nContent-Type: application/json\r\n`;

describe('the backend, sent what no client sends (seeded)', () => {
  it('survives malformed request lines and targets', async () => {
    const target = fc.oneof(
      fc.constantFrom('//[', '//[::1', 'http://[/x', '*', '/%', '/%zz', '/rest/v1/rpc/%E0%A4%A', '/rest/v1/rpc/%00', '/functions/v1/%2e%2e', '/..%2f..%2f', `/${'a'.repeat(9_000)}`, '/health?'.padEnd(5_000, '&x=')),
      lineJunk,
      lineJunk.map((text) => `/${text}`),
      lineJunk.map((text) => `//${text}`),
      fc.constantFrom(...paths).chain((path) => lineJunk.map((text) => `${path}${text}`)),
    );
    const line = fc
      .record({ method: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('GET', 'POST', 'OPTIONS', 'HEAD', 'PUT', 'DELETE', 'TRACE', 'CONNECT') }, token, lineJunk), target, version: fc.oneof({ weight: 3, arbitrary: fc.constant('HTTP/1.1') }, fc.constantFrom('HTTP/1.0', 'HTTP/2', 'HTTP/0.9', 'http/1.1', '')) })
      .map(({ method, target: path, version }) => `${method} ${path} ${version}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    const sent: string[] = [];
    for (const request of fc.sample(line, { seed: SEED, numRuns: 80 })) {
      sent.push(request);
      await raw(request);
    }
    await stillServing('request lines', sent);
  });

  it('survives invalid, huge, duplicated and contradictory headers', async () => {
    const body = JSON.stringify({ p_email: 'headers@example.com' });
    const headers = fc.oneof(
      fc.tuple(token, lineJunk).map(([name, value]) => `${name}: ${value}\r\n`),
      fc.tuple(lineJunk, lineJunk).map(([name, value]) => `${name}: ${value}\r\n`),
      fc.constantFrom(
        `X-Huge: ${'x'.repeat(20_000)}\r\n`,
        `Origin: ${'o'.repeat(9_000)}\r\n`,
        'Origin: \x01\x02\r\n',
        'Origin: http://localhost:5173\r\nOrigin: https://evil.example\r\n',
        `apikey: ${LOCAL_ANON_KEY}\r\n`,
        'apikey: \r\n',
        'Authorization: Bearer\r\n',
        'Authorization: Bearer ....\r\n',
        'Host: evil.example\r\n',
        'Content-Type: application/json\r\n',
        'Content-Type: application/json; charset=utf-16\r\n',
        'Content-Type: \r\n',
        'X-Forwarded-For: 1.2.3.4, , ,\r\n',
        'X-Forwarded-For: \r\n',
      ),
    );
    const framing = fc.constantFrom(
      `Content-Length: ${body.length}\r\n\r\n${body}`,
      `Content-Length: ${body.length}\r\nContent-Length: ${body.length + 5}\r\n\r\n${body}`,
      `Content-Length: -1\r\n\r\n${body}`,
      `Content-Length: abc\r\n\r\n${body}`,
      `Content-Length: 1e3\r\n\r\n${body}`,
      `Content-Length: 99999999999999999999\r\n\r\n${body}`,
      `Content-Length: 3\r\n\r\n${body}`,
      `Transfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
      `Transfer-Encoding: chunked\r\n\r\nzz\r\n${body}\r\n0\r\n\r\n`,
      `Transfer-Encoding: chunked\r\n\r\nffffffffffffffff\r\n${body}\r\n0\r\n\r\n`,
      `Transfer-Encoding: chunked\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      `Transfer-Encoding: gzip\r\n\r\n${body}`,
      `Transfer-Encoding: chunked, chunked\r\n\r\n0\r\n\r\n`,
      `Transfer-Encoding: chunked\r\n\r\n4000\r\n${'{'.repeat(0x4000)}\r\n4000\r\n${'{'.repeat(0x4000)}\r\n0\r\n\r\n`,
    );
    const request = fc
      .tuple(fc.constantFrom(...paths), fc.array(headers, { minLength: 1, maxLength: 3 }), framing)
      .map(([path, extra, rest]) => `${goodHead(path)}${extra.join('')}Connection: close\r\n${rest}`);
    const sent: string[] = [];
    for (const input of fc.sample(request, { seed: SEED, numRuns: 80 })) {
      sent.push(input);
      await raw(input);
    }
    await stillServing('headers', sent);
  });

  it('survives any method with bad JSON, wrong content types and oversized bodies (fetch)', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const bodies = fc.oneof(
      fc.constantFrom('{', '{"p_email":', '[]', 'null', '"x"', '1e999999', '{"p_email":{"$gt":""}}', '{"__proto__":{"polluted":1},"p_email":"proto@example.com"}', '{"constructor":{"prototype":{"x":1}}}', deep, '\uFEFF{"p_email":"bom@example.com"}', '{"p_email":"\uD800"}', 'x'.repeat(17_000), '{"p_email":"'.padEnd(2_000_000, 'a')),
      junk,
      fc.json({ maxDepth: 3 }),
    );
    const call = fc.record({
      method: fc.constantFrom('GET', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      path: fc.oneof(fc.constantFrom(...paths), lineJunk.map((text) => `/rest/v1/rpc/${encodeURIComponent(text)}`)),
      type: fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', undefined),
      body: bodies,
    });
    const sent: string[] = [];
    for (const { method, path, type, body } of fc.sample(call, { seed: SEED, numRuns: 60 })) {
      sent.push(`${method} ${path} ${type} ${body.slice(0, 200)}`);
      const headers: Record<string, string> = { apikey: LOCAL_ANON_KEY };
      if (type) headers['content-type'] = type;
      await fetch(`http://${HOST}:${port}${path}`, { method, headers, body: method === 'GET' ? undefined : body, signal: AbortSignal.timeout(5_000) }).then(
        (answer) => answer.arrayBuffer(),
        () => undefined,
      );
    }
    await stillServing('methods and bodies', sent);
  });

  it('survives bodies cut short and connections dropped mid-request', async () => {
    const cut = fc.record({ path: fc.constantFrom(...paths), promised: fc.integer({ min: 1, max: 20_000 }), sentBytes: fc.integer({ min: 0, max: 100 }) });
    const sent: string[] = [];
    for (const { path, promised, sentBytes } of fc.sample(cut, { seed: SEED, numRuns: 20 })) {
      const input = `${goodHead(path)}Content-Length: ${promised + sentBytes}\r\n\r\n${'{"p_email":"cut@example.com"'.padEnd(sentBytes, ' ').slice(0, sentBytes)}`;
      sent.push(input);
      await raw(input, { end: true, waitMs: 300 });
    }
    for (const head of ['POST /rest/v1/rpc/register_interest HTTP/1.1\r\nHost: local', 'GET /health HTTP/1.1\r\n', 'G']) {
      sent.push(head);
      await raw(head, { end: true, waitMs: 300 });
    }
    await stillServing('cut bodies', sent);
  });
});
