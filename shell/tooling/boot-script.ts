import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import type { AnalyticsSettings } from '../src/analytics/consent';
import { GTAG_SCRIPT_BASE } from '../src/analytics/gtag';
import { BundleFiles } from 'shared/bundle-files';
import { APP_START_ID, type AppStart } from '../src/boot/start-app';

const BOOT_ENTRY = fileURLToPath(new URL('../src/boot/boot.ts', import.meta.url));

/** The boot script as one small classic script (an IIFE), compiled and minified by Vite. */
export async function compileBootScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      target: 'es2022',
      lib: { entry: BOOT_ENTRY, formats: ['iife'], name: 'noirelleBoot', fileName: 'boot' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((output) => ('output' in output ? output.output : [])).find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the boot script did not compile to a chunk');
  return chunk.code.trim();
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Replaces the page's module script and its modulepreloads with the boot script, first thing in the
 * head, and the app's start as JSON beside it. Every route's HTML is written from this page
 * (shell/server/site.ts), so every route boots the same way: interactions before the app has taken over
 * are held and replayed (src/boot/event-replay.ts), and the app starts when a part of the page needs
 * it (src/boot/start-app.ts).
 */
export function withBootScript(html: string, bootScript: string, { analytics, sharedModulesOf }: { analytics?: AnalyticsSettings; sharedModulesOf?: (entry: string) => string[] } = {}): string {
  const entry = html.match(ENTRY_SCRIPT);
  if (!entry) throw new Error('index.html has no module entry script to boot');
  const preloads = [...new Set([...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...(sharedModulesOf?.(entry[1]!) ?? [])])];
  const start: AppStart = { entry: entry[1]!, preloads, ...(analytics ? { analytics } : {}) };
  // `<` escaped: the JSON can never close its element.
  const json = JSON.stringify(start).replace(/</g, '\\u003c');
  const boot = `<script type="application/json" id="${APP_START_ID}">${json}</script>\n    <script>${bootScript.replace(/<\/script/gi, '<\\/script')}</script>`;
  return html
    .replace(entry[0], '')
    .replace(MODULE_PRELOAD, '')
    .replace(/(<meta name="viewport"[^>]*>)/, (viewport) => `${viewport}\n    ${boot}`);
}

/**
 * The files Module Federation's runtime imports as it starts, to share the shell's modules (React,
 * React DOM, zustand, `shared`) with the remotes: the dynamic imports of its shared-import map and
 * of the entry, and what they import. Vite's preload list ends at the entry's static imports, so without these each
 * was fetched only once the one before had run, one round trip after another (about two seconds
 * on a slow 4G line before the app could answer a tap).
 */
export function sharedModulesAtStart(bundle: Rollup.OutputBundle, base: string, entryFile: string): string[] {
  const files = new BundleFiles(bundle);
  const importMap = files.sharedImportMap();
  // Module Federation's own name for it: were it renamed, the app would start one round trip per module again.
  if (!importMap) throw new Error('no chunk holds the localSharedImportMap: update sharedModulesAtStart for this version of Module Federation');
  // The page's entry is the one Module Federation writes in front of the app's (an asset, not a
  // chunk): it imports its host's start, its pending shares, then the app, each by a literal name.
  const entryName = entryFile.slice(base.length);
  const entry = bundle[entryName];
  const entryText = entry?.type === 'asset' ? String(entry.source) : entry?.type === 'chunk' ? entry.code : '';
  const entryDirectory = entryName.slice(0, entryName.lastIndexOf('/') + 1);
  const importedByEntry = [...entryText.matchAll(/[\w$]*[iI]mport\(\s*["']\.\/([^"']+)["']\s*\)/g)].map((match) => `${entryDirectory}${match[1]}`);
  return files.withStaticImports([...importMap.dynamicImports, ...importedByEntry]).map((fileName) => `${base}${fileName}`);
}

/**
 * Built pages boot through the inline script; the dev server starts the app at once, as Vite does.
 * Applied to the emitted index.html last, after Module Federation has put its own entry in front
 * of the app's (`mf-entry-bootstrap-*.js`, which initialises the shared modules and then imports
 * the app) and added its preloads: that entry is the one the boot script starts.
 */
export function bootScriptPlugin(): Plugin[] {
  let analytics: AnalyticsSettings | undefined;
  let base = '/';
  return [
    {
      // The dev server runs the same boot module, as a module script ahead of the app's: the
      // dropdowns' keys and the event replay behave as they do in a build.
      name: 'noirelle:boot-script-dev',
      apply: 'serve',
      transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: '/src/boot/boot.ts' }, injectTo: 'head-prepend' }],
    },
    {
      name: 'noirelle:boot-script',
      apply: 'build',
      configResolved(config) {
        base = config.base;
        // The same settings the app reads (src/analytics/config.ts), for the boot script's banner and page views.
        const measurementId = String(config.env.VITE_GA_MEASUREMENT_ID ?? '').trim();
        analytics = measurementId ? { measurementId, tagUrl: String(config.env.VITE_GTAG_URL ?? '').trim() || GTAG_SCRIPT_BASE } : undefined;
      },
      generateBundle: {
        order: 'post',
        async handler(_options, bundle) {
          const page = bundle['index.html'];
          if (page?.type !== 'asset') return;
          page.source = withBootScript(String(page.source), await compileBootScript(), { analytics, sharedModulesOf: (entry) => sharedModulesAtStart(bundle, base, entry) });
        },
      },
    },
  ];
}
