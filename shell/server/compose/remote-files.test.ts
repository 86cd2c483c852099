// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { json, RemoteFiles } from './remote-files';

const URL_ = 'http://remote.test/seo.json';

/** A host serving one file whose body and ETag the test changes, recording each request's conditional header. */
function host() {
  let body = '{"v":1}';
  let etag = '"1"';
  let answer: 'file' | 'down' | 500 | 404 = 'file';
  const requests: (string | null)[] = [];
  const fetchFn = vi.fn(async (_input: string | URL | Request, init?: RequestInit) => {
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    const ifNoneMatch = new Headers(init?.headers).get('If-None-Match');
    requests.push(ifNoneMatch);
    if (answer === 'down') throw new TypeError('fetch failed');
    if (typeof answer === 'number') return new Response('error', { status: answer });
    if (ifNoneMatch === etag) return new Response(null, { status: 304 });
    return new Response(body, { headers: { ETag: etag } });
  });
  return {
    fetch: fetchFn as unknown as typeof fetch,
    requests,
    change: (next: string, tag: string) => ((body = next), (etag = tag)),
    answer: (next: typeof answer) => (answer = next),
  };
}

describe('RemoteFiles: the remotes’ files, revalidated on each use', () => {
  it('asks with the ETag it holds, keeps its copy on 304, and reads the new file once it changed', async () => {
    const remote = host();
    const files = new RemoteFiles(remote.fetch, 1000);
    expect(await files.current(URL_, json)).toEqual({ v: 1 });
    expect(await files.current(URL_, json)).toEqual({ v: 1 });
    remote.change('{"v":2}', '"2"');
    expect(await files.current(URL_, json)).toEqual({ v: 2 });
    expect(remote.requests).toEqual([null, '"1"', '"1"']);
  });

  it('shares one request between uses at the same moment', async () => {
    const remote = host();
    const files = new RemoteFiles(remote.fetch, 1000);
    const [a, b] = await Promise.all([files.current(URL_, json), files.current(URL_, json)]);
    expect(a).toEqual(b);
    expect(remote.requests).toHaveLength(1);
  });

  it('serves the last known copy while the remote is down or failing, and fails without one', async () => {
    const remote = host();
    const files = new RemoteFiles(remote.fetch, 1000);
    remote.answer('down');
    await expect(files.current(URL_, json)).rejects.toThrow('fetch failed');
    remote.answer('file');
    await files.current(URL_, json);
    remote.answer('down');
    expect(await files.current(URL_, json)).toEqual({ v: 1 });
    remote.answer(500);
    expect(await files.current(URL_, json)).toEqual({ v: 1 });
    // A file that is gone is not a remote that is down.
    remote.answer(404);
    await expect(files.current(URL_, json)).rejects.toThrow(`${URL_}: HTTP 404`);
  });

  it('gives up on a remote that never answers, after its time-out', async () => {
    const hanging = vi.fn((_input: string | URL | Request, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))));
    const files = new RemoteFiles(hanging as unknown as typeof fetch, 30);
    await expect(files.current(URL_, json)).rejects.toThrow();
    await expect(files.text('http://remote.test/assets/a.css')).rejects.toThrow();
  });

  it('fetches a hashed file once and keeps it', async () => {
    const fetchFn = vi.fn(async (_input: string | URL | Request, init?: RequestInit) => {
      expect(init?.signal).toBeInstanceOf(AbortSignal);
      return new Response('.a{}');
    });
    const files = new RemoteFiles(fetchFn as unknown as typeof fetch, 1000);
    expect(await files.text('http://remote.test/assets/a.css')).toBe('.a{}');
    expect(await files.text('http://remote.test/assets/a.css')).toBe('.a{}');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
