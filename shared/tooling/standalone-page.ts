import { join, resolve } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import type { RemoteAppName } from './apps';

/** The page's only module: the remote's own `src/main.tsx`, which mounts it (shared/src/dev/standalone.tsx). */
export const STANDALONE_ENTRY = 'src/main.tsx';

/** Where Vite looks for an app's page: its default build input, and what its SPA fallback serves. */
const PAGE_FILE = 'index.html';

/**
 * The page a remote runs in on its own (`npm run dev -w mfe-<name>`): the same for every remote
 * but its title. The shell never loads it; a remote's build still writes it as `dist/index.html`
 * (tooling/lib/workspace.ts dates the build by it).
 */
export function standalonePage(app: RemoteAppName): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!-- Standalone development host only. base: deep links such as /local/paris-france resolve assets from the root. -->
    <base href="/" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${app} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./${STANDALONE_ENTRY}"></script>
  </body>
</html>
`;
}

/**
 * A remote's `index.html`, made by `standalonePage` instead of kept in its folder: served by its
 * dev server on every path, and given to its build as the input file Vite expects.
 */
export function standalonePagePlugin(app: RemoteAppName): Plugin {
  const page = standalonePage(app);
  let pageFile = '';
  return {
    name: 'noirelle:standalone-page',
    // Before Module Federation's plugins: their config hook reads the input this one gives.
    enforce: 'pre',
    config(config, { command }) {
      if (command !== 'serve') return;
      const root = resolve(config.root ?? process.cwd());
      // Two readers look for the page's scripts in index.html on disk, and find none now: Vite's
      // dependency scan (it globs **/*.html: vitejs/vite#2321) and @module-federation/vite, which
      // imports remoteEntry.js into the module the page loads and records the shares it uses
      // (pluginAddEntry's addHtmlScriptEntries, registerEntryImports: fs.existsSync, readFileSync).
      // Naming the entry to both, the scan's entries and the input the plugin reads (the page
      // first: its dev host-init injection takes the first .html input), gives them what the file
      // gave; the dev server never builds, and a build keeps its default input, the page alone.
      const entry = normalizePath(join(root, STANDALONE_ENTRY));
      return { optimizeDeps: { entries: [entry] }, build: { rolldownOptions: { input: [normalizePath(join(root, PAGE_FILE)), entry] } } };
    },
    configResolved(config) {
      pageFile = normalizePath(join(config.root, PAGE_FILE));
    },
    resolveId(id) {
      return normalizePath(id) === pageFile ? pageFile : undefined;
    },
    load(id) {
      return id === pageFile ? page : undefined;
    },
    configureServer(server) {
      // Vite's own page middleware reads index.html from disk. This one is added after Vite's
      // middlewares (a returned function runs once they are in place), where its SPA fallback has
      // turned every page request, a deep link such as /local/paris-france or a reload included,
      // into /index.html; it answers that as Vite would, the page through every plugin's
      // transformIndexHtml (React refresh, Vite's client, Module Federation's host init).
      return () => {
        server.middlewares.use((req, res, next) => {
          const path = req.url?.replace(/[?#].*$/, '');
          // A module request for the page (sec-fetch-dest: script) is not a page view: Vite's transform handles it.
          if (path !== `/${PAGE_FILE}` || req.headers['sec-fetch-dest'] === 'script') return next();
          server
            .transformIndexHtml(path, page, req.originalUrl)
            .then((html) => {
              res.statusCode = 200;
              res.setHeader('Content-Type', 'text/html');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(html);
            })
            .catch(next);
        });
      };
    },
  };
}
