import { join } from 'node:path';
import { ffmpegVersion, renderImage, renderStaticFile, renderVideo, sha256, type RenderedImage } from '../pipeline/engine';
import type { ArtItem } from './items';
import type { ItemStamp, PictureFacts } from './stamp';
import { sortedRecord } from './stamp';

/** An item rendered in memory: its files by path relative to the app's folder, and its picture's facts. */
export interface RenderedItem {
  files: Map<string, Buffer>;
  picture?: PictureFacts;
  ffmpeg?: string;
}

const factsOf = (image: RenderedImage): PictureFacts => ({ width: image.width, height: image.height, placeholder: image.placeholder });

/** Renders one item. Bundled files go under `bundled` (src/art/generated), static files under public/. */
export async function renderItem(item: ArtItem, bundled: string): Promise<RenderedItem> {
  switch (item.kind) {
    case 'image': {
      const image = await renderImage(item.spec);
      return { files: new Map(image.files.map((file) => [join(bundled, file.path), file.bytes])), picture: factsOf(image) };
    }
    case 'video': {
      const video = await renderVideo(item.spec);
      const files = [...video.files, ...video.poster.files];
      return { files: new Map(files.map((file) => [join(bundled, file.path), file.bytes])), picture: factsOf(video.poster), ffmpeg: ffmpegVersion() ?? 'none' };
    }
    case 'file': {
      const file = await renderStaticFile(item.spec);
      return { files: new Map([[join('public', file.path), file.bytes]]) };
    }
  }
}

/** The stamp entry of a fresh render. */
export function stampOf(rendered: RenderedItem, inputHash: string): ItemStamp {
  return {
    inputHash,
    files: sortedRecord([...rendered.files].map(([path, bytes]) => [path, sha256(bytes)])),
    ...(rendered.picture ? { picture: rendered.picture } : {}),
    ...(rendered.ffmpeg ? { ffmpeg: rendered.ffmpeg } : {}),
  };
}

/** How an item is named in progress lines. */
export function itemLabel(item: ArtItem): string {
  return item.kind === 'video' ? `${item.key} (${Math.round(item.spec.fps * item.spec.seconds)} frames)` : item.key;
}
