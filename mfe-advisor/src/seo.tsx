import { firstViewHtml, withFirstViews } from 'shared/first-view';
import AppRoutes from './app-routes';
import InterestSection from './components/InterestSection';
import { allDomains, brand, serviceLanguagesText, type RouteSeo } from 'shared';
import { beautyFaqs, chatFaqs } from './data/faqs';
import { chatMeta, contactMeta } from './lib/page-meta';

/** The advisor's routes as the composed site writes them for crawlers (read at build time: shared/build/route-seo.ts). */
export const routeSeo: RouteSeo[] = withFirstViews([
  {
    path: '/chat',
    meta: chatMeta,
    heading: `Acquire ${allDomains.slice(0, -1).join(', ')} and ${allDomains.at(-1)}`,
    text: [
      `Four beauty domains, one package for a serious buyer. And ${brand.advisorName}, our advisor, for every beauty question.`,
      ...[...chatFaqs, ...beautyFaqs].map((faq) => `${faq.question} ${faq.answer}`),
    ],
    links: [{ path: '/contact?interest=domain-purchase', label: 'Enquire about the four domains' }],
  },
  {
    path: '/contact',
    meta: contactMeta,
    heading: 'Speak with Noirelle',
    text: [
      `Clients, partners and buyers: we reply ${brand.replyPromise}, in ${serviceLanguagesText}.`,
      `Telephone ${brand.phone.display} (${brand.phoneHours}). Email ${brand.email.concierge}; acquisitions ${brand.email.acquisitions}.`,
    ],
    links: [{ path: '/local', label: 'Our nine houses' }],
  },
], AppRoutes);

/** The home page's interest section as the composed first view shows it (shared/build/route-seo.ts). */
export const fragments = { InterestSection: firstViewHtml('/', <InterestSection />, { idPrefix: 'advisor-interest-' }) };
