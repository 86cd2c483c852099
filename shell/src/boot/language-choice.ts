/**
 * The visitor's language, from the first paint and with no app:
 * - a link of the language switcher (LOCALE_SWITCH_ATTRIBUTE) opens the same page in that language
 *   by itself (it is a plain link, with the query); here the choice is remembered, and the place
 *   the visitor was at (the page's part at the top of the viewport, and how far into it) is kept for
 *   the next page, which scrolls to the same part: every language's page has the same parts;
 * - a visitor who has never chosen, and whose browser prefers another language the page is
 *   published in, is offered it by a quiet line in that language (LOCALE_OFFER_ATTRIBUTE, hidden
 *   in the HTML). Following it is a choice; declining it keeps the page's language. Nobody is
 *   ever redirected, and a crawler (no script) never sees the line. It waits while the consent
 *   banner, in the same corner of the screen, is asking.
 */
import { isLocale, type Locale } from 'shared/locales';
import { LOCALE_OFFER_ATTRIBUTE, LOCALE_OFFER_DISMISS_ATTRIBUTE, LOCALE_SWITCH_ATTRIBUTE } from 'shared/page-protocol';
import { readStored, readStoredJson, writeStored, writeStoredJson } from 'shared/stored';
import { CONSENT_BANNER_ID } from '../analytics/consent';

/** The language the visitor chose, in localStorage. */
export const CHOSEN_LOCALE_KEY = 'noirelle:locale';
/** Where the visitor was when they switched language, for the next page, in sessionStorage. */
export const KEPT_PLACE_KEY = 'noirelle:kept-place';

/** The parts of a page a place is kept by, in document order: the same on every language's page. */
const PLACE_MARKS = '#main section, #main article, #main h2';

interface KeptPlace {
  /** The address the place is for (path and query). */
  to: string;
  /** Which mark was at the top of the viewport, and how far into it (0 to 1). */
  mark: number;
  fraction: number;
}

const isKeptPlace = (value: unknown): value is KeptPlace =>
  typeof value === 'object' && value !== null && typeof (value as KeptPlace).to === 'string' && Number.isInteger((value as KeptPlace).mark) && typeof (value as KeptPlace).fraction === 'number';

const marksOf = (doc: Document) => [...doc.querySelectorAll<HTMLElement>(PLACE_MARKS)];

/**
 * The part at the viewport's top: the innermost mark across it (a heading inside its section), or
 * the first below it where none is; and how far the viewport's top is into it, as a share of its
 * height (below zero: above it), so a longer text in the next language keeps the same place.
 */
function placeOf(doc: Document): { mark: number; fraction: number } | null {
  const rects = marksOf(doc).map((element) => element.getBoundingClientRect());
  const across = rects.findLastIndex((rect) => rect.top <= 0 && rect.bottom > 0);
  const mark = across >= 0 ? across : rects.findIndex((rect) => rect.top > 0);
  if (mark < 0) return null;
  const { top, height } = rects[mark]!;
  return { mark, fraction: height > 0 ? -top / height : 0 };
}

/** Scrolls to the kept place, if it is for this page. */
function restorePlace(win: Window): void {
  const kept = readStoredJson('sessionStorage', KEPT_PLACE_KEY, isKeptPlace);
  if (!kept || kept.to !== `${win.location.pathname}${win.location.search}`) return;
  writeStored('sessionStorage', KEPT_PLACE_KEY, '');
  const element = marksOf(win.document)[kept.mark];
  if (!element) return;
  const { top, height } = element.getBoundingClientRect();
  win.scrollTo({ top: win.scrollY + top + kept.fraction * height, behavior: 'instant' });
}

/** The first of the browser's languages the site speaks. */
function preferredLocale(win: Window): Locale | undefined {
  for (const tag of win.navigator.languages ?? [win.navigator.language]) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return undefined;
}

export function installLanguageChoice(win: Window): () => void {
  const doc = win.document;
  const pageLocale = doc.documentElement.lang;
  const remember = (locale: string) => isLocale(locale) && writeStored('localStorage', CHOSEN_LOCALE_KEY, locale);

  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${LOCALE_SWITCH_ATTRIBUTE}]`) : null;
    if (link) {
      remember(link.getAttribute(LOCALE_SWITCH_ATTRIBUTE) ?? '');
      const place = placeOf(doc);
      const to = new URL(link.href, win.location.href);
      if (place) writeStoredJson('sessionStorage', KEPT_PLACE_KEY, { to: `${to.pathname}${to.search}`, ...place } satisfies KeptPlace);
      return;
    }
    const dismiss = event.target instanceof Element ? event.target.closest(`[${LOCALE_OFFER_DISMISS_ATTRIBUTE}]`) : null;
    if (dismiss) {
      remember(pageLocale);
      const offer = dismiss.closest<HTMLElement>(`[${LOCALE_OFFER_ATTRIBUTE}]`);
      if (offer) offer.hidden = true;
    }
  };
  doc.addEventListener('click', onClick);

  let consentWatch: MutationObserver | undefined;
  const onReady = () => {
    restorePlace(win);
    const preferred = preferredLocale(win);
    if (readStored('localStorage', CHOSEN_LOCALE_KEY) || !preferred || preferred === pageLocale) return;
    const offer = doc.querySelector<HTMLElement>(`[${LOCALE_OFFER_ATTRIBUTE}="${preferred}"]`);
    if (!offer) return;
    const consent = doc.getElementById(CONSENT_BANNER_ID);
    const show = () => {
      if (readStored('localStorage', CHOSEN_LOCALE_KEY)) return;
      offer.hidden = consent !== null && !consent.hidden;
    };
    show();
    if (consent) {
      consentWatch = new MutationObserver(show);
      consentWatch.observe(consent, { attributes: true, attributeFilter: ['hidden'] });
    }
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', onReady, { once: true });
  else onReady();
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('DOMContentLoaded', onReady);
    consentWatch?.disconnect();
  };
}
