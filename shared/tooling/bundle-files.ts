import type { Rollup } from 'vite';

/** The id of the module through which Module Federation's runtime imports each shared module (a virtual module's id may start with NUL, Rollup's mark). */
const SHARED_IMPORT_MAP = 'virtual:mf-localSharedImportMap:';

/**
 * What a build's files import at once, read from its bundle: the page's code asks for them side
 * by side (shell/tooling/boot-script.ts for the app's start, ./island-files.ts for an island's),
 * rather than find each one only as the one before it runs.
 */
export class BundleFiles {
  private readonly chunks: Map<string, Rollup.OutputChunk>;

  constructor(bundle: Rollup.OutputBundle) {
    this.chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  }

  /**
   * The chunk that holds a source file, by its absolute path: the chunk made of it, or, for a small
   * module that other chunks also import at once (an island a route module places), the common
   * chunk the build merged it into, which its dynamic import loads.
   */
  ofSource(source: string): Rollup.OutputChunk | undefined {
    const chunks = [...this.chunks.values()];
    return chunks.find((chunk) => chunk.facadeModuleId === source) ?? chunks.find((chunk) => chunk.moduleIds.includes(source));
  }

  /** Module Federation's shared-import map: the chunk that imports each shared module the build holds. */
  sharedImportMap(): Rollup.OutputChunk | undefined {
    return [...this.chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.replace(/^\0/, '').startsWith(SHARED_IMPORT_MAP)));
  }

  /** Each of `fileNames` and what it imports at once, and theirs, once each (not what they import later). */
  withStaticImports(fileNames: readonly string[]): string[] {
    const files = new Set<string>();
    const visit = (fileName: string) => {
      if (files.has(fileName)) return;
      files.add(fileName);
      for (const imported of this.chunks.get(fileName)?.imports ?? []) visit(imported);
    };
    for (const fileName of fileNames) visit(fileName);
    return [...files];
  }
}
