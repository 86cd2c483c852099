import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import sharp from 'sharp';
import { sha256 } from '../pipeline/engine';
import { renderedSpec, type ArtItem } from './items';
import { artRoot } from './paths';

/**
 * What an item's files depend on, hashed per item so that a change re-renders only what it can
 * change: the pipeline's sources (every item), the item's motif with the modules of art/motifs it
 * imports (not the other motifs), the item's spec without its alt text, and sharp's versions. The
 * stamp keeps these hashes; `npm run art` renders the items whose hash moved.
 *
 * The video encoder is not hashed: CI installs ffmpeg from Debian, whose point releases change its
 * version line without changing its bytes, and a hash of it would fail every later run for nothing.
 * The stamp records which ffmpeg made each video, and `npm run art:check -- --all` re-encodes them.
 *
 * This file and the rest of art/build/ sit outside art/pipeline/ on purpose: they keep and check
 * the stamps and write the manifest, none of which changes a rendered byte, so editing them must not
 * mark every picture stale.
 */

/** Source text by path relative to art/, with forward slashes: 'pipeline/engine.ts', 'motifs/kit.ts'. */
export type Sources = ReadonlyMap<string, string>;

export interface HashInputs {
  sources: Sources;
  /** sharp's and its libraries' versions (`sharp.versions`): another libvips may encode other bytes. */
  sharp: Readonly<Record<string, string | undefined>>;
}

const isSource = (path: string) => path.endsWith('.ts') && !path.endsWith('.test.ts');
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The pipeline's and the motifs' sources as they are on disk (tests left out). */
export function readSources(root = artRoot): Sources {
  const sources = new Map<string, string>();
  for (const dir of ['pipeline', 'motifs']) {
    const names = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).filter(isSource).sort(byCodeUnit);
    for (const name of names) sources.set(posix.join(dir, name.split(sep).join('/')), readFileSync(join(root, dir, name), 'utf8'));
  }
  return sources;
}

export function currentHashInputs(): HashInputs {
  return { sources: readSources(), sharp: Object.fromEntries(Object.entries(sharp.versions)) };
}

/** JSON with every object's keys in code-unit order, so equal specs always give the same text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => byCodeUnit(a, b))) : inner,
  );
}

/** The specifiers of a module's relative `import … from`, `export … from` and bare `import '…'` statements. */
export function relativeImports(text: string): string[] {
  const statement = /^\s*(?:import|export)\s(?:[^'"`;]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;
  return [...text.matchAll(statement)].map((match) => match[1] ?? '');
}

/** The module of art/motifs that `specifier` names from `from`; none for the pipeline's, which every hash has. */
function importedMotifModule(from: string, specifier: string, sources: Sources): string[] {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  if (base === 'pipeline' || base.startsWith('pipeline/')) return [];
  const found = [base, `${base}.ts`, base.replace(/\.js$/, '.ts'), `${base}/index.ts`].find((path) => sources.has(path));
  if (!found?.startsWith('motifs/')) {
    throw new Error(`${from} imports '${specifier}', which is not a module of art/motifs or art/pipeline: an input hash would not see it change`);
  }
  return [found];
}

/** A motif's source (motifs/<name>.ts) and every module of art/motifs it imports, directly or not, sorted. */
export function motifSources(motif: string, sources: Sources): string[] {
  const entry = `motifs/${motif}.ts`;
  if (!sources.has(entry)) throw new Error(`Motif "${motif}" has no source ${entry}: a motif lives in the file of its name`);
  const seen = new Set<string>();
  const pending = [entry];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    for (const specifier of relativeImports(sources.get(path) ?? '')) pending.push(...importedMotifModule(path, specifier, sources));
  }
  return [...seen].sort(byCodeUnit);
}

export const pipelineSources = (sources: Sources) => [...sources.keys()].filter((path) => path.startsWith('pipeline/')).sort(byCodeUnit);

/** The hash of everything an item's files depend on (see the top of this file). */
export function itemInputHash(item: ArtItem, inputs: HashInputs): string {
  const files = [...pipelineSources(inputs.sources), ...motifSources(item.motif, inputs.sources)];
  const parts = [
    ...files.map((path) => `${path}\n${inputs.sources.get(path) ?? ''}`),
    `${item.kind} ${stableJson(renderedSpec(item))}`,
    `sharp ${stableJson(inputs.sharp)}`,
  ];
  return sha256(parts.join('\n\0\n'));
}
