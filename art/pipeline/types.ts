/**
 * The contract of the art pipeline. An app lists what it needs in its `art.config.ts`; a motif
 * turns a spec into SVG; the pipeline renders, encodes and writes the files and a typed manifest.
 */

/** Parameters a motif reads. Plain values only, so a spec serialises (and hashes) exactly. */
export type MotifParams = Readonly<Record<string, string | number | boolean>>;

export interface MotifContext {
  /** Canvas size in SVG user units (= pixels of the largest rendition). */
  width: number;
  height: number;
  /** Seeds every random choice: the same seed always gives the same picture. */
  seed: number;
  params: MotifParams;
  /** For video frames: the position in the loop, 0 <= t < 1 (t = 0 and t = 1 are the same frame). */
  t: number;
}

/** A composition: returns a complete `<svg>` document. Pure: no I/O, no clock, no Math.random. */
export type Motif = (context: MotifContext) => string;

/** A content image, rendered at several widths in AVIF, WebP and JPEG, bundled with the app (hashed). */
export interface ImageSpec {
  /** File stem and manifest key: kebab-case, unique in the app. */
  id: string;
  motif: string;
  params?: MotifParams;
  /** Defaults to a hash of the id. */
  seed?: number;
  /** Width : height, e.g. [4, 5]. */
  aspect: readonly [number, number];
  /** Widths to encode, ascending; the largest is the render size. */
  widths: readonly number[];
  /** What the picture shows, for the alt text (a page may say more). */
  alt: string;
  /**
   * Renders this fraction wider and taller on every side, then crops back to the frame: librsvg
   * cuts lighting filters off at the canvas edge, which leaves bands there. 0.05 hides them.
   */
  overscan?: number;
  /**
   * `lead`: the page's largest picture, encoded at higher quality. Chrome does not count a picture
   * under 0.05 bits per pixel as the largest contentful paint, and a lead picture should be crisp.
   */
  quality?: 'standard' | 'lead';
}

/** A file at a fixed public URL (sharing banner, icons): one size, one format. */
export interface StaticFileSpec {
  /** Path under the app's public/ folder, e.g. `brand/sharing-banner.jpg`. */
  path: string;
  motif: string;
  params?: MotifParams;
  seed?: number;
  width: number;
  height: number;
  /** `svg` writes the motif's document itself (the scalable favicon). */
  format: 'jpeg' | 'png' | 'webp' | 'svg';
}

export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

/** A seamless loop rendered frame by frame and encoded to WebM (VP9) and MP4 (H.264). */
export interface VideoSpec {
  id: string;
  motif: string;
  params?: MotifParams;
  seed?: number;
  width: number;
  height: number;
  fps: number;
  seconds: number;
  /** The first frame, as a responsive image: the poster and the page's largest paint. */
  poster: { widths: readonly number[]; alt: string };
  captions: readonly CaptionCue[];
}

export interface ArtConfig {
  images?: readonly ImageSpec[];
  files?: readonly StaticFileSpec[];
  videos?: readonly VideoSpec[];
}

export const defineArt = (config: ArtConfig) => config;
