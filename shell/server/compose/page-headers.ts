/**
 * The last step of a page: its response headers. Composed from each remote's current build, a page
 * is never kept without asking; its Content-Security-Policy (shared/tooling/security-headers.ts) names the
 * remotes it may load (remotes.json, per request) and allows its own inline script by hash.
 */
import { SECURITY_HEADERS } from 'shared/static-headers';
import { configuredMeasurementId, configuredTagUrl } from '../../src/analytics/config';
import { configuredPageOrigins, contentSecurityPolicy, GOOGLE_ANALYTICS_HOSTS, inlineScripts, scriptHash, type PageOrigins } from 'shared/security-headers';
import type { RemoteEntries } from './routes';

const htmlHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  // Composed from each remote's current build: never kept without asking.
  'Cache-Control': 'no-cache',
  ...SECURITY_HEADERS,
};

/** What a page talks to besides the shell and the remotes. */
export type FixedOrigins = Omit<PageOrigins, 'remotes'>;

// The browser side's settings, from the same build environment as the apps' bundles.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};
/** The build's own settings (their defaults are the apps' own). */
// Analytics only when configured; a first-party tag path is 'self' already.
export const configuredOrigins: FixedOrigins = configuredPageOrigins(env, configuredMeasurementId ? [configuredTagUrl, ...GOOGLE_ANALYTICS_HOSTS] : []);

/** Each inline script's hash, once per script text (the boot script is the same on every page of a build). */
const scriptHashes = new Map<string, Promise<string>>();
const hashOnce = (text: string) => {
  let hash = scriptHashes.get(text);
  if (!hash) {
    if (scriptHashes.size > 32) scriptHashes.clear();
    hash = scriptHash(text);
    scriptHashes.set(text, hash);
  }
  return hash;
};

/** A page's headers: its Content-Security-Policy from the remotes it may load and its own inline scripts. */
export async function pageHeaders(html: string, entries: RemoteEntries, origins: FixedOrigins = configuredOrigins): Promise<Record<string, string>> {
  const hashes = await Promise.all(inlineScripts(html).map(hashOnce));
  return { ...htmlHeaders, 'Content-Security-Policy': contentSecurityPolicy({ ...origins, remotes: Object.values(entries) }, hashes) };
}
