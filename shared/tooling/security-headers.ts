/**
 * The Content-Security-Policy of the site's pages: every composed page's (shell/server/compose/
 * page-headers.ts) and a remote's own standalone page's (its `_headers`, ./vite.ts). No Node APIs
 * (Web Crypto only): it runs wherever the shell's server runs.
 *
 * The policy lists hosts, not 'unsafe-inline' for scripts: the page's scripts come from the shell
 * ('self'), from the remotes' origins (remotes.json, read per request, so moving a remote moves its
 * permission too), and from Google's tag once a visitor consents; its one inline script, the boot
 * script, is allowed by its SHA-256 hash. The page talks to the same origins, the backend (Supabase)
 * and the geolocation service. Styles allow 'unsafe-inline': React and the motion library set
 * style attributes, and the composed page inlines each first view's stylesheet.
 */

/** Where the browser side of the site talks to, from the shell's build settings. */
export interface PageOrigins {
  /** Each remote's origin, from remotes.json. */
  remotes: readonly string[];
  /** The Supabase project the forms and the advisor call. */
  backend: string;
  /** The IP-geolocation service the interest form asks. */
  geolocation: string;
  /** Google's tag (loaded only after consent), and where it sends. */
  analytics: readonly string[];
}

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** `'sha256-…'` of an inline script's text, as CSP hashes it. */
export async function scriptHash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

/**
 * The text of each inline script of `html` that CSP's script-src governs: the executable ones, and
 * speculation rules (https://wicg.github.io/nav-speculation/speculation-rules.html).
 * Data blocks such as JSON-LD are not scripts.
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc=/i.test(attributes) && !/\btype="(?!module"|text\/javascript"|speculationrules")[^"]*"/i.test(attributes))
    .map(([, , text]) => text!);
}

/** What a page talks to besides the shell and the remotes: the build environment's, else the apps' own defaults. */
export function configuredPageOrigins(env: Readonly<Record<string, unknown>>, analytics: readonly string[] = []): Omit<PageOrigins, 'remotes'> {
  return {
    backend: String(env.VITE_SUPABASE_URL ?? '') || 'http://localhost:54321',
    geolocation: String(env.VITE_GEOLOCATION_URL ?? '') || 'https://ipapi.co/json/',
    analytics,
  };
}

/** Google's tag and the hosts it sends measurements to (https://developers.google.com/tag-platform/security/guides/csp). */
export const GOOGLE_ANALYTICS_HOSTS = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'] as const;

export function contentSecurityPolicy(origins: PageOrigins, scriptHashes: readonly string[]): string {
  const list = (...sources: (string | null)[]) => [...new Set(sources.filter((source): source is string => !!source))].join(' ');
  const remotes = origins.remotes.map(originOf);
  const analytics = origins.analytics.map((source) => (source.includes('*') ? source : originOf(source)));
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", ...remotes, ...analytics, ...scriptHashes)],
    ['style-src', list("'self'", "'unsafe-inline'", ...remotes)],
    ['img-src', list("'self'", 'data:', 'blob:', ...remotes, ...analytics)],
    ['font-src', list("'self'", 'data:', ...remotes)],
    ['media-src', list("'self'", ...remotes)],
    ['connect-src', list("'self'", ...remotes, originOf(origins.backend), originOf(origins.geolocation), ...analytics)],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
