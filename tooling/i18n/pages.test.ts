// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { apps } from 'shared/federation-apps';
import { LOCALES, SOURCE_LOCALE, type Catalogs, type Locale } from 'shared/locales';
import { publishedRoutes } from 'shared/route-modules';
import { publishedFragments } from 'shared/fragment-files';
import { messagesOf, sharedCatalogs, type RemoteName, type RouteSeo } from 'shared';
import { loadSearchDocuments } from 'shared/load-search-documents';
import { root } from '../lib/workspace';
import { untranslatedLines } from './untranslated-documents';

/*
 * Every page an app publishes in French or Spanish, rendered as its build renders it, against the
 * same page in English: no sentence a visitor reads on the English page (three words or more: a
 * text, a label, an image's description) is on the other, unless it is marked as not to be
 * translated (`translate="no"`: a name) or as English on purpose (`lang="en"`: a press article).
 */

interface AppLocales {
  catalogs: Catalogs;
  publishedLocales: readonly Locale[];
}

const translatedApps = await Promise.all(
  Object.entries(apps).map(async ([name, { dir }]) => {
    const file = join(root, dir, 'src/locales/index.ts');
    const declared = existsSync(file) ? ((await import(pathToFileURL(file).href)) as AppLocales) : null;
    return { name, dir: join(root, dir), declared };
  }),
);

/** What a visitor reads of a page's HTML, sentence by sentence, leaving out names and what is English on purpose. */
function sentences(html: string): string[] {
  const { document, Node } = new JSDOM(`<body>${html}</body>`).window;
  for (const kept of document.querySelectorAll('[translate="no"], [lang="en"], script, style, template')) kept.remove();
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.nodeType === Node.TEXT_NODE) texts.push(node.textContent ?? '');
  for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => (text.match(/\p{L}+/gu) ?? []).length >= 3);
}

const pages = (routes: readonly RouteSeo[]) => new Map(routes.map((route) => [route.path, route]));

describe.each(translatedApps.filter(({ declared }) => declared && declared.publishedLocales.length > 1))('the pages $name publishes in other languages', ({ name, dir, declared }) => {
  const locales = LOCALES.filter((locale) => locale !== SOURCE_LOCALE && declared!.publishedLocales.includes(locale));

  it.each(locales)('in %s: every page, each with no sentence of its English version', async (locale) => {
    const language = { locale, messages: messagesOf(locale, sharedCatalogs, declared!.catalogs) };
    const english = pages(await publishedRoutes(dir));
    const translated = pages(await publishedRoutes(dir, undefined, language));
    expect([...translated.keys()]).toEqual([...english.keys()]);
    const untranslated: string[] = [];
    for (const [path, page] of translated) {
      const source = english.get(path)!;
      const shown = new Set(sentences(page.html ?? ''));
      for (const sentence of sentences(source.html ?? '')) if (shown.has(sentence)) untranslated.push(`${path}: ${sentence}`);
      if (page.meta.description === source.meta.description) untranslated.push(`${path}: its description`);
    }
    expect(untranslated).toEqual([]);
  });

  // The shell publishes no part of another app's page.
  if (name === 'shell') return;
  it.each(locales)('in %s: its parts of other apps\' pages, with no sentence of their English', async (locale) => {
    const language = { locale, messages: messagesOf(locale, sharedCatalogs, declared!.catalogs) };
    const english = await publishedFragments(dir, name as RemoteName);
    const translated = await publishedFragments(dir, name as RemoteName, language);
    const untranslated = Object.entries(translated).flatMap(([fragment, html]) => {
      const shown = new Set(sentences(html));
      return sentences(english[fragment] ?? '').filter((sentence) => shown.has(sentence)).map((sentence) => `${fragment}: ${sentence}`);
    });
    expect(untranslated).toEqual([]);
  });
});

it('checks at least the shell, which declares its languages', () => {
  expect(translatedApps.find(({ name }) => name === 'shell')?.declared?.publishedLocales).toContain(SOURCE_LOCALE);
});

describe.each(translatedApps.filter(({ name, declared }) => name !== 'shell' && declared && declared.publishedLocales.length > 1))('the search documents $name publishes in other languages', ({ name, dir, declared }) => {
  const locales = LOCALES.filter((locale) => locale !== SOURCE_LOCALE && declared!.publishedLocales.includes(locale));

  it.each(locales)('in %s: every document, with no line of its English', async (locale) => {
    const english = await loadSearchDocuments(dir, name);
    const translated = await loadSearchDocuments(dir, name, locale);
    expect(untranslatedLines(english, translated)).toEqual([]);
  });
});
