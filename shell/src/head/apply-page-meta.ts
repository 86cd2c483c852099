import { absoluteUrl, brand, canonicalUrl, defaultRobots, defaultSharingImage, documentTitle, type PageMeta } from 'shared';

/** Marks what this module wrote, so the next page's tags replace it instead of piling up. */
const OWNED = 'data-page-meta';

function upsertMeta(head: HTMLHeadElement, key: 'name' | 'property', id: string, content: string) {
  let element = head.querySelector<HTMLMetaElement>(`meta[${key}="${id}"]`);
  if (!element) {
    element = head.ownerDocument.createElement('meta');
    element.setAttribute(key, id);
    head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function upsertCanonical(head: HTMLHeadElement, href: string) {
  let link = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = head.ownerDocument.createElement('link');
    link.rel = 'canonical';
    head.appendChild(link);
  }
  link.href = href;
}

/**
 * Writes a page's metadata into the document head: title, description, keywords, canonical URL,
 * robots, theme colour, Open Graph and Twitter tags and the JSON-LD blocks. Pages declare
 * (usePageMeta, over the bus); only the shell writes.
 */
export function applyPageMeta(doc: Document, meta: PageMeta): void {
  const head = doc.head;
  const title = documentTitle(meta.title);
  const url = canonicalUrl(meta.canonicalPath);
  const image = meta.image ?? defaultSharingImage;
  const imageUrl = absoluteUrl(image.url);

  doc.title = title;
  upsertCanonical(head, url);
  const named: Record<string, string> = {
    description: meta.description,
    keywords: (meta.keywords ?? []).join(', '),
    robots: meta.robots ?? defaultRobots,
    'theme-color': brand.themeColor,
    'twitter:card': 'summary_large_image',
    'twitter:title': title,
    'twitter:description': meta.description,
    'twitter:image': imageUrl,
    'twitter:image:alt': image.alt,
  };
  const properties: Record<string, string> = {
    'og:site_name': brand.name,
    'og:type': meta.type ?? 'website',
    'og:title': title,
    'og:description': meta.description,
    'og:url': url,
    'og:image': imageUrl,
    'og:image:width': String(image.width),
    'og:image:height': String(image.height),
    'og:image:alt': image.alt,
    'og:locale': 'en_US',
  };
  for (const [name, content] of Object.entries(named)) upsertMeta(head, 'name', name, content);
  for (const [property, content] of Object.entries(properties)) upsertMeta(head, 'property', property, content);

  head.querySelectorAll(`script[type="application/ld+json"][${OWNED}]`).forEach((node) => node.remove());
  for (const block of meta.jsonLd ?? []) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(OWNED, '');
    // `<` is escaped so a string in the data can never close the script element.
    script.textContent = JSON.stringify({ '@context': 'https://schema.org', ...block }).replace(/</g, '\\u003c');
    head.appendChild(script);
  }
}
