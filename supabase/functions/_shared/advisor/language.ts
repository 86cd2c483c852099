/**
 * Questions in French and Spanish, the languages the concierge speaks besides English. The site's
 * copy and the advisor's vocabularies of claims and terms are English, so such a question is not
 * read with them (a French worry about a rash must never be answered with the serum whose name it
 * mentions). What it is read for is small and sure (./engine.ts):
 * - a worry about health, in the language's own everyday words, gets a referral in that language;
 * - a house's address and opening hours, and an item's price and length, which need no
 *   translating, are given with a sentence in that language;
 * - anything else goes to the concierge, who speaks it.
 *
 * A question is French or Spanish when it holds at least two of that language's commonest words
 * and more of them than of English's.
 */

export type OtherLanguage = 'french' | 'spanish';

const COMMON: Record<OtherLanguage | 'english', ReadonlySet<string>> = {
  english: new Set('the a an is are do does you your my i to of in on for and or with what how can it this that me'.split(' ')),
  french: new Set("le la les des du de un une est sont je vous votre mon ma mes vos nous que qui quel quelle quelles pour avec dans sur et ou où à au aux pas ne ce cette il elle êtes avez pouvez m'a d'ouverture l'adresse c'est j'ai".split(' ')),
  spanish: new Set('el la los las del de un una es son yo usted ustedes su sus mi mis que qué cuál para con en por y o no me se al muy más hay tienen puedo después dirección cómo está dónde cuánto'.split(' ')),
};

