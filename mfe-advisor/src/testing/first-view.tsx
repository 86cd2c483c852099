import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * `page` as the composed site serves it: HTML rendered at build time (in Node, where there is no
 * document), on screen well before React hydrates it. `beforeHydration` is what the visitor does
 * meanwhile; then React hydrates the same page, as the shell does.
 */
export function hydrateAfter(page: ReactNode, beforeHydration: (container: HTMLElement) => void) {
  const browserDocument = document;
  vi.stubGlobal('document', undefined);
  const html = renderToString(page);
  vi.stubGlobal('document', browserDocument);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeHydration(container);
  return render(page, { container, hydrate: true });
}

/**
 * A value in a field with no event React sees: what typing before the app has taken over leaves
 * (nothing listens yet, and React 19 does not replay those keystrokes).
 */
export function typeUnseenByReact(field: HTMLElement, text: string) {
  (field as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement).value = text;
}
