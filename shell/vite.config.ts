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

/** The display face's Latin file (shared/src/styles/fonts.css): every first view sets its logo and headings in it. */
const DISPLAY_FONT_FILE = 'cormorant-garamond-latin-500-normal.woff2';

/**
 * Preloads the display face, so it is there by the first paint: a fallback's widths differ from
 * the face's by a point or two however it is scaled, and a heading that wraps on a line's edge takes
 * a line more or less when the face swaps in (the French home page's heading did: the hero below
 * it moved, CLS 0.054). The file is the one the build emitted for the stylesheet's @font-face.
 */
function displayFontPreload(): Plugin {
  let base = '/';
  return {
    name: 'noirelle:display-font-preload',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        // No bundle while serving the source: the dev server loads the face as the stylesheet asks.
        const file = Object.values(bundle ?? {}).find((output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(DISPLAY_FONT_FILE)));
        if (!bundle) return [];
        if (!file) throw new Error(`the build emitted no ${DISPLAY_FONT_FILE} to preload`);
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${file.fileName}`, crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig(({ command }) =>
  defineAppConfig({ app: 'shell', command, plugins: [remotesJson(), headDefaults(), displayFontPreload(), ...bootScriptPlugin()], publishesRoutes: true }),
);
