import type { CSSProperties } from 'react';

/** One picture from the art pipeline (art/runner/manifest-source.ts writes these into each app's manifest). */
export interface ArtImage {
  /** Intrinsic size of the largest rendition: sets the aspect ratio, so nothing shifts while loading. */
  width: number;
  height: number;
  /** What the picture shows; a page may pass its own. */
  alt: string;
  /** A tiny blurred WebP, inlined, shown until the picture arrives. */
  placeholder: string;
  /** A middle-sized JPEG for browsers without srcset support. */
  src: string;
  avif: string;
  webp: string;
  jpeg: string;
}

export interface ArtVideo {
  mp4: string;
  webm: string;
  captions: string;
  /** Id of the poster in the same manifest. */
  poster: string;
}

interface ResponsiveImageProps {
  image: ArtImage;
  /** Overrides the manifest's description; pass '' for a purely decorative picture. */
  alt?: string;
  /** How wide the picture is drawn, for the browser's choice of file (e.g. '(min-width: 768px) 50vw, 100vw'). */
  sizes?: string;
  /** The page's largest picture: loaded at once, first. Everything else waits until it is near the viewport. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * `<picture>` with AVIF, WebP and JPEG at every width the pipeline made, the intrinsic width and
 * height (no layout shift), a blurred placeholder, and lazy loading unless it is the page's lead.
 */
export function ResponsiveImage({ image, alt = image.alt, sizes = '100vw', priority = false, className = '', style }: ResponsiveImageProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.jpeg}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
        style={{ backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center', ...style }}
      />
    </picture>
  );
}

/** A picture as a route's lead image (RouteSeo.leadImage): the same files and `sizes` the page's <img> uses. */
export function leadImageOf(image: ArtImage, sizes = '100vw') {
  return { avif: image.avif, webp: image.webp, jpeg: image.jpeg, sizes };
}
