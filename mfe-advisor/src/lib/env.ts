/**
 * The build's public settings (VITE_ only; secrets never have the prefix). When the build renders
 * the pages in Node for the composed site's first view there is no `import.meta.env`, and the
 * defaults apply.
 */
export const publicEnv: Partial<ImportMetaEnv> = import.meta.env ?? {};
