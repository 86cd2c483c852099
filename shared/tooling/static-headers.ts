/**
 * The response headers of an app's static files, as a `_headers` file in its `dist`: the format
 * Cloudflare Pages and Netlify read from the folder they publish
 * (https://developers.cloudflare.com/pages/configuration/headers/,
 * https://docs.netlify.com/manage/routing/headers/). Each build writes its own (./vite.ts), so a
 * team's deploy, which replaces its `dist` and nothing else, carries its cache rules, CORS and
 * security headers with it. The local static server (tooling/lib/static-server.ts) and the shell's
 * Deno entry (shell/server/deno.ts) apply the same file, with the same matching, so what runs here
 * is what the host does. No Node APIs: Deno imports this file as it is.
 */

export const HEADERS_FILE = '_headers';

export interface HeaderRule {
  /** A path, `*` matching any run of characters (Cloudflare's splat), e.g. `/assets/*`. */
  path: string;
  headers: Record<string, string>;
}

/** Hashed file names never change content, so browsers and CDNs keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points (remoteEntry.js, mf-manifest.json, seo.json, index.html) are revalidated on every use. */
export const REVALIDATE = 'no-cache';
/** Deployment configuration, edited in place to move a remote: never kept. */
export const NEVER_STORE = 'no-store';

/** Features the site never uses, refused for it and for anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()';

/**
 * Every response of every app, files and composed pages alike (shell/server/site.ts adds its
 * Content-Security-Policy to the pages): no sniffing, no full URL sent to other sites, never in a
 * frame (the forms could otherwise be framed by any site), no powerful features.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * A remote's files are loaded by the shell's page on another origin: its scripts as CORS module
 * requests, and its timings read for the performance budget.
 */
const CROSS_ORIGIN_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Timing-Allow-Origin': '*',
};

/**
 * The rules for a build whose top level holds `entries` (`name` for a file, `name/` for a folder).
 * No two rules that can match one path set the same header: the hosts join such values with a
 * comma (Cloudflare) or keep one (Netlify), so an overlap would mean different headers per host.
 */
export function headerRules({ crossOrigin, entries, pagePolicy }: { crossOrigin: boolean; entries: readonly string[]; pagePolicy?: string }): HeaderRule[] {
  // A remote's own page (its index.html, answered on every extension-less path) gets its policy on
  // every path, as a host's SPA fallback serves it anywhere; a script or stylesheet ignores it.
  const policy: Record<string, string> = pagePolicy ? { 'Content-Security-Policy': pagePolicy } : {};
  const rules: HeaderRule[] = [{ path: '/*', headers: { ...SECURITY_HEADERS, ...(crossOrigin ? CROSS_ORIGIN_HEADERS : {}), ...policy } }];
  // The site's root (index.html, or the composed home page) is an entry too.
  rules.push({ path: '/', headers: { 'Cache-Control': REVALIDATE } });
  for (const entry of [...entries].sort()) {
    // The headers file itself and tool folders (.vite/) are not served.
    if (entry === HEADERS_FILE || entry.startsWith('.')) continue;
    if (entry === 'assets/') rules.push({ path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } });
    else if (entry === 'remotes.json') rules.push({ path: '/remotes.json', headers: { 'Cache-Control': NEVER_STORE } });
    else if (entry.endsWith('/')) rules.push({ path: `/${entry}*`, headers: { 'Cache-Control': REVALIDATE } });
    else rules.push({ path: `/${entry}`, headers: { 'Cache-Control': REVALIDATE } });
  }
  return rules;
}

export function formatHeaderRules(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# Response headers for this app's files (Cloudflare Pages / Netlify _headers format), written by its build.\n${blocks.join('\n\n')}\n`;
}

/** The rules of a `_headers` file: a path line, then indented `Name: value` lines; `#` starts a comment. */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator < 0) throw new Error(`_headers: a header line outside a rule or without a colon: ${line.trim()}`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

const pattern = (path: string) => new RegExp(`^${path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/** The headers for `pathname`: every matching rule's, a name set twice joined with a comma, as Cloudflare does. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!pattern(rule.path).test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
      if (existing) headers[existing] = `${headers[existing]}, ${value}`;
      else headers[name] = value;
    }
  }
  return headers;
}
