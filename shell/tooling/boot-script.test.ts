// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { APP_START_ID, type AppStart } from '../src/boot/start-app';
import { sharedModulesAtStart, withBootScript } from './boot-script';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = []) =>
  ({ type: 'chunk', fileName, moduleIds, imports, dynamicImports, code: '' }) as unknown as Rollup.OutputChunk;

/** A build as Module Federation leaves it: its entry asset, the app, the shared-import map and what that imports. */
function federatedBundle(): Rollup.OutputBundle {
  const items = [
    { type: 'asset', fileName: 'assets/mf-entry-bootstrap-0-1.js', source: 'const i = (src) => import(src);\nawait __mfImport("./hostInit-1.js");\nawait __mfImport("./pendingShares-1.js");\nawait __mfImport("./index-1.js");' } as unknown as Rollup.OutputAsset,
    chunk('assets/index-1.js', ['/shell/src/main.tsx'], ['assets/react-loadShare-1.js'], ['assets/search-1.js']),
    chunk('assets/hostInit-1.js', ['\0virtual:mf:hostAutoInit'], [], ['assets/importMap-1.js']),
    chunk('assets/pendingShares-1.js', ['\0virtual:mf:pendingShares']),
    chunk('assets/importMap-1.js', ['\0virtual:mf-localSharedImportMap:shell'], [], ['assets/react-prebuild-1.js', 'assets/shared-1.js']),
    chunk('assets/react-prebuild-1.js', ['\0virtual:mf:prebuild:react'], ['assets/react-1.js']),
    chunk('assets/react-1.js', ['/node_modules/react/index.js']),
    chunk('assets/shared-1.js', ['/shared/src/index.ts'], ['assets/zustand-loadShare-1.js']),
    chunk('assets/zustand-loadShare-1.js', ['\0virtual:mf:loadShare:zustand']),
    chunk('assets/search-1.js', ['/shell/src/routes/search.tsx']),
  ];
  return Object.fromEntries(items.map((item) => [item.fileName, item]));
}

describe('the modules Module Federation imports as the app starts', () => {
  it('are what its shared-import map and its entry import, and what those import, never a lazy part of the app', () => {
    expect(sharedModulesAtStart(federatedBundle(), '/', '/assets/mf-entry-bootstrap-0-1.js').sort()).toEqual(
      ['/assets/hostInit-1.js', '/assets/index-1.js', '/assets/pendingShares-1.js', '/assets/react-prebuild-1.js', '/assets/react-1.js', '/assets/react-loadShare-1.js', '/assets/shared-1.js', '/assets/zustand-loadShare-1.js'].sort(),
    );
  });

  it('stop the build when Module Federation no longer has a shared-import map, rather than start the app one round trip at a time', () => {
    const bundle = federatedBundle();
    delete bundle['assets/importMap-1.js'];
    expect(() => sharedModulesAtStart(bundle, '/', '/assets/mf-entry-bootstrap-0-1.js')).toThrow(/localSharedImportMap/);
  });

  it('join the page’s preloads once each, in the app’s start', () => {
    const html = '<head><meta name="viewport" content="width=device-width"><script type="module" crossorigin src="/assets/mf-entry-bootstrap-0-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/index-1.js">\n</head>';
    const page = withBootScript(html, 'void 0', { sharedModulesOf: () => ['/assets/index-1.js', '/assets/react-1.js'] });
    const start = JSON.parse(page.match(new RegExp(`<script type="application/json" id="${APP_START_ID}">(.*?)</script>`))![1]!) as AppStart;
    expect(start).toEqual({ entry: '/assets/mf-entry-bootstrap-0-1.js', preloads: ['/assets/index-1.js', '/assets/react-1.js'] });
    expect(page).not.toContain('modulepreload');
  });
});
