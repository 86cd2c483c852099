import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { PageLanguage } from '../i18n/format';
import { ISLAND_AT_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, LIVE_EVENT } from '../page-protocol';
import type { AnyIsland } from './define-island';
import { PageIslandFrame } from './IslandFrame';

/** Each island's own root, by its element: one root per island, whoever asks first. */
const roots = new WeakMap<Element, Root>();

/** Unmounts an island's root: what whoever started it calls to stop it (a page never does: an island lives as long as its document). */
export type UnmountIsland = () => void;

const unmounting = (element: Element, root: Root): UnmountIsland => () => {
  if (roots.get(element) !== root) return;
  roots.delete(element);
  root.unmount();
};

/**
 * The island in the frame its root renders it in, at the page's address; hydrating, at the address
 * its HTML was written at (`writtenAt`), which its first render must match.
 */
function islandTree(element: HTMLElement, island: AnyIsland, props: object, language: PageLanguage | undefined, writtenAt?: string) {
  const win = element.ownerDocument.defaultView ?? window;
  const { pathname, search, hash } = win.location;
  return (
    <PageIslandFrame win={win} writtenAt={writtenAt ?? `${pathname}${search}${hash}`} element={element} language={language}>
      <island.Component {...props} />
    </PageIslandFrame>
  );
}

/** What is done when an island's code throws as it renders: React has removed what it rendered. */
export type IslandFailed = (error: unknown) => void;

/** The root's handler of an error no part of the island caught: the island is gone, and `failed` says what stands in its place. */
const onUncaught = (element: Element, island: AnyIsland, failed: IslandFailed) => (error: unknown) => {
  roots.delete(element);
  console.error(`[island ${island.name}] failed as it rendered`, error);
  failed(error);
};

/**
 * Hydrates the island at `element` (the composed HTML's `<div data-island-name>`) as its own React
 * root, in the page's language (`language`: what its HTML was written in; the source language when absent): the first view's HTML is adopted as it is, in slices that yield to the browser, and the
 * island says it is live once committed (./IslandFrame.tsx). Asked again, it does nothing.
 */
export function hydrateIsland(element: HTMLElement, island: AnyIsland, props: object, failed: IslandFailed = () => undefined, language?: PageLanguage): UnmountIsland {
  const started = roots.get(element);
  if (started) return unmounting(element, started);
  const root = hydrateRoot(
    element,
    islandTree(element, island, props, language, element.getAttribute(ISLAND_AT_ATTRIBUTE) ?? undefined),
    {
      identifierPrefix: element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '',
      onRecoverableError: (error) => console.warn(`[island ${island.name}] rendered afresh where the composed HTML differed:`, error),
      onUncaughtError: onUncaught(element, island, failed),
    },
  );
  roots.set(element, root);
  return unmounting(element, root);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the visitor did in `element`'s fields before its code came (what they typed or chose, by
 * field name): returns what puts it back into the same fields of a fresh render.
 */
function visitorsInput(element: HTMLElement): () => void {
  const fields = (root: ParentNode) => [...root.querySelectorAll<Field>('input[name], textarea[name], select[name]')];
  const isChoice = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
  const keyOf = (field: Field) => (isChoice(field) ? `${field.name}=${field.value}` : field.name);
  const changed = (field: Field) =>
    isChoice(field) ? field.checked !== field.defaultChecked : field instanceof HTMLSelectElement ? [...field.options].some((option) => option.selected !== option.defaultSelected) : field.value !== field.defaultValue;
  const typed = new Map(fields(element).filter(changed).map((field) => [keyOf(field), isChoice(field) ? field.checked : field.value] as const));
  return () => {
    for (const field of fields(element)) {
      const value = typed.get(keyOf(field));
      if (typeof value === 'boolean' && isChoice(field)) field.checked = value;
      else if (typeof value === 'string' && field.type !== 'file') field.value = value;
    }
  };
}

/**
 * Renders the island at `element` afresh, as its own root, replacing what the element holds: for
 * HTML its code cannot adopt (written by another build of its remote, or a fallback's). It is
 * rendered at the page's address, and says it is live once committed, like a hydrated island.
 * What the visitor typed or chose in it meanwhile is kept.
 */
export function renderIsland(element: HTMLElement, island: AnyIsland, props: object, failed: IslandFailed = () => undefined, language?: PageLanguage): UnmountIsland {
  roots.get(element)?.unmount();
  // Put back as the new fields are committed (the island says it is live then), whatever it waited for.
  element.addEventListener(LIVE_EVENT, visitorsInput(element), { once: true });
  const root = createRoot(element, { identifierPrefix: element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '', onUncaughtError: onUncaught(element, island, failed) });
  // In this task, so nothing typed after the marks were read is lost with the old fields (an
  // island that waits for data still commits later).
  flushSync(() => root.render(islandTree(element, island, props, language)));
  roots.set(element, root);
  return unmounting(element, root);
}
