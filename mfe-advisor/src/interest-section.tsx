// Exposed to the shell's home page with the remote's stylesheet; the section itself is
// components/InterestSection.tsx (also on /chat, and rendered in Node for the first view).
import './index.css';

export { default } from './components/InterestSection';

/** Which build this is (shared/tooling/vite.ts): the shell compares it with the build its first view came from. */
export const build: string | undefined = import.meta.env.VITE_APP_BUILD;
