// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { islandFilesOf, withIslandFiles } from './island-files';

const root = '/repo/mfe-advisor';
const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], dynamicImports: string[] = [], moduleIds: string[] = facadeModuleId ? [facadeModuleId] : []) =>
  ({ type: 'chunk', fileName, facadeModuleId, moduleIds, imports, dynamicImports, code: '' }) as unknown as Rollup.OutputChunk;

/** A remote's build as Module Federation leaves it: its entry, its runtime, its shared-import map, its islands and a route. */
function remoteBundle(): Rollup.OutputBundle {
  const items = [
    chunk('remoteEntry.js', null, ['assets/runtime-1.js'], ['assets/islands-1.js', 'assets/routes-1.js']),
    chunk('assets/runtime-1.js', null),
    chunk('assets/importMap-1.js', null, ['assets/runtime-1.js'], ['assets/react-own-copy-1.js'], ['\0virtual:mf-localSharedImportMap:advisor']),
    chunk('assets/react-own-copy-1.js', null),
    chunk('assets/islands-1.js', `${root}/src/islands.ts`, [], ['assets/contact-form-1.js', 'assets/common-1.js']),
    chunk('assets/contact-form-1.js', `${root}/src/islands/contact-form.tsx`, ['assets/shared-loadShare-1.js'], ['assets/backend-1.js']),
    chunk('assets/shared-loadShare-1.js', null),
    chunk('assets/backend-1.js', `${root}/src/lib/backend-module.ts`),
    chunk('assets/routes-1.js', `${root}/src/routes.tsx`, ['assets/shared-loadShare-1.js']),
    // A small island that route modules also import at once: merged into a chunk they share.
    chunk('assets/common-1.js', null, ['assets/shared-loadShare-1.js'], [], [`${root}/src/components/Banner.tsx`, `${root}/src/islands/banner-button.tsx`]),
  ];
  return Object.fromEntries(items.map((item) => [item.fileName, item]));
}

describe('an island’s files', () => {
  it('are its remote’s entry, shared-import map, islands module and own chunk, with what each imports at once, and nothing later', () => {
    const filesOf = islandFilesOf(remoteBundle(), root, 'advisor');
    expect(filesOf('advisor/contact-form')!.sort()).toEqual(
      ['asset:remoteEntry.js', 'asset:assets/runtime-1.js', 'asset:assets/importMap-1.js', 'asset:assets/islands-1.js', 'asset:assets/contact-form-1.js', 'asset:assets/shared-loadShare-1.js'].sort(),
    );
    expect(filesOf('advisor/banner-button')!.sort()).toEqual(
      ['asset:remoteEntry.js', 'asset:assets/runtime-1.js', 'asset:assets/importMap-1.js', 'asset:assets/islands-1.js', 'asset:assets/common-1.js', 'asset:assets/shared-loadShare-1.js'].sort(),
    );
    expect(filesOf('advisor/nothing')).toBeUndefined();
    expect(filesOf('catalogue/contact-form')).toBeUndefined();
  });

  it('of the shell’s own island are its chunk and what it imports at once: the page’s code that starts it holds the rest', () => {
    const shell = '/repo/shell';
    const items = [
      chunk('assets/index-1.js', `${shell}/src/main.tsx`, ['assets/react-1.js'], ['assets/site-search-1.js']),
      chunk('assets/islands-1.js', `${shell}/src/islands.ts`, [], ['assets/site-search-1.js']),
      chunk('assets/site-search-1.js', `${shell}/src/islands/site-search.tsx`, ['assets/react-1.js', 'assets/minisearch-1.js']),
      chunk('assets/react-1.js', null),
      chunk('assets/minisearch-1.js', null),
    ];
    const filesOf = islandFilesOf(Object.fromEntries(items.map((item) => [item.fileName, item])), shell, 'shell');
    expect(filesOf('shell/site-search')!.sort()).toEqual(['asset:assets/minisearch-1.js', 'asset:assets/react-1.js', 'asset:assets/site-search-1.js']);
  });

  it('are written on each island of a first view, and an island the build does not hold stops it', () => {
    const filesOf = islandFilesOf(remoteBundle(), root, 'advisor');
    const html = '<main><div class="contents" data-island="visible" data-island-name="advisor/contact-form" data-island-props="{}"><form></form></div></main>';
    expect(withIslandFiles(html, filesOf)).toContain(`data-island-name="advisor/contact-form" data-island-files="${filesOf('advisor/contact-form')!.join(' ')}" data-island-props`);
    expect(() => withIslandFiles(html.replace('contact-form', 'gone'), filesOf)).toThrow(/advisor\/gone is not in this build/);
  });
});
