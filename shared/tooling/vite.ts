import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin, type UserConfig } from 'vite';
import { afterBuildPlugin } from './after-build';
import { apps, type AppName } from './apps';
import { buildRecordPlugin } from './build-record';
import { federationPlugin } from './federation';
import { routeSeoPlugin } from './route-seo';
import { searchDocumentsPlugin } from './search-documents';
import { standalonePagePlugin } from './standalone-page';
import { scopeRemoteUtilities } from './scope-remote-css';
import { configuredPageOrigins, contentSecurityPolicy } from './security-headers';
import { formatHeaderRules, headerRules, HEADERS_FILE } from './static-headers';

/**
 * Writes the build's `_headers` (./static-headers.ts) once everything else is in `dist`, from what
 * is there: the static host applies it, so the headers go with the app's own deploy.
 */
function headersFilePlugin({ crossOrigin, pagePolicy }: { crossOrigin: boolean; pagePolicy?: string }): Plugin {
  return afterBuildPlugin('noirelle:headers-file', (outDir) => {
    const entries = readdirSync(outDir, { withFileTypes: true }).map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
    writeFileSync(join(outDir, HEADERS_FILE), formatHeaderRules(headerRules({ crossOrigin, entries, pagePolicy })));
  });
}

/**
 * A remote's own page (its standalone index.html): its scripts and styles from its own origin, and
 * the backend and geolocation service its forms talk to, from the build's environment.
 */
function standalonePagePolicy(envDir: string): string {
  return contentSecurityPolicy({ ...configuredPageOrigins(loadEnv('production', envDir, 'VITE_')), remotes: [] }, []);
}

interface AppConfigOptions {
  app: AppName;
  /** Vite's command: `build` for a production build, `serve` for a dev server. */
  command: 'build' | 'serve';
  plugins?: Plugin[];
  /** The app publishes its routes' metadata (from its route modules) as seo.json for the composed site's crawlable pages. */
  publishesRoutes?: boolean;
}

/**
 * The Vite configuration every app shares. Remotes are built with `base: './'` so their
 * chunks resolve relative to wherever remoteEntry.js is served from (any host, any path);
 * the shell is served from the site root.
 */
export function defineAppConfig({ app, command, plugins = [], publishesRoutes = false }: AppConfigOptions): UserConfig {
  const { port, exposes } = apps[app];
  // A dev server elsewhere than the app's port, beside a running `npm start` (the end-to-end test of
  // every remote's standalone dev server does this): `DEV_SERVER_PORT=6176 npm run dev -w mfe-booking`.
  const devPort = Number(process.env.DEV_SERVER_PORT) || port;
  const isShell = app === 'shell';
  // This build's identity: published in seo.json and exported by the app's exposed modules, so the
  // shell can tell a first view composed from one build from the code of another (version skew).
  const build = `${app}-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${crypto.randomUUID().slice(0, 8)}`;
  // One .env at the root of the repository for every app (see .env.example).
  const envDir = fileURLToPath(new URL('../..', import.meta.url));
  return {
    base: isShell ? '/' : './',
    envDir,
    plugins: [
      // A remote's index.html, the page it runs in on its own, comes from shared/tooling (./standalone-page.ts).
      ...(app === 'shell' ? [] : [standalonePagePlugin(app)]),
      react(),
      tailwindcss(),
      federationPlugin({ name: app, exposes, building: command === 'build' }),
      // A remote publishes what it renders (seo.json) and, when it has src/search-documents.ts, what
      // site search and the advisor find (search.json).
      ...(publishesRoutes ? [routeSeoPlugin({ app, build }), searchDocumentsPlugin({ app, build })] : []),
      ...plugins,
      // Remotes' files are fetched by the shell's page, on another origin.
      headersFilePlugin({ crossOrigin: !isShell, pagePolicy: isShell ? undefined : standalonePagePolicy(envDir) }),
      // The environment this build was made with, so npm start can tell a test build from the site's.
      buildRecordPlugin(app),
    ],
    css: isShell ? {} : { postcss: { plugins: [scopeRemoteUtilities(app)] } },
    define: { 'import.meta.env.VITE_APP_BUILD': JSON.stringify(build) },
    optimizeDeps: {
      // Dependencies are pre-bundled afresh on every dev start. From the second start on, with the
      // pre-bundle cache warm, @module-federation/vite marks no share as used that only pre-bundled
      // dependencies import: react/jsx-runtime, which @radix-ui/react-dialog calls. Its loadShare
      // wrapper then hands them an undefined `jsx` until the runtime has loaded it, and a remote's
      // standalone page that renders one of them at once fails ("jsx is not a function" on /chat).
      // A cold start records the share while pre-bundling, so it works (module-federation/vite#1219; its fix, #1220, covers only the
      // app's own JSX runtime, and 1.23.8 still fails). The cost: about a second per dev start.
      force: true,
    },
    server: {
      port: devPort,
      strictPort: true,
      // Remote chunks are requested by the shell's origin: they must name their own origin.
      origin: `http://localhost:${devPort}`,
      cors: true,
    },
    preview: { port, strictPort: true, cors: true },
    build: {
      target: 'es2022',
      // Remotes' entry points load each other's chunks across origins.
      modulePreload: isShell ? { polyfill: false } : false,
      sourcemap: process.env.BUILD_SOURCEMAP === '1',
      // Pipeline output stays a file: a small AVIF in srcset is only fetched when chosen, a base64
      // copy inlined into JavaScript would be paid by every visitor.
      assetsInlineLimit: (file: string) => (file.includes('/art/generated/') ? false : undefined),
      reportCompressedSize: false,
    },
  };
}
