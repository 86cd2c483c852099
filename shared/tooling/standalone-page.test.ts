// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createServer, type Rolldown, type ViteDevServer } from 'vite';
import { remoteAppNames } from './apps';
import { STANDALONE_ENTRY, standalonePage, standalonePagePlugin } from './standalone-page';

describe("a remote's standalone page", () => {
  it('mounts the remote from its entry, named in its title, with assets resolved from the root on a deep link', () => {
    const page = standalonePage('press');
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain('<title>press (standalone)</title>');
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<base href="/" />');
    expect(page).toContain(`<script type="module" src="./${STANDALONE_ENTRY}"></script>`);
  });

  it('is one page for every remote but its title', () => {
    const pages = remoteAppNames.map((app) => standalonePage(app).replace(`<title>${app} (standalone)</title>`, '<title></title>'));
    expect(new Set(pages).size).toBe(1);
  });
});

describe('the standalone page plugin', () => {
  let root = '';
  let server: ViteDevServer;
  let origin = '';

  beforeAll(async () => {
    // A remote's folder as far as the plugin cares: an entry, and no index.html.
    root = mkdtempSync(join(tmpdir(), 'standalone-page-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, STANDALONE_ENTRY), 'document.title = "mounted";\n');
    server = await createServer({ root, configFile: false, logLevel: 'silent', plugins: [standalonePagePlugin('press')], server: { port: 0, strictPort: false } });
    await server.listen();
    origin = `http://localhost:${(server.httpServer!.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the page, through the plugins, at the root, at index.html and on a deep link such as a reload of a city page', async () => {
    for (const path of ['/', '/index.html', '/local/paris-france', '/press/some-article?ref=x']) {
      const response = await fetch(`${origin}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, path).toContain('<title>press (standalone)</title>');
      // Vite's client, injected by its own transformIndexHtml: the page went through the plugins.
      expect(html, path).toContain('<script type="module" src="/@vite/client"></script>');
    }
    // The entry itself is a module, not the page.
    const entry = await fetch(`${origin}/${STANDALONE_ENTRY}`);
    expect(await entry.text()).toContain('mounted');
  });

  it('builds the page as dist/index.html, its entry bundled', async () => {
    const output = (await build({ root, configFile: false, logLevel: 'silent', plugins: [standalonePagePlugin('press')], build: { write: false } })) as Rolldown.RolldownOutput;
    const files = Object.fromEntries(output.output.map((file) => [file.fileName, file]));
    const page = files['index.html'];
    expect(page?.type).toBe('asset');
    const html = String((page as Rolldown.OutputAsset).source);
    expect(html).toContain('<title>press (standalone)</title>');
    const script = /<script type="module" crossorigin src="\/(assets\/index-[\w-]+\.js)"><\/script>/.exec(html)?.[1];
    expect(script && (files[script] as Rolldown.OutputChunk).code).toContain('mounted');
  });
});
