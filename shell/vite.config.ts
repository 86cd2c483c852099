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

export default defineConfig(({ command }) => defineAppConfig({ app: 'shell', command, plugins: [remotesJson(), headDefaults(), ...bootScriptPlugin()], publishesRoutes: true }));
