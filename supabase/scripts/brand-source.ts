import { brand } from 'shared/brand';
import { brandText } from 'shared/brand-text';
import type { Brand } from '../functions/_shared/brand';

/** The advisor's brand facts, read from the brand module the pages render. */
export function buildBrand(): Brand {
  return {
    name: brand.name,
    advisorName: brand.advisorName,
    phone: brand.phone.display,
    phoneHours: brand.phoneHours,
    replyPromise: brand.replyPromise,
    translated: Object.fromEntries((['fr', 'es'] as const).map((locale) => [locale, { phoneHours: brandText(locale).phoneHours, replyPromise: brandText(locale).replyPromise }])) as Brand['translated'],
    languages: [...brand.serviceLanguages],
    emails: { concierge: brand.email.concierge, acquisitions: brand.email.acquisitions, from: brand.email.from, copies: [...brand.email.copies] },
    domains: Object.values(brand.domains),
    established: brand.established,
    headOffice: { address: `${brand.headOffice.street}, ${brand.headOffice.label} ${brand.headOffice.postalCode}`, city: brand.headOffice.city },
  };
}
