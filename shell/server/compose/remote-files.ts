/**
 * The remotes' files as the server reads them on each request: every use revalidates (a conditional
 * GET, 304 when nothing changed), so a deploy shows on the next request while an unchanged remote
 * costs a round trip and no parsing. Every request has a time-out: a remote that accepts the
 * connection and never answers is down for that request, and its last known build is used.
 */

/** A file fetched and kept with its validators; each use asks the server whether it changed. */
interface Revalidated<T> {
  value: T;
  etag: string | null;
  lastModified: string | null;
}

export class RemoteFiles {
  private readonly known = new Map<string, Revalidated<unknown>>();
  private readonly checking = new Map<string, Promise<unknown>>();
  /** Hashed files (stylesheets) never change: kept once fetched. */
  private readonly immutable = new Map<string, string>();

  constructor(
    private readonly fetchFn: typeof fetch,
    private readonly timeoutMs: number,
  ) {}

  private request(url: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetchFn(url, { headers, signal: AbortSignal.timeout(this.timeoutMs) });
  }

  /** The current content of `url`, parsed; the known copy when the server says it has not changed. */
  current<T>(url: string, parse: (response: Response) => Promise<T>): Promise<T> {
    // Requests at the same moment share one check.
    const pending = this.checking.get(url);
    if (pending) return pending as Promise<T>;
    const check = this.revalidate(url, parse).finally(() => this.checking.delete(url));
    this.checking.set(url, check);
    return check;
  }

  private async revalidate<T>(url: string, parse: (response: Response) => Promise<T>): Promise<T> {
    const known = this.known.get(url) as Revalidated<T> | undefined;
    const headers: Record<string, string> = {};
    if (known?.etag) headers['If-None-Match'] = known.etag;
    if (known?.lastModified) headers['If-Modified-Since'] = known.lastModified;
    let response: Response;
    try {
      response = await this.request(url, headers);
    } catch (error) {
      // Down or too slow: the last build it served still makes a whole page.
      if (known) return known.value;
      throw error;
    }
    if (response.status === 304 && known) return known.value;
    if (!response.ok) {
      if (known && response.status >= 500) return known.value;
      throw new Error(`${url}: HTTP ${response.status}`);
    }
    const value = await parse(response);
    this.known.set(url, { value, etag: response.headers.get('ETag'), lastModified: response.headers.get('Last-Modified') });
    return value;
  }

  /** A hashed file's text (a stylesheet): fetched once, then kept. */
  async text(url: string): Promise<string> {
    const kept = this.immutable.get(url);
    if (kept !== undefined) return kept;
    const response = await this.request(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const text = await response.text();
    this.immutable.set(url, text);
    return text;
  }
}

/** The parser for a JSON file (seo.json, mf-manifest.json). */
export const json = <T>(response: Response) => response.json() as Promise<T>;
