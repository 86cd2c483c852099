import { firstViewHtml } from 'shared/first-view';
import InterestSection from './components/InterestSection';

/** The home page's interest section as the composed first view shows it (shared/tooling/route-seo.ts). */
export const fragments = { InterestSection: firstViewHtml('/', <InterestSection />, { idPrefix: 'advisor-interest-' }) };
