import { defineConfig, type Plugin } from 'vite';
import { defineAppConfig } from 'shared/vite';
import { localRemoteEntry, remoteAppNames } from 'shared/federation-apps';
import { brand } from 'shared/brand';
import { documentTitle } from 'shared/seo-defaults';

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
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'remotes.json', source: body() });
    },
  };
}

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
      ].join('\n    ');
      return html.replace(/<!-- head-defaults:.*?-->/, tags);
    },
  };
}

export default defineConfig(defineAppConfig({ app: 'shell', plugins: [remotesJson(), headDefaults()] }));
