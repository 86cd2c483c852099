import { fileURLToPath } from 'node:url';
import type { PageLanguage, RouteSeo } from 'shared';
import { publishedRoutes } from 'shared/route-modules';

/**
 * The shell's own routes as the composed site publishes them (its seo.json, written at build time by
 * shared/tooling/route-seo.ts): its route modules (src/routes), each rendered by the shell's route
 * table, in `language` (the source language when absent). A page that holds other apps' parts (the home page's sections) renders their places
 * (RemotePlace), which the composition fills with their published HTML.
 */
export const routeSeoIn = (language?: PageLanguage): Promise<RouteSeo[]> => publishedRoutes(fileURLToPath(new URL('..', import.meta.url)), undefined, language);
