import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { motifs } from '../motifs';
import { seedFrom } from './random';
import type { ImageSpec, MotifParams, StaticFileSpec, VideoSpec } from './types';

// One thread and no cache: libvips and the encoders then produce the same bytes on every run.
sharp.concurrency(1);
sharp.cache(false);

export const formats = ['avif', 'webp', 'jpeg'] as const;
export type Format = (typeof formats)[number];
export const extension: Record<Format, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** A rendered file: where it goes (relative to the app's output folder) and its bytes. */
export interface OutputFile {
  path: string;
  bytes: Buffer;
}

export function svgFor(motifName: string, width: number, height: number, params: MotifParams = {}, seed = 0, t = 0): string {
  const motif = motifs[motifName];
  if (!motif) throw new Error(`Unknown motif "${motifName}" (art/motifs/index.ts lists them)`);
  return motif({ width, height, params, seed, t });
}

const qualities = {
  standard: { avif: 52, webp: 76, jpeg: 80 },
  lead: { avif: 72, webp: 88, jpeg: 88 },
} as const;

async function encode(input: Sharp, format: Format, quality: keyof typeof qualities = 'standard'): Promise<Buffer> {
  const q = qualities[quality];
  switch (format) {
    case 'avif':
      return input.avif({ quality: q.avif, effort: 4, chromaSubsampling: '4:2:0' }).toBuffer();
    case 'webp':
      return input.webp({ quality: q.webp, effort: 5, smartSubsample: true }).toBuffer();
    case 'jpeg':
      return input.jpeg({ quality: q.jpeg, mozjpeg: true, progressive: true }).toBuffer();
  }
}

function rasterise(svg: string): Sharp {
  // density 72: one SVG user unit is one pixel.
  return sharp(Buffer.from(svg), { density: 72 }).removeAlpha().toColourspace('srgb');
}

export interface RenderedImage {
  spec: ImageSpec;
  width: number;
  height: number;
  placeholder: string;
  files: OutputFile[];
}

export async function renderImage(spec: ImageSpec, params: MotifParams = spec.params ?? {}, t = 0): Promise<RenderedImage> {
  const [aspectWidth, aspectHeight] = spec.aspect;
  const width = Math.max(...spec.widths);
  const height = Math.round((width * aspectHeight) / aspectWidth);
  const seed = spec.seed ?? seedFrom(spec.id);
  const margin = spec.overscan ? Math.round(Math.max(width, height) * spec.overscan) : 0;
  const rendered = rasterise(svgFor(spec.motif, width + 2 * margin, height + 2 * margin, params, seed, t));
  const master = await (margin ? rendered.extract({ left: margin, top: margin, width, height }) : rendered).png().toBuffer();
  const files: OutputFile[] = [];
  for (const targetWidth of [...spec.widths].sort((a, b) => a - b)) {
    const targetHeight = Math.round((targetWidth * aspectHeight) / aspectWidth);
    for (const format of formats) {
      const resized = sharp(master).resize(targetWidth, targetHeight, { kernel: 'lanczos3' });
      files.push({ path: `${spec.id}-${targetWidth}.${extension[format]}`, bytes: await encode(resized, format, spec.quality) });
    }
  }
  // A 24px-wide blurred preview, inlined in the manifest: shown until the real image arrives.
  const tiny = await sharp(master).resize(24).blur(1.2).webp({ quality: 40 }).toBuffer();
  return { spec, width, height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, files };
}

export async function renderStaticFile(spec: StaticFileSpec): Promise<OutputFile> {
  const svg = svgFor(spec.motif, spec.width, spec.height, spec.params, spec.seed ?? seedFrom(spec.path));
  if (spec.format === 'svg') return { path: spec.path, bytes: Buffer.from(svg) };
  const image = rasterise(svg);
  const bytes =
    spec.format === 'png'
      ? await image.png({ compressionLevel: 9, palette: false }).toBuffer()
      : spec.format === 'webp'
        ? await image.webp({ quality: 82 }).toBuffer()
        : await image.jpeg({ quality: 84, mozjpeg: true, progressive: true }).toBuffer();
  return { path: spec.path, bytes };
}

export function ffmpegVersion(): string | null {
  try {
    return execFileSync('ffmpeg', ['-version'], { encoding: 'utf8' }).split('\n')[0] ?? null;
  } catch {
    return null;
  }
}

/** WebVTT for the loop's captions (a `<track kind="captions">`). */
export function webVtt(spec: VideoSpec): string {
  const time = (seconds: number) => {
    const whole = Math.floor(seconds);
    const millis = Math.round((seconds - whole) * 1000);
    return `00:00:${String(whole).padStart(2, '0')}.${String(millis).padStart(3, '0')}`;
  };
  return ['WEBVTT', '', ...spec.captions.flatMap((cue, index) => [String(index + 1), `${time(cue.start)} --> ${time(cue.end)}`, cue.text, ''])].join('\n');
}

/** The id of a video's poster: its files' stem and its key in the manifest. */
export const posterId = (videoId: string) => `${videoId}-poster`;

/**
 * Renders every frame of the loop and encodes it with ffmpeg, single-threaded and bit-exact so the
 * same frames give the same file. Frame n is the motif at t = n / frames, so the last frame flows
 * into the first.
 */
export async function renderVideo(spec: VideoSpec): Promise<{ files: OutputFile[]; poster: RenderedImage }> {
  if (!ffmpegVersion()) throw new Error('ffmpeg is needed for videos: apt-get install -y ffmpeg');
  const frames = Math.round(spec.fps * spec.seconds);
  const seed = spec.seed ?? seedFrom(spec.id);
  const dir = mkdtempSync(join(tmpdir(), `art-${spec.id}-`));
  try {
    for (let frame = 0; frame < frames; frame += 1) {
      const svg = svgFor(spec.motif, spec.width, spec.height, spec.params, seed, frame / frames);
      writeFileSync(join(dir, `f${String(frame).padStart(4, '0')}.png`), await rasterise(svg).png({ compressionLevel: 1 }).toBuffer());
    }
    const common = ['-y', '-loglevel', 'error', '-framerate', String(spec.fps), '-i', join(dir, 'f%04d.png'), '-an', '-threads', '1', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'];
    const mp4 = join(dir, 'out.mp4');
    const webm = join(dir, 'out.webm');
    execFileSync('ffmpeg', [...common, '-c:v', 'libx264', '-preset', 'slow', '-crf', '26', '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-x264-params', 'threads=1:lookahead-threads=1', '-movflags', '+faststart', mp4]);
    execFileSync('ffmpeg', [...common, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-row-mt', '0', '-deadline', 'good', '-cpu-used', '2', '-pix_fmt', 'yuv420p', webm]);
    // The poster is the hero's largest paint: encoded as a lead picture.
    const poster = await renderImage(
      { id: posterId(spec.id), motif: spec.motif, params: spec.params, seed, aspect: [spec.width, spec.height], widths: spec.poster.widths, alt: spec.poster.alt, quality: 'lead' },
      spec.params,
      0,
    );
    return {
      files: [
        { path: `${spec.id}.mp4`, bytes: readFileSync(mp4) },
        { path: `${spec.id}.webm`, bytes: readFileSync(webm) },
        { path: `${spec.id}.en.vtt`, bytes: Buffer.from(webVtt(spec)) },
      ],
      poster,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
