import { publicEnvOf } from 'shared/public-env';

/**
 * The build's public settings (VITE_ only; secrets never have the prefix). When the build renders
 * the pages in Node for the composed site's first view there is no `import.meta.env`: the build
 * hands its own over (shared/src/public-env.ts), so the HTML names the backend the code calls.
 */
export const publicEnv: Partial<ImportMetaEnv> = publicEnvOf(import.meta.env);
