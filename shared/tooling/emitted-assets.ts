import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';

/**
 * The files a build emitted for the app's own assets, by their source. What an app publishes is
 * computed in Node from its own modules (./load-app-module.ts), where a picture is a `file:` URL
 * (the art manifests use `new URL(…, import.meta.url)`); the published file names the file the
 * build wrote instead, hashed (`assets/packshot-jar-400-Bx3k.webp`), relative to the entry.
 */
export class EmittedAssets {
  /** Emitted file names by source path relative to the app's root (`src/art/generated/x-800.jpg`). */
  private readonly bySource = new Map<string, string>();

  constructor(
    bundle: Rollup.OutputBundle,
    private readonly root: string,
  ) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'asset') continue;
      for (const original of output.originalFileNames ?? []) this.bySource.set(this.sourcePath(resolve(root, original)), output.fileName);
    }
  }

  private sourcePath(file: string): string {
    return relative(this.root, file).split(sep).join('/');
  }

  /** The source path a `file:` URL names, relative to the app's root, as an error message says it. */
  sourceOf(fileUrl: string): string {
    return this.sourcePath(fileURLToPath(fileUrl));
  }

  /** Records a file the build emitted for the source a `file:` URL names, once it is written. */
  add(fileUrl: string, fileName: string): void {
    this.bySource.set(this.sourceOf(fileUrl), fileName);
  }

  /** The emitted file of the source a `file:` URL names, or undefined when the build holds none (nothing it builds uses it). */
  fileOf(fileUrl: string): string | undefined {
    return this.bySource.get(this.sourceOf(fileUrl));
  }
}
