// The remote's stylesheet comes with its routes; app-routes.tsx is the same without it, so the
// build can render the pages in Node for the composed site's first view (shared/build/first-view.tsx).
import './index.css';

export { default } from './app-routes';

/** Which build this is (shared/build/vite.ts): the shell compares it with the build its first view came from. */
export const build: string | undefined = import.meta.env.VITE_APP_BUILD;
