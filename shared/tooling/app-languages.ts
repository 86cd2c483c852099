import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALES, SOURCE_LOCALE, type Catalogs, type Locale } from '../src/i18n/locales';
import { messagesOf, type PageLanguage } from '../src/i18n/format';
import { sharedCatalogs } from '../src/locales';
import { loadAppModule } from './load-app-module';

/** What an app's `src/locales/index.ts` exports: its messages, and the languages it publishes its pages in. */
interface AppLocalesModule {
  catalogs: Catalogs;
  publishedLocales: readonly Locale[];
}

/**
 * The languages the app publishes in, each with the messages its pages and documents are rendered
 * with (`shared`'s and its own); none for the source language, whose words are the code's. An app
 * with no `src/locales` publishes English alone.
 */
export async function appLanguages(root: string): Promise<{ locale: Locale; language?: PageLanguage }[]> {
  const file = resolve(root, 'src/locales/index.ts');
  if (!existsSync(file)) return [{ locale: SOURCE_LOCALE }];
  const { catalogs, publishedLocales } = await loadAppModule<AppLocalesModule>(file);
  if (!publishedLocales.includes(SOURCE_LOCALE) || publishedLocales.some((locale) => !LOCALES.includes(locale))) throw new Error(`${file}: publishedLocales must hold the source language, and only the site's languages`);
  return LOCALES.filter((locale) => publishedLocales.includes(locale)).map((locale) =>
    locale === SOURCE_LOCALE ? { locale } : { locale, language: { locale, messages: messagesOf(locale, sharedCatalogs, catalogs) } },
  );
}
