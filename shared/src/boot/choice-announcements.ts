/**
 * A choice that says what it did, with no code of the page's own: a radio with its own words
 * (`CHOICE_ANNOUNCEMENT_ATTRIBUTE`: "2 services shown") has them written, when it is chosen, into
 * the polite live region its group names (`ANNOUNCE_IN_ATTRIBUTE`: the region's id). The choice's
 * effect is the stylesheet's (/services' chips show their category's cards by `:has(:checked)`);
 * this is what a screen reader hears of it.
 */
import { ANNOUNCE_IN_ATTRIBUTE, CHOICE_ANNOUNCEMENT_ATTRIBUTE } from '../page-protocol';

/** Says each announcing radio's words as it is chosen in `doc`; returns what stops it. */
export function installChoiceAnnouncements(doc: Document): () => void {
  const onChange = (event: Event) => {
    const radio = event.target;
    if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio' || !radio.checked) return;
    const words = radio.getAttribute(CHOICE_ANNOUNCEMENT_ATTRIBUTE);
    const regionId = radio.closest(`[${ANNOUNCE_IN_ATTRIBUTE}]`)?.getAttribute(ANNOUNCE_IN_ATTRIBUTE);
    const region = regionId ? doc.getElementById(regionId) : null;
    if (words !== null && region) region.textContent = words;
  };
  doc.addEventListener('change', onChange);
  return () => doc.removeEventListener('change', onChange);
}
