import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { BUILD_PUBLIC_ENV_KEY } from '../src/public-env';

/** tsconfig.base.json: an app's modules are TSX (react-jsx), and its own tsconfig may not include all they import. */
const TSCONFIG = fileURLToPath(new URL('../../tsconfig.base.json', import.meta.url));

/**
 * One of an app's own modules (`mfe-press/src/search-documents.ts`, a route module), loaded in Node
 * at build time through tsx, from this folder: what the app publishes (seo.json, search.json) is
 * computed by the same code its pages run. Every module loaded so shares one React and one router.
 */
export function loadAppModule<T>(file: string): Promise<T> {
  return tsImport(pathToFileURL(file).href, { parentURL: import.meta.url, tsconfig: TSCONFIG }) as Promise<T>;
}

/**
 * Hands the build's public settings (its `VITE_*`, from the process and the `.env` files, as Vite
 * resolved them) to the app modules loaded from now on, which read them through `publicEnvOf`
 * (shared/src/public-env.ts): the HTML they write names what the bundle's code uses.
 */
export function handPublicEnv(env: Readonly<Record<string, unknown>>): void {
  (globalThis as Record<string, unknown>)[BUILD_PUBLIC_ENV_KEY] = Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('VITE_')));
}
