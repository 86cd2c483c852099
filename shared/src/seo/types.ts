/** JSON-LD blocks are plain objects with an @type; issue-specific builders type them further. */
export type JsonLd = Record<string, unknown> & { '@type': string | string[] };

export interface SharingImage {
  /** Absolute, or a path on the site (made absolute with the canonical base). */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * What a page declares about itself. The shell turns it into the head: title, description,
 * keywords, canonical URL, robots, Open Graph, Twitter card, theme colour and JSON-LD.
 */
export interface PageMeta {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** A path such as `/skin`; the shell prefixes the canonical base. */
  canonicalPath: string;
  /** Defaults to `index, follow`. */
  robots?: string;
  image?: SharingImage;
  /** Open Graph type; defaults to `website`. */
  type?: 'website' | 'article' | 'product';
  jsonLd?: readonly JsonLd[];
}
