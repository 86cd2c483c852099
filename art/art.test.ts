import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apps } from '../shared/build/apps';
import { renderImage, renderStaticFile, sha256, webVtt } from './pipeline/engine';
import { appsWithArt, generatedDir, inputHash, loadConfig, readStamp, workspaceRoot } from './pipeline/build';
import { motifs } from './motifs';
import type { ImageSpec } from './pipeline/types';

const MAX_VIDEO_BYTES = 2.5 * 1024 * 1024;

describe.each(appsWithArt())('art of %s', (app) => {
  const appDir = join(workspaceRoot, apps[app].dir);

  it('is up to date with its list, the motifs and the pipeline (else: npm run art)', () => {
    const stamp = readStamp(app);
    expect(stamp, 'no stamp.json: run npm run art').not.toBeNull();
    expect(stamp?.inputHash, 'the list, a motif or the pipeline changed since the art was rendered: run npm run art').toBe(inputHash(app));
  });

  it('has every file it rendered, unchanged, and nothing it did not render', () => {
    const stamp = readStamp(app)!;
    for (const [path, hash] of Object.entries(stamp.files)) {
      expect(existsSync(join(appDir, path)), `${path} is missing`).toBe(true);
      expect(sha256(readFileSync(join(appDir, path))), `${path} was changed by hand`).toBe(hash);
    }
    const generated = readdirSync(generatedDir(app)).map((name) => relative(appDir, join(generatedDir(app), name)));
    const orphans = generated.filter((path) => !path.endsWith('stamp.json') && !(path in stamp.files));
    expect(orphans).toEqual([]);
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
      // fraction of the time. (`npm run art:check` compares every file, videos included.)
      const largestOnly: ImageSpec = { ...spec, widths: [Math.max(...spec.widths)] };
      const rendered = await renderImage(largestOnly);
      const again = await renderImage(largestOnly);
      expect(rendered.files.map((file) => sha256(file.bytes))).toEqual(again.files.map((file) => sha256(file.bytes)));
      for (const file of rendered.files) {
        expect(file.bytes.equals(readFileSync(join(generatedDir(app), file.path))), `${file.path} differs from a fresh render`).toBe(true);
      }
    }
    const [firstFile] = config.files ?? [];
    if (firstFile) {
      const file = await renderStaticFile(firstFile);
      expect(file.bytes.equals(readFileSync(join(appDir, 'public', file.path))), `public/${file.path} differs from a fresh render`).toBe(true);
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