/** The question without the language's commonest words, which could read as English or as a place ("du", of "Rue du Faubourg"). */
export function withoutCommonWords(question: string, language: OtherLanguage): string {
  return question.replace(/[\p{L}']+/gu, (word) => (COMMON[language].has(word.toLowerCase().replace(/[’]/g, "'")) ? ' ' : word));
}

/** French or Spanish, when the question is written in one of them; null for English (or too short to tell). */
export function otherLanguage(question: string): OtherLanguage | null {
  const words = question.toLowerCase().replace(/[’]/g, "'").match(/[\p{L}']+/gu) ?? [];
  const count = (language: keyof typeof COMMON) => words.filter((word) => COMMON[language].has(word)).length;
  const english = count('english');
  const [language, hits] = (['french', 'spanish'] as const).map((name) => [name, count(name)] as const).sort((a, b) => b[1] - a[1])[0]!;
  return hits >= 2 && hits > english ? language : null;
}

/** Alternatives matched as whole words, accents included ("où", "cuánto"). */
const words = (...forms: string[]) => new RegExp(`(?<![\\p{L}])(?:${forms.join('|')})(?![\\p{L}])`, 'iu');

/** What a question in the language asks, read by the language's everyday words. */
interface Vocabulary {
  /** A worry about health: a symptom, a lesion, a reaction, pregnancy or medication. */
  worry: RegExp;
  address: RegExp;
  hours: RegExp;
  price: RegExp;
  duration: RegExp;
  /** The days of the week, Monday first, as the language writes them. */
  days: readonly string[];
  /** A city the language names in its own way ("Londres"), and the name the houses use. */
  cities: Readonly<Record<string, string>>;
}

export const VOCABULARY: Record<OtherLanguage, Vocabulary> = {
  french: {
    worry: words(
      'démang\\p{L}*', 'gratte', 'grattent', 'brûl\\p{L}*', 'douleurs?', 'douloureu\\p{L}*', 'fait mal', 'gonfl\\p{L}*', 'enfl\\p{L}*', 'saign\\p{L}*', 'pus', 'plaques? rouges?', 'rougeurs?', 'boutons?', 'irrit\\p{L}*', 'eczéma', 'psoriasis', 'infect\\p{L}*', 'allerg\\p{L}*', 'réactions?',
      'grains? de beauté', 'bords irréguliers', 'grandit', 'grossit', 'kystes?', 'plaies?', 'croûtes?', 'cloques?', 'lésions?', 'cancer', 'mélanome', 'fièvre', 'respir\\p{L}*', 'enceinte', 'grossesse', 'allait\\p{L}*', 'médicaments?', 'ordonnance',
    ),
    address: words('adresse', 'où', 'situé\\p{L}*', 'itinéraire'),
    hours: words('heures?', 'horaires?', 'ouvert\\p{L}*', 'ouverture', 'ferm\\p{L}*', 'quand'),
    price: words('coût\\p{L}*', 'coute\\p{L}*', 'prix', 'tarifs?', 'combien(?! de temps)'),
    duration: words('durée', 'dure', 'dure-t-il', 'dure-t-elle', 'combien de temps'),
    days: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    cities: { londres: 'london', 'nouvelle-york': 'new york', milano: 'milan' },
  },
  spanish: {
    worry: words(
      'pica', 'pican', 'picazón', 'comezón', 'ardor', 'arde', 'quem\\p{L}*', 'dolor', 'duele', 'hinch\\p{L}*', 'sangr\\p{L}*', 'pus', 'ronchas?', 'granitos?', 'granos?', 'sarpullido', 'erupción', 'irrit\\p{L}*', 'eczema', 'psoriasis', 'infec\\p{L}*', 'alerg\\p{L}*', 'reacción',
      'lunar(?:es)?', 'bordes irregulares', 'crece', 'quistes?', 'llagas?', 'costras?', 'ampollas?', 'lesión', 'lesiones', 'cáncer', 'melanoma', 'fiebre', 'respirar', 'embarazada', 'embarazo', 'lactancia', 'medicamentos?', 'receta médica',
    ),
    address: words('dirección', 'direccion', 'dónde', 'donde', 'ubicad\\p{L}*', 'ubicación', 'llegar'),
    hours: words('horarios?', 'hora', 'abiert\\p{L}*', 'abren?', 'cierran?', 'cuándo'),
    price: words('cuesta\\p{L}*', 'precios?', 'tarifas?', 'cuánto(?! (?:tiempo|dura))', 'cuanto(?! (?:tiempo|dura))'),
    duration: words('duración', 'dura', 'cuánto tiempo', 'cuanto tiempo'),
    days: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    cities: { londres: 'london', 'nueva york': 'new york', milano: 'milan' },
  },
};

const ENGLISH_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The question with its cities named as the houses name them ("Londres": London). */
export function withHouseCities(question: string, language: OtherLanguage): string {
  return Object.entries(VOCABULARY[language].cities).reduce((text, [theirs, ours]) => text.replace(words(theirs), ours), question);
}

/** The day of the week the question names, in English as the houses' hours write it. */
export function dayAsked(question: string, language: OtherLanguage): string | null {
  const index = VOCABULARY[language].days.findIndex((day) => words(`${day}s?`).test(question));
  return index >= 0 ? ENGLISH_DAYS[index]! : null;
}

/** Opening hours as the houses write them ("Monday 10:00-19:00 … (local time, America/Toronto)"), with the language's days. */
export function hoursIn(hours: string, language: OtherLanguage): string {
  const days = VOCABULARY[language].days;
  return ENGLISH_DAYS.reduce((text, day, i) => text.replace(new RegExp(`\\b${day}\\b`, 'g'), days[i]!), hours).replace(/\blocal time\b/, language === 'french' ? 'heure locale' : 'hora local');
}

/** A length as the pages write it ("90 minutes", "4 hours"), in the language. */
export function durationIn(duration: string, language: OtherLanguage): string {
  return language === 'french' ? duration.replace(/\bhours?\b/, (unit) => (unit === 'hour' ? 'heure' : 'heures')) : duration.replace(/\bminutes\b/, 'minutos').replace(/\bhours?\b/, (unit) => (unit === 'hour' ? 'hora' : 'horas'));
}

interface Contact {
  phone: string;
  phoneHours: string;
  email: string;
}

/** The concierge, who speaks the language, and the contact page. */
export function conciergeIn(language: OtherLanguage, { phone, phoneHours, email }: Contact): string {
  return language === 'french'
    ? `Notre concierge parle français : ${phone} (${phoneHours}) ou ${email}, et vous pouvez nous écrire sur /contact.`
    : `Nuestro concierge habla español: ${phone} (${phoneHours}) o ${email}, y puede escribirnos en /contact.`;
}

/** For anything else: the advisor answers in English, and the concierge in the language. */
export function onlyEnglishIn(language: OtherLanguage, contact: Contact): string {
  return `${language === 'french' ? "Je ne réponds pour l'instant qu'en anglais." : 'Por ahora solo respondo en inglés.'} ${conciergeIn(language, contact)}`;
}

/** A worry about health: a doctor, kindly, with what cannot wait, and nothing to buy. */
export function referralIn(language: OtherLanguage, contact: Contact): string {
  return language === 'french'
    ? `Je suis désolée. Je ne peux pas dire ce que c'est, et je ne voudrais pas deviner : consultez un dermatologue ou votre médecin. Si le visage, les lèvres ou la gorge gonflent, ou si vous avez du mal à respirer, appelez les urgences tout de suite. Si cela a suivi un produit ou un soin, arrêtez-le et dites-le à notre concierge, qui parle français : ${contact.phone} ou ${contact.email}.`
    : `Lo siento mucho. No puedo saber qué es, y no quisiera adivinar: consulte a un dermatólogo o a su médico. Si se le hinchan la cara, los labios o la garganta, o le cuesta respirar, llame a emergencias de inmediato. Si empezó después de un producto o un tratamiento, deje de usarlo y avise a nuestro concierge, que habla español: ${contact.phone} o ${contact.email}.`;
}
