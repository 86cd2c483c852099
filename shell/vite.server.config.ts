import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The shell's server (server/site.ts), built into one ES module with everything it uses (React,
 * the layout, the composition) and no Node APIs: `dist-server/site.js`. `npm start`'s server loads
 * that file; an edge runtime serves the same file (server/deno.ts). It is the shell's deploy, with
 * `dist`.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  // The browser side's settings (backend, geolocation, analytics) for the pages' Content-Security-Policy,
  // from the one .env every app reads.
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  // The layout renders as in a browser build: no dev-only checks.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: {
    // A web worker's view of the packages (react-dom/server's web build): it runs on Node, Deno and workers alike.
    target: 'webworker',
    noExternal: true,
  },
  build: {
    ssr: 'server/site.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    reportCompressedSize: false,
    rollupOptions: { output: { entryFileNames: 'site.js' } },
  },
});
