import { afterEach, describe, expect, it } from 'vitest';
import { fetchRemotesConfig, parseRemotesConfig, RemotesConfigError, remotesConfigOfPage, toFederationRemote } from './remotes-config';

describe('parseRemotesConfig', () => {
  it('keeps the known remotes and their entries', () => {
    expect(
      parseRemotesConfig({
        catalogue: 'http://localhost:5174/remoteEntry.js',
        press: 'https://press.example.com/mf-manifest.json',
        newcomer: 'http://localhost:9999/remoteEntry.js',
      }),
    ).toEqual({
      catalogue: 'http://localhost:5174/remoteEntry.js',
      press: 'https://press.example.com/mf-manifest.json',
    });
  });

  it.each([[null], [[]], ['text'], [{ catalogue: 42 }], [{ catalogue: 'javascript:alert(1)' }], [{ catalogue: '' }]])(
    'rejects %j',
    (json) => {
      expect(() => parseRemotesConfig(json)).toThrow(RemotesConfigError);
    },
  );
});

describe('toFederationRemote', () => {
  it('loads a remoteEntry.js as an ES module and a manifest by its own type', () => {
    expect(toFederationRemote('catalogue', 'http://localhost:5174/remoteEntry.js')).toEqual({
      name: 'catalogue',
      entry: 'http://localhost:5174/remoteEntry.js',
      type: 'module',
    });
    expect(toFederationRemote('press', 'http://localhost:5178/mf-manifest.json')).toEqual({
      name: 'press',
      entry: 'http://localhost:5178/mf-manifest.json',
    });
  });

  it('gives every retry a fresh URL so no failed load is reused', () => {
    expect(toFederationRemote('catalogue', 'http://localhost:5174/remoteEntry.js', 2).entry).toBe(
      'http://localhost:5174/remoteEntry.js?attempt=2',
    );
    expect(toFederationRemote('catalogue', '/remotes/catalogue/remoteEntry.js', 1).entry).toBe(
      '/remotes/catalogue/remoteEntry.js?attempt=1',
    );
  });
});

describe('fetchRemotesConfig', () => {
  it('gives up on a server that accepts the request and never answers', async () => {
    const { createServer } = await import('node:http');
    const hung = createServer(() => undefined);
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as { port: number };
    try {
      await expect(fetchRemotesConfig(`http://127.0.0.1:${port}/remotes.json`, 200)).rejects.toThrow();
    } finally {
      hung.closeAllConnections();
      hung.close();
    }
  });
});

describe('remotesConfigOfPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the remotes.json the page was composed with, and nothing from a page without one or with a broken one', () => {
    document.body.innerHTML = `<div id="root" data-first-view="/" data-first-view-remotes='{"advisor":"/remotes/advisor/remoteEntry.js","elsewhere":"x"}'></div>`;
    expect(remotesConfigOfPage(document)).toEqual({ advisor: '/remotes/advisor/remoteEntry.js' });
    document.body.innerHTML = `<div id="root" data-first-view="/" data-first-view-remotes='{"advisor":"javascript:alert(1)"}'></div>`;
    expect(remotesConfigOfPage(document)).toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
    expect(remotesConfigOfPage(document)).toBeNull();
  });
});
