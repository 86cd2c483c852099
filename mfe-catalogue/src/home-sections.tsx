// Exposed to the shell's home page with the remote's stylesheet; the sections themselves are
// components/HomeSections.tsx (also rendered in Node for the composed first view: src/fragments.tsx).
import './index.css';

export { default } from './components/HomeSections';

/** Which build this is (shared/tooling/vite.ts): the shell compares it with the build its first view came from. */
export const build: string | undefined = import.meta.env.VITE_APP_BUILD;
