/**
 * What the contact function says to a visitor, in the language of the page they wrote from: its
 * refusals and the acknowledgement it emails them. The page says its language with the request
 * (`Content-Language`, which the browser sends without asking first); any other is English. The
 * English refusals are the spec's own words, exactly.
 */
import { SOURCE_LOCALE, isLocale, type Locale } from 'shared/locales';
import type { Brand } from './brand.ts';

export interface ContactWords {
  missingFields: string;
  invalidEmail: string;
  /** A NUL or half of an emoji, which cannot be stored. */
  unstorableText: string;
  tooLong: (max: number) => string;
  /** A page address (the enquiry's source) that is not http(s). */
  webAddress: string;
  /** The refusal's summary, when one or more fields are refused. */
  invalidFields: string;
  tooManyFromNetwork: string;
  tooManyForAddress: string;
  /** The acknowledgement's subject line (a header: the name is made one line by the caller). */
  autoReplySubject: (name: string) => string;
  /** The acknowledgement's body, as HTML: every value given is escaped already. */
  autoReplyBody: (values: { name: string; subject: string; brandName: string; replyPromise: string; phone: string; phoneHours: string }) => string;
}

export const CONTACT_WORDS: Readonly<Record<Locale, ContactWords>> = {
  en: {
    missingFields: 'Please fill in all required fields.',
    invalidEmail: 'Please enter a valid email address.',
    unstorableText: 'Please remove the hidden character this field holds (a NUL or half of an emoji): it cannot be stored.',
    tooLong: (max) => `At most ${max} characters.`,
    webAddress: 'The page address must start with https:// or http://.',
    invalidFields: 'Some fields are missing or invalid.',
    tooManyFromNetwork: 'Too many messages from this network. Please try again in a minute.',
    tooManyForAddress: 'Too many messages from this address. Please try again in a minute.',
    autoReplySubject: (name) => `We received your message, ${name}`,
    autoReplyBody: ({ name, subject, brandName, replyPromise, phone, phoneHours }) =>
      `<p>Dear ${name},</p><p>Thank you for writing to ${brandName}. We have received your message about “${subject}” and will respond ${replyPromise}.</p><p>Our concierge is also available on ${phone} (${phoneHours}).</p><p>${brandName}</p>`,
  },
  fr: {
    missingFields: 'Veuillez remplir tous les champs obligatoires.',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
    unstorableText: 'Veuillez retirer le caractère invisible que contient ce champ (un NUL ou une moitié d’emoji)\u00a0: il ne peut pas être enregistré.',
    tooLong: (max) => `${max}\u00a0caractères au maximum.`,
    webAddress: 'L’adresse de la page doit commencer par https:// ou http://.',
    invalidFields: 'Certains champs sont manquants ou invalides.',
    tooManyFromNetwork: 'Trop de messages depuis ce réseau. Veuillez réessayer dans une minute.',
    tooManyForAddress: 'Trop de messages depuis cette adresse. Veuillez réessayer dans une minute.',
    autoReplySubject: (name) => `Nous avons bien reçu votre message, ${name}`,
    autoReplyBody: ({ name, subject, brandName, replyPromise, phone, phoneHours }) =>
      `<p>Bonjour ${name},</p><p>Merci d’avoir écrit à ${brandName}. Nous avons bien reçu votre message au sujet de «\u00a0${subject}\u00a0» et vous répondrons ${replyPromise}.</p><p>Notre conciergerie est également joignable au ${phone} (${phoneHours}).</p><p>${brandName}</p>`,
  },
  es: {
    missingFields: 'Rellene todos los campos obligatorios.',
    invalidEmail: 'Introduzca una dirección de correo electrónico válida.',
    unstorableText: 'Elimine el carácter oculto que contiene este campo (un NUL o medio emoji): no se puede guardar.',
    tooLong: (max) => `Como máximo ${max} caracteres.`,
    webAddress: 'La dirección de la página debe empezar por https:// o http://.',
    invalidFields: 'Faltan campos o alguno no es válido.',
    tooManyFromNetwork: 'Demasiados mensajes desde esta red. Vuelva a intentarlo dentro de un minuto.',
    tooManyForAddress: 'Demasiados mensajes desde esta dirección. Vuelva a intentarlo dentro de un minuto.',
    autoReplySubject: (name) => `Hemos recibido su mensaje, ${name}`,
    autoReplyBody: ({ name, subject, brandName, replyPromise, phone, phoneHours }) =>
      `<p>${name}:</p><p>Gracias por escribir a ${brandName}. Hemos recibido su mensaje sobre «${subject}» y le responderemos ${replyPromise}.</p><p>Nuestra conserjería también le atiende en el ${phone} (${phoneHours}).</p><p>${brandName}</p>`,
  },
};

/** The language a request says it is written in (`Content-Language: fr`), when it is one of the site's; English otherwise. */
export function requestLanguage(request: Request): Locale {
  const primary = (request.headers.get('content-language') ?? '').split(',')[0]!.trim().split('-')[0]!.toLowerCase();
  return isLocale(primary) ? primary : SOURCE_LOCALE;
}

/** The brand's hours and reply promise in `language`, as brand.generated.json holds them. */
export function brandWordsIn(brand: Brand, language: Locale): { phoneHours: string; replyPromise: string } {
  return language === SOURCE_LOCALE ? { phoneHours: brand.phoneHours, replyPromise: brand.replyPromise } : brand.translated[language];
}
