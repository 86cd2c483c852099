import { allDomains, brand, type TranslatedLocale } from 'shared';

/**
 * The brand facts the legal documents cite, as a sentence in French or Spanish says them (the
 * English documents write their own): the four domains as a list, the postal address with its
 * country named in the language.
 */
export const domainsInWords = (locale: TranslatedLocale) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(allDomains);

export function postalAddressIn(locale: TranslatedLocale): string {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(brand.headOffice.country) ?? brand.headOffice.country;
  return `${brand.legalName}, ${brand.headOffice.street}, ${brand.headOffice.city}, ${brand.headOffice.region} ${brand.headOffice.postalCode}, ${country}`;
}

