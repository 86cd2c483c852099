import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { basenameOf, LocaleProvider, localizedPath, MemoryRouter, messagesOf, sharedCatalogs, SOURCE_LOCALE, ToastRegion, type Locale, type PageLanguage } from 'shared';
import { catalogs as shellCatalogs } from '../locales';
import { LayoutFrame } from '../layout/Layout';
import type { RemoteModuleId } from '../remotes/remote-modules';
import { RemotePlace } from './RemotePlace';
import { ErrorScreen } from '../layout/ErrorScreen';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { PageLanguagesContext } from '../layout/page-languages';

/** A page of the shell's in `locale`, with the words of the shell and of `shared`; none in the source language, whose words are the code's. */
export const shellLanguageOf = (locale: Locale): PageLanguage | undefined => (locale === SOURCE_LOCALE ? undefined : { locale, messages: messagesOf(locale, sharedCatalogs, shellCatalogs) });

/** `children` in `locale`, with the words of the shell and of `shared`. */
function InLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LocaleProvider locale={locale} messages={messagesOf(locale, sharedCatalogs, shellCatalogs)}>
      {children}
    </LocaleProvider>
  );
}

/**
 * The composed HTML's first view of a route, rendered by the server: the shell's layout
 * (src/layout/Layout.tsx) around the page. A shell page's HTML sits directly in <main>; a remote's
 * page is its own static HTML (each app renders its pages: shared/tooling/first-view.tsx) in its
 * place (RemotePlace), which the composition fills. No code ever renders it again: only its
 * islands are hydrated, each alone. In `locale`, at the path in that language (`/fr/skin` for
 * `/skin`), so its links keep the language's prefix; its switcher links the page in each of its
 * `alternates`, with the visit's `query`.
 */
export function firstViewFrame(
  path: string,
  app: string,
  { footerHidden = false, locale = SOURCE_LOCALE, alternates = [locale], query = '' }: { footerHidden?: boolean; locale?: Locale; alternates?: readonly Locale[]; query?: string } = {},
): string {
  // A shell page's own HTML sits directly in <main>, as the app renders it: this renders to markers' shellPagePlaceholder.
  const page = app === 'shell' ? <template data-page-slot="" /> : <RemotePlace id={`${app}/routes` as RemoteModuleId} />;
  return renderToString(
    <InLocale locale={locale}>
      <PageLanguagesContext value={{ locale, alternates, path, query }}>
        <MemoryRouter initialEntries={[localizedPath(path, locale)]} basename={basenameOf(locale)}>
          <LayoutFrame footerHidden={footerHidden}>{page}</LayoutFrame>
        </MemoryRouter>
      </PageLanguagesContext>
    </InLocale>,
    // The page in it is rendered apart, with ids of its own (shared/tooling/first-view.tsx).
    { identifierPrefix: 'layout-' },
  );
}

/** The toasts' live region and template, in `#toasts` beside #root (shared/src/boot/toasts.ts shows them). */
export const toasterHtml = (locale: Locale = SOURCE_LOCALE): string =>
  renderToString(
    <InLocale locale={locale}>
      <ToastRegion />
    </InLocale>,
  );

/**
 * What stands in a composed page for a remote's part that could not be read (its server down): the
 * shell's fallback, whose Retry opens the page again. `page` for the route's own part, with the
 * page's h1; `section` for another app's fragment.
 */
export const remoteFallbackHtml = (kind: 'page' | 'section', retryHref: string, locale: Locale = SOURCE_LOCALE): string =>
  renderToString(
    <InLocale locale={locale}>
      <RemoteFallback kind={kind} minHeight={kind === 'page' ? '100svh' : undefined} retry={{ href: retryHref }} />
    </InLocale>,
  );

/** The error screen for a page the server could not compose, whose first link opens `path` again. */
export const errorScreenHtml = (path: string, locale: Locale = SOURCE_LOCALE): string =>
  renderToString(
    <InLocale locale={locale}>
      <ErrorScreen path={path} />
    </InLocale>,
  );
