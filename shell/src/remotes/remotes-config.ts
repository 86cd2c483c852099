import { remoteNames, type RemoteName } from 'shared';
import { FIRST_VIEW_REMOTES_ATTRIBUTE } from 'shared/page-protocol';

/** Where each remote's entry is served: an `mf-manifest.json` or a `remoteEntry.js` URL. */
export type RemotesConfig = Partial<Record<RemoteName, string>>;

export const REMOTES_CONFIG_URL = '/remotes.json';

export class RemotesConfigError extends Error {
  override name = 'RemotesConfigError';
}

/**
 * Validates remotes.json. Unknown names are ignored (a newer file may list a remote this shell
 * does not route to yet); a known name with a value that is not an http(s) URL or a site path
 * is an error, because loading it would fail later and less clearly.
 */
export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new RemotesConfigError('remotes.json must be an object of remote name to entry URL');
  }
  const config: RemotesConfig = {};
  for (const name of remoteNames) {
    const entry = (json as Record<string, unknown>)[name];
    if (entry === undefined) continue;
    if (typeof entry !== 'string' || !/^(https?:\/\/|\/)\S+$/.test(entry)) {
      throw new RemotesConfigError(`remotes.json: "${name}" must be an http(s) URL or a site path`);
    }
    config[name] = entry;
  }
  return config;
}

/** The shell's own small file: a server that does not send it by then is treated as down (every network call has a time limit). */
export const REMOTES_CONFIG_TIMEOUT_MS = 8_000;

export async function fetchRemotesConfig(url = REMOTES_CONFIG_URL, timeoutMs = REMOTES_CONFIG_TIMEOUT_MS): Promise<RemotesConfig> {
  // no-store: moving a remote is an edit of this file, and must take effect on the next visit.
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new RemotesConfigError(`remotes.json: HTTP ${response.status}`);
  return parseRemotesConfig(await response.json());
}

/**
 * The remotes.json the composed page was written with (on its first view's root), or null: no
 * first view, or a copy that does not parse. Read before the file itself, which costs a round trip
 * once the page's code has run.
 */
export function remotesConfigOfPage(doc: Document): RemotesConfig | null {
  const text = doc.querySelector(`[${FIRST_VIEW_REMOTES_ATTRIBUTE}]`)?.getAttribute(FIRST_VIEW_REMOTES_ATTRIBUTE);
  if (!text) return null;
  try {
    return parseRemotesConfig(JSON.parse(text));
  } catch {
    return null;
  }
}

export interface FederationRemote {
  name: string;
  entry: string;
  type?: 'module';
}

/**
 * The runtime's description of a remote. A manifest names its own entry type; a bare
 * remoteEntry.js from @module-federation/vite is an ES module. A retry adds a query so neither
 * the runtime's nor the browser's record of the failed load is reused.
 */
export function toFederationRemote(name: RemoteName, entry: string, attempt = 0): FederationRemote {
  const isManifest = /\.json(?:[?#]|$)/.test(entry);
  let url = entry;
  if (attempt > 0) {
    const parsed = new URL(entry, globalThis.location?.origin ?? 'http://localhost');
    parsed.searchParams.set('attempt', String(attempt));
    url = /^https?:/.test(entry) ? parsed.href : `${parsed.pathname}${parsed.search}`;
  }
  return isManifest ? { name, entry: url } : { name, entry: url, type: 'module' };
}
