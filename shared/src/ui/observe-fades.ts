import { VISIBLE_ATTRIBUTE } from '../page-protocol';

/** Spec: sections and cards fade in once when 10% visible. */
export const FADE_THRESHOLD = 0.1;
const FADE_CLASS = 'nl-fade';

/**
 * Marks every `.nl-fade` element in `doc`, now and as it is added, `data-visible` once 10% of it is
 * in view. Run once per page, first thing (the composed page's boot script; a remote's standalone
 * host). Without IntersectionObserver everything shows at once rather than never.
 */
export function observeFades(doc: Document): () => void {
  const reveal = (element: Element) => element.setAttribute(VISIBLE_ATTRIBUTE, 'true');
  const visibility =
    typeof IntersectionObserver === 'function'
    ? new IntersectionObserver(
        (entries, observer) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            reveal(entry.target);
            observer.unobserve(entry.target);
          }
        },
        { threshold: FADE_THRESHOLD },
      )
    : undefined;
  const watch = (node: Node) => {
    if (!(node instanceof Element)) return;
    const found = node.matches(`.${FADE_CLASS}`) ? [node, ...node.querySelectorAll(`.${FADE_CLASS}`)] : node.querySelectorAll(`.${FADE_CLASS}`);
    for (const element of found) {
      if (element.getAttribute(VISIBLE_ATTRIBUTE) === 'true') continue;
      if (visibility) visibility.observe(element);
      else reveal(element);
    }
  };
  const additions = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(watch);
  });
  additions.observe(doc.documentElement, { childList: true, subtree: true });
  watch(doc.documentElement);
  return () => {
    additions.disconnect();
    visibility?.disconnect();
  };
}
