/** A route module's file and its path: what the browser's table and the build's tooling both read. */

/** A route's loading state, beside its module: `press.$slug.pending.tsx`. */
export const PENDING_FILE = /\.pending\.tsx$/;

/** A route module's path from its file: `./routes/press.$slug.tsx` answers `/press/:slug`, `./routes/_index.tsx` answers `/`. */
export function routePathOf(file: string): string {
  const name = file.split('/').pop()!.replace(/\.tsx?$/, '');
  // React Router's name for the index route: the site's home.
  if (name === '_index') return '/';
  if (!/^[a-z0-9-]+(\.(\$[a-zA-Z]+|[a-z0-9-]+))*$/.test(name)) throw new Error(`${file}: a route file is named like press.$slug.tsx`);
  return `/${name.split('.').map((segment) => (segment.startsWith('$') ? `:${segment.slice(1)}` : segment)).join('/')}`;
}

/** The concrete path of one published page: `/press/:slug` with `{ slug: 'x' }` is `/press/x`. */
export function pagePath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
