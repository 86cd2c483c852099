import type { ArtConfig, ImageSpec, StaticFileSpec, VideoSpec } from '../pipeline/types';

/**
 * One thing an app lists, rendered, stamped and checked on its own: an image, a video (with its
 * poster) or a static file. The key names it in the stamp and in messages.
 */
export type ArtItem =
  | { kind: 'image'; key: string; motif: string; spec: ImageSpec }
  | { kind: 'video'; key: string; motif: string; spec: VideoSpec }
  | { kind: 'file'; key: string; motif: string; spec: StaticFileSpec };

/** Images, then videos, then static files, each in the order of the list (the manifest's order). */
export function itemsOf(config: ArtConfig): ArtItem[] {
  return [
    ...(config.images ?? []).map((spec): ArtItem => ({ kind: 'image', key: `image:${spec.id}`, motif: spec.motif, spec })),
    ...(config.videos ?? []).map((spec): ArtItem => ({ kind: 'video', key: `video:${spec.id}`, motif: spec.motif, spec })),
    ...(config.files ?? []).map((spec): ArtItem => ({ kind: 'file', key: `file:${spec.path}`, motif: spec.motif, spec })),
  ];
}

const without = <T extends object>(value: T, name: string) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== name));

/**
 * What an item's pixels and bytes depend on: its spec without the words that only go into the
 * manifest (an image's or a poster's alt), so rewording a description re-renders nothing.
 */
export function renderedSpec(item: ArtItem): object {
  switch (item.kind) {
    case 'image':
      return without(item.spec, 'alt');
    case 'video':
      return { ...item.spec, poster: without(item.spec.poster, 'alt') };
    case 'file':
      return item.spec;
  }
}
