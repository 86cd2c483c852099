// Exposed to the shell's home page with the remote's stylesheet; the sections themselves are
// components/HomeSections.tsx (also rendered in Node for the composed first view: src/seo.tsx).
import './index.css';

export { default } from './components/HomeSections';
