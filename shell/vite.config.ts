import { defineConfig, type Plugin } from 'vite';
import { defineAppConfig } from 'shared/vite';
import { localRemoteEntry, remoteAppNames } from 'shared/federation-apps';
import { brand } from 'shared/brand';
import { documentTitle } from 'shared/seo-defaults';
import { bootScriptPlugin } from './tooling/boot-script';

/**
 * remotes.json tells the shell where each remote lives, at run time. The build writes one for
 * this machine (override an entry with REMOTE_<NAME>_URL, e.g. REMOTE_PRESS_URL); a deployment
 * edits the file next to index.html to move a remote, with no rebuild.
 */
function remotesJson(): Plugin {
  const body = () =>
    `${JSON.stringify(
      Object.fromEntries(
        remoteAppNames.map((name) => [name, process.env[`REMOTE_${name.toUpperCase()}_URL`] ?? localRemoteEntry(name)]),
      ),
      null,
      2,
    )}\n`;
  return {
    name: 'noirelle:remotes-json',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'remotes.json', source: body() });
    },
  };
}

/** The web app manifest, from the brand module (icons are made by the art pipeline: shell/art.config.ts). */
const webManifest = () =>
  JSON.stringify(
    {
      name: brand.name,
      short_name: brand.name,
      description: brand.description,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#140d09',
      theme_color: brand.themeColor,
      icons: [
        { src: '/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/brand/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/brand/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  );

/** The head every route starts from, written from the brand module so nothing is spelt twice. */
function headDefaults(): Plugin {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    name: 'noirelle:head-defaults',
    transformIndexHtml(html) {
      const tags = [
        `<title>${escape(documentTitle(brand.tagline))}</title>`,
        `<meta name="description" content="${escape(brand.description)}" />`,
        `<meta name="theme-color" content="${brand.themeColor}" />`,
        '<link rel="icon" href="/brand/favicon.svg" type="image/svg+xml" />',
        '<link rel="icon" href="/brand/favicon-32.png" sizes="32x32" type="image/png" />',
        '<link rel="apple-touch-icon" href="/brand/apple-touch-icon.png" />',
        '<link rel="manifest" href="/manifest.webmanifest" />',
      ].join('\n    ');
      return html.replace(/<!-- head-defaults:.*?-->/, tags);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: webManifest() });
    },
  };
}

/**
 * The Latin files of the two faces every first view sets its text in (shared/src/styles/fonts.css):
 * the display face (the wordmark, the headings) and the text face (the breadcrumb, the copy).
 */
const FIRST_VIEW_FONT_FILES = ['cormorant-garamond-latin-500-normal.woff2', 'inter-latin-wght-normal.woff2'];

/**
 * Preloads the first view's faces, so they are there by the first paint: a fallback's widths differ
 * from a face's by a point or two however it is scaled, and a line that wraps on its edge takes a
 * line more or less when the face swaps in. The French home page's heading did (the hero below it
 * moved, CLS 0.054), and a French or Spanish article's breadcrumb did (everything below it moved,
 * CLS 0.13). Each file is the one the build emitted for the stylesheet's @font-face.
 */
function firstViewFontPreloads(): Plugin {
  let base = '/';
  return {
    name: 'noirelle:first-view-font-preloads',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        // No bundle while serving the source: the dev server loads the faces as the stylesheet asks.
        if (!bundle) return [];
        return FIRST_VIEW_FONT_FILES.map((name) => {
          const file = Object.values(bundle).find((output) => output.type === 'asset' && output.originalFileNames.some((original) => original.endsWith(name)));
          if (!file) throw new Error(`the build emitted no ${name} to preload`);
          return { tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${file.fileName}`, crossorigin: '' }, injectTo: 'head' as const };
        });
      },
    },
  };
}

export default defineConfig(({ command }) =>
  defineAppConfig({ app: 'shell', command, plugins: [remotesJson(), headDefaults(), firstViewFontPreloads(), ...bootScriptPlugin()], publishesRoutes: true }),
);
