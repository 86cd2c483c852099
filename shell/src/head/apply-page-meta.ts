import { headTags, PAGE_META_ATTRIBUTE, type PageMeta } from 'shared';

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
  const tags = headTags(meta);
  doc.title = tags.title;
  upsertCanonical(head, tags.canonical);
  for (const [name, content] of tags.names) upsertMeta(head, 'name', name, content);
  for (const [property, content] of tags.properties) upsertMeta(head, 'property', property, content);

  head.querySelectorAll(`script[type="application/ld+json"][${PAGE_META_ATTRIBUTE}]`).forEach((node) => node.remove());
  for (const block of tags.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(PAGE_META_ATTRIBUTE, '');
    script.textContent = block;
    head.appendChild(script);
  }
}
