import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesNotAsHashed, orphanFiles, readCommitted } from './runner/committed';
import { currentHashInputs, itemInputHash } from './runner/input-hash';
import { itemsOf } from './runner/items';
import { manifestFor } from './runner/manifest-source';
import { appDir, appsWithArt, generatedDir, loadConfig, manifestFile } from './runner/paths';
import { readStamp, stampedFiles } from './runner/stamp';
import { motifs } from './motifs';
import { renderImage, renderStaticFile, webVtt } from './pipeline/engine';
import type { ImageSpec } from './pipeline/types';

const MAX_VIDEO_BYTES = 2.5 * 1024 * 1024;

describe.each(appsWithArt())('art of %s', (app) => {
  it('is up to date with its list, the motifs and the pipeline, item by item (else: npm run art)', async () => {
    const stamp = readStamp(app);
    expect(stamp, 'no stamp.json: run npm run art').not.toBeNull();
    const inputs = currentHashInputs();
    const items = itemsOf(await loadConfig(app));
    const stale = items.filter((item) => stamp?.items[item.key]?.inputHash !== itemInputHash(item, inputs)).map((item) => item.key);
    expect(stale, 'these items changed (their spec, motif or the pipeline) since they were rendered: run npm run art').toEqual([]);
  });

  it('has every file it rendered, unchanged, and nothing it did not render', async () => {
    const stamp = readStamp(app)!;
    const listed = itemsOf(await loadConfig(app)).map((item) => item.key);
    expect(Object.keys(stamp.items).sort()).toEqual([...listed].sort());
    expect(filesNotAsHashed(app, stampedFiles(app, stamp))).toEqual([]);
    expect(orphanFiles(app, stamp)).toEqual([]);
  });

  it('has the manifest its list and the stamp give', async () => {
    const stamp = readStamp(app)!;
    const expected = manifestFor(itemsOf(await loadConfig(app)), (item) => stamp.items[item.key]?.picture);
    expect(readCommitted(app, manifestFile(app))?.toString('utf8')).toBe(expected);
  });

  it('lists only known motifs, unique ids, ascending widths and a description for every image', async () => {
    const config = await loadConfig(app);
    const ids = [...(config.images ?? []), ...(config.videos ?? [])].map((spec) => spec.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const spec of [...(config.images ?? []), ...(config.videos ?? []), ...(config.files ?? [])]) expect(motifs).toHaveProperty([spec.motif]);
    for (const spec of config.images ?? []) {
      expect(spec.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect([...spec.widths]).toEqual([...spec.widths].sort((a, b) => a - b));
      expect(spec.alt.length).toBeGreaterThan(10);
    }
  });

  it('renders the same bytes again: one image per motif, compared with the committed file', async () => {
    const config = await loadConfig(app);
    const seen = new Set<string>();
    const samples = (config.images ?? []).filter((spec) => !seen.has(spec.motif) && seen.add(spec.motif));
    for (const spec of samples) {
      // The largest width only: every size is resized from it, so this is the same code path at a
      // fraction of the time. (`npm run art:check -- --all` compares every file, videos included.)
      const largestOnly: ImageSpec = { ...spec, widths: [Math.max(...spec.widths)] };
      // Equal bytes to the committed file, rendered on another day and machine, is the determinism check.
      const rendered = await renderImage(largestOnly);
      for (const file of rendered.files) {
        expect(file.bytes.equals(readFileSync(join(generatedDir(app), file.path))), `${file.path} differs from a fresh render`).toBe(true);
      }
    }
    const [firstFile] = config.files ?? [];
    if (firstFile) {
      const file = await renderStaticFile(firstFile);
      expect(file.bytes.equals(readFileSync(join(appDir(app), 'public', file.path))), `public/${file.path} differs from a fresh render`).toBe(true);
    }
  }, 120_000);

  it('keeps each video under 2.5 MB, with captions', async () => {
    const config = await loadConfig(app);
    for (const video of config.videos ?? []) {
      for (const ext of ['mp4', 'webm']) expect(statSync(join(generatedDir(app), `${video.id}.${ext}`)).size).toBeLessThan(MAX_VIDEO_BYTES);
      const vtt = readFileSync(join(generatedDir(app), `${video.id}.en.vtt`), 'utf8');
      expect(vtt).toBe(webVtt(video));
      expect(vtt.startsWith('WEBVTT')).toBe(true);
      expect(video.seconds).toBeGreaterThanOrEqual(8);
      expect(video.seconds).toBeLessThanOrEqual(12);
    }
  });
});

describe('motifs', () => {
  it('each live in the file of their name, which is what the input hashes read', async () => {
    for (const [name, motif] of Object.entries(motifs)) {
      const module = (await import(`./motifs/${name}.ts`)) as Record<string, unknown>;
      expect(Object.values(module), name).toContain(motif);
    }
  });

  it('are pure: the same context gives the same SVG', () => {
    for (const [name, motif] of Object.entries(motifs)) {
      const context = { width: 320, height: 200, seed: 7, params: {}, t: 0.25 };
      expect(motif(context), name).toBe(motif(context));
    }
  });

  it('the hero loop is seamless: t = 1 draws what t = 0 draws', () => {
    const at = (t: number) => motifs['hero-loop']!({ width: 320, height: 180, seed: 3, params: {}, t });
    // Rounded coordinates may differ in the last digit; compare the numbers, not the text.
    const numbers = (svg: string) => (svg.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    const zero = numbers(at(0));
    const one = numbers(at(1));
    expect(one).toHaveLength(zero.length);
    one.forEach((value, index) => expect(Math.abs(value - zero[index]!)).toBeLessThanOrEqual(0.011));
  });
});
