/**
 * Writes each workspace's English catalog (`src/locales/en.json`) from the messages its code
 * declares, and says which translations are now missing. `npm run i18n:extract`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { LOCALES } from 'shared/locales';
import { catalogPath, catalogsDir, catalogText, extractedMessages, hasCatalogs, MESSAGE_WORKSPACES, readCatalog } from './catalogs';

for (const workspace of MESSAGE_WORKSPACES) {
  const english = extractedMessages(workspace);
  if (Object.keys(english).length === 0 && !hasCatalogs(workspace)) continue;
  // A workspace's first messages start its catalogs.
  mkdirSync(catalogsDir(workspace), { recursive: true });
  writeFileSync(catalogPath(workspace, 'en'), catalogText(english));
  for (const locale of LOCALES.filter((code) => code !== 'en')) {
    const translated = (() => {
      try {
        return readCatalog(workspace, locale);
      } catch {
        return {};
      }
    })();
    const missing = Object.keys(english).filter((id) => !(id in translated));
    if (missing.length > 0) console.log(`${workspace} ${locale}: ${missing.length} to translate: ${missing.join(', ')}`);
  }
  console.log(`${workspace}: ${Object.keys(english).length} messages`);
}
