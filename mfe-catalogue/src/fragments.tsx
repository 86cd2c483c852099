import { firstViewHtml } from 'shared/first-view';
import HomeSections from './components/HomeSections';

/** The home page's catalogue sections as the composed first view shows them (shared/tooling/route-seo.ts). */
export const fragments = { HomeSections: firstViewHtml('/', <HomeSections />, { idPrefix: 'catalogue-home-' }) };
