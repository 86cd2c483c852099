import { brand, serviceLanguagesText } from './brand';
import { LOCALES, SOURCE_LOCALE, type Locale, type TranslatedLocale } from './i18n/locales';

/** The brand's own sentences and the facts written in words, which every page (and the backend's emails) may show. */
export interface BrandText {
  tagline: string;
  description: string;
  /** When the concierge's telephone answers (`brand.phoneHours`, 'Mon-Fri 9AM-6PM EST'). */
  phoneHours: string;
  /** How soon a message is answered, as it reads after "we reply" (`brand.replyPromise`). */
  replyPromise: string;
}

const translated: Readonly<Record<TranslatedLocale, BrandText>> = {
  fr: {
    tagline: 'Beauté de luxe pour les peaux riches en mélanine et les cheveux texturés',
    description: `${brand.name} est une maison de beauté de luxe pour les femmes noires et les personnes de couleur : des rituels de soin, de maquillage et de coiffure formulés pour les peaux riches en mélanine et les cheveux texturés.`,
    phoneHours: 'du lundi au vendredi, de 9\u00a0h à 18\u00a0h, heure de l’Est',
    replyPromise: 'sous 24\u00a0heures',
  },
  es: {
    tagline: 'Belleza de lujo para pieles ricas en melanina y cabello texturizado',
    description: `${brand.name} es una casa de belleza de lujo para mujeres negras y personas racializadas: rituales de cuidado de la piel, maquillaje y cabello formulados para pieles ricas en melanina y cabello texturizado.`,
    phoneHours: 'de lunes a viernes, de 9:00 a 18:00, hora del Este',
    replyPromise: 'en un plazo de 24 horas',
  },
};

/**
 * The brand's words in `locale`: the brand facts' own English, or their translation, which must
 * follow the English when it changes.
 */
export const brandText = (locale: Locale): BrandText =>
  locale === SOURCE_LOCALE ? { tagline: brand.tagline, description: brand.description, phoneHours: brand.phoneHours, replyPromise: brand.replyPromise } : translated[locale];

/**
 * The languages client care speaks (the site's own), as a sentence in `locale` says them: the brand
 * facts' words in English ("English, French and Spanish"), `Intl`'s elsewhere ("anglais, français et espagnol").
 */
export function serviceLanguagesIn(locale: Locale): string {
  if (locale === SOURCE_LOCALE) return serviceLanguagesText;
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(LOCALES.map((code) => names.of(code) ?? code));
}
