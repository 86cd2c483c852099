// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeModuleChunks } from './route-seo';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], dynamicImports: string[] = []) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, dynamicImports }) as unknown as Rollup.OutputChunk;

describe('a route module’s chunks', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/contact-1.js', '/app/src/routes/contact.tsx', ['assets/shared-1.js', 'assets/backend-module-1.js'], ['assets/backend-1.js']),
      chunk('assets/shared-1.js', null, ['assets/runtime-1.js']),
      chunk('assets/runtime-1.js', null),
      chunk('assets/backend-module-1.js', null, ['assets/runtime-1.js'], ['assets/backend-1.js']),
      chunk('assets/backend-1.js', '/app/src/lib/backend.ts'),
      chunk('assets/chat-1.js', '/app/src/routes/chat.tsx', ['assets/shared-1.js']),
      { type: 'asset', fileName: 'assets/contact-1.css' } as unknown as Rollup.OutputAsset,
    ].map((output) => [output.fileName, output]),
  );

  it('are its own chunk and what that imports at once, as `asset:` paths; what it imports on first use is not', () => {
    expect(routeModuleChunks(bundle)('/app/src/routes/contact.tsx')).toEqual(['asset:assets/contact-1.js', 'asset:assets/shared-1.js', 'asset:assets/runtime-1.js', 'asset:assets/backend-module-1.js']);
  });

  it('are none for a file the build made no chunk of', () => {
    expect(routeModuleChunks(bundle)('/app/src/routes/gone.tsx')).toEqual([]);
  });
});
