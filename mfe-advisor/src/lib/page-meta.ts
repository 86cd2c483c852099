import { brand, type PageMeta, serviceLanguagesText, topLevelBreadcrumb } from 'shared';
import { beautyFaqs, chatFaqs } from '../data/faqs';

/** The advisor's page metadata, declared by the pages and published by src/seo.ts: one source for both. */

export const chatMeta: PageMeta = {
  title: 'AI Beauty Advisor',
  description: `Ask ${brand.advisorName}, the ${brand.name} AI beauty advisor, about skin, makeup and hair care for melanin-rich skin and textured hair, and about acquiring the four ${brand.name} domains.`,
  keywords: ['AI beauty advisor', 'skincare for Black skin', 'textured hair advice', 'beauty domains for sale'],
  canonicalPath: '/chat',
  jsonLd: [
    {
      '@type': 'FAQPage',
      '@id': `${brand.siteUrl}/chat#faq`,
      mainEntity: [...chatFaqs, ...beautyFaqs].map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        keywords: faq.keywords.join(', '),
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    },
  ],
};

export const contactMeta: PageMeta = {
  title: 'Contact',
  description: `Contact ${brand.name}: our concierge replies ${brand.replyPromise}, by phone ${brand.phoneHours} and by email, in ${serviceLanguagesText}. Enquiries about the four beauty domains welcome.`,
  keywords: ['contact Noirelle', 'luxury beauty concierge', 'beauty domain enquiry', 'Beverly Hills beauty'],
  canonicalPath: '/contact',
  jsonLd: [
    topLevelBreadcrumb('Contact', '/contact'),
  ],
};
