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

/**
 * The telephone's hours (`brand.phoneHours`, 'Mon-Fri 9AM-6PM EST'), in each language: a brand
 * fact written in English only, so its translation lives here and must follow it if it changes.
 */
export const phoneHoursIn: Readonly<Record<TranslatedLocale, string>> = {
  fr: 'du lundi au vendredi, de 9 h à 18 h, heure de l’Est',
  es: 'de lunes a viernes, de 9:00 a 18:00, hora del Este',
};
