// The remote's stylesheet comes with its routes; app-routes.tsx is the same without it, so the
// build can render the pages in Node for the composed site's first view (shared/build/first-view.tsx).
import './index.css';

export { default } from './app-routes';
