// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fragmentFiles, fragmentIdPrefix, fragmentNames, publishedFragments } from './fragment-files';

const roots: string[] = [];

/** A remote's folder with these files in src/fragments (none: no folder). */
function remoteWith(files: Record<string, string> | null): string {
  const root = mkdtempSync(join(tmpdir(), 'fragments-'));
  roots.push(root);
  if (files) {
    mkdirSync(join(root, 'src/fragments'), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'src/fragments', name), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('a remote’s fragment files', () => {
  it('are its src/fragments files, keyed as the browser’s glob keys them, tests left out; none without the folder', () => {
    const root = remoteWith({ 'InterestSection.tsx': '', 'HomeSections.tsx': '', 'HomeSections.test.tsx': '' });
    expect(fragmentFiles(root)).toEqual(['./fragments/HomeSections.tsx', './fragments/InterestSection.tsx']);
    expect(fragmentNames(root)).toEqual(['HomeSections', 'InterestSection']);
    expect(fragmentFiles(remoteWith(null))).toEqual([]);
  });

  it('number their ids apart, each by its remote and name', () => {
    expect(fragmentIdPrefix('catalogue', 'HomeSections')).toBe('catalogue-home-sections-');
    expect(fragmentIdPrefix('advisor', 'InterestSection')).toBe('advisor-interest-section-');
    expect(fragmentIdPrefix('catalogue', 'ABTest')).not.toBe(fragmentIdPrefix('catalogue', 'AbTest'));
  });
});

describe('a remote’s published fragments', () => {
  it('are each file’s first view by name, its ids numbered with the fragment’s own prefix', async () => {
    const root = remoteWith({ 'Greeting.tsx': "import { useId } from 'react';\nexport default function Greeting() { return <p id={useId()}>Hello</p>; }\n" });
    const published = await publishedFragments(root, 'catalogue');
    expect(Object.keys(published)).toEqual(['Greeting']);
    expect(published.Greeting).toMatch(/^<p id="[^"]*catalogue-greeting-[^"]*">Hello<\/p>$/);
  });

  it('fail the build for a file with no component as its default export, naming it', async () => {
    const root = remoteWith({ 'Broken.tsx': 'export const Broken = () => null;\n' });
    await expect(publishedFragments(root, 'catalogue')).rejects.toThrow("./fragments/Broken.tsx: a fragment's file exports its component by default");
  });
});
