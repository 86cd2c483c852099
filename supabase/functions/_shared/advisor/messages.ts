import type { Brand } from '../brand.ts';
import type { Language } from './model/labels.ts';
import type { Topic } from './model/labels.ts';

/** Every sentence the advisor says, per language: the templates of ./say.ts. */
export interface Messages {
  concierge(brand: Brand): string;
  referral(concierge: string): string;
  reaction(concierge: string): string;
  decline(concierge: string): string;
  nothingSure(concierge: string): string;
  cannotLook(concierge: string): string;
  item(link: string, copy: string): string;
  house(link: string, address: string, hours: string): string;
  faq(answer: string, link: string): string;
  faqPage: string;
  page(link: string, copy: string): string;
  /** A sentence of a page in English (a press article, or a page the reply's language has no version of), quoted in a reply in another language. */
  quoting(sentence: string): string;
  comparison(links: string[]): string;
  /** What an item's page says, after a comparison names it. */
  itemSays(title: string, copy: string): string;
  topic(topic: Topic, brand: Brand, houses: string[]): string;
  /** A page's English duration, for a reply in another language when the page's own in it cannot be read. */
  duration(duration: string): string;
  /** A house's English week, likewise. */
  hours(hours: string): string;
}

const list = (items: readonly string[], and: string) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`);

/** A house's week as the site writes it ("Monday 10:00-19:00, …, Sunday Closed (local time, Europe/Paris)"), with its days named in `locale`. */
function weekIn(locale: string, closed: string, localTime: string) {
  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));
  const english = days.map((day) => day.toLocaleDateString('en', { weekday: 'long', timeZone: 'UTC' }));
  const named = days.map((day) => day.toLocaleDateString(locale, { weekday: 'long', timeZone: 'UTC' }));
  return (hours: string) =>
    english
      .reduce((text, day, i) => text.replace(day, named[i]!), hours)
      .replace(/\bClosed\b/g, closed)
      .replace('local time', localTime);
}

const en: Messages = {
  concierge: (brand) => `our concierge, on ${brand.phone} (${brand.phoneHours}) or at ${brand.emails.concierge}`,
  referral: (concierge) =>
    `I am sorry you are dealing with that. I cannot tell what it is, and I would not want to guess: please see a dermatologist or your doctor, who can look at it properly (or your midwife or pharmacist, if it is about a pregnancy or a medicine). If it changes quickly, bleeds, spreads or you feel unwell, please do not wait. If it followed something you used or had done with us, please tell ${concierge}.`,
  reaction: (concierge) =>
    `I am sorry that happened. Please stop using it, and see a dermatologist or your doctor, who can tell what it is. If your face, lips or throat swell, or you find it hard to breathe, get emergency help at once. Please also tell ${concierge}, so we can look into it with you.`,
  decline: (concierge) => `That is not something I can answer here, and I would rather not guess. For anything beyond our products, services, houses and the four domains, please ask ${concierge}, or write to us through our [contact page](/contact).`,
  nothingSure: (concierge) => `I am not sure I have understood, and I would rather not guess. Could you tell me which product, service or house you mean? You can also ask ${concierge}, or write to us through our [contact page](/contact).`,
  cannotLook: (concierge) => `I cannot look at our pages just now. Please ask ${concierge}, or write to us through our [contact page](/contact).`,
  item: (link, copy) => `May I suggest our ${link}. ${copy}`.trim(),
  house: (link, address, hours) => `${link} is at ${address}. Its hours: ${hours}.`,
  faq: (answer, link) => `${answer}\n\nMore in our ${link}.`,
  faqPage: 'frequently asked questions',
  page: (link, copy) => `You will find it on ${link}. ${copy}`.trim(),
  quoting: (sentence) => sentence,
  comparison: (links) => `Side by side: ${list(links, 'and')}.`,
  itemSays: (title, copy) => `${title}: ${copy}`,
  topic: (topic, brand, houses) =>
    ({
      'about:advisor': `Hello, I am ${brand.advisorName}, the ${brand.name} beauty advisor. Ask me about skin, hair or makeup for melanin-rich beauty, our prices, a house near you, booking an appointment, or the four ${brand.name} domains.`,
      'about:concierge': `You can reach our concierge on ${brand.phone} (${brand.phoneHours}) or at ${brand.emails.concierge}; we reply ${brand.replyPromise}, in ${list(brand.languages, 'or')}. You can also write to us through our [contact page](/contact).`,
      'about:acquisitions': `The four domains, ${list(brand.domains, 'and')}, are offered together. Please write to ${brand.emails.acquisitions}, or through our [enquiry form](/inquire).`,
      'about:houses': `We have ${houses.length} houses: ${list(houses, 'and')}.`,
      'about:origin': `${brand.name} was established in ${brand.established}, with its head office at ${brand.headOffice.address}.`,
    })[topic],
  duration: (duration) => duration,
  hours: (hours) => hours,
};

const fr: Messages = {
  concierge: (brand) => `notre concierge, qui parle français, au ${brand.phone} (${brand.translated.fr.phoneHours}) ou à ${brand.emails.concierge}`,
  referral: (concierge) =>
    `Je suis désolée. Je ne peux pas dire ce que c'est, et je ne voudrais pas deviner : consultez un dermatologue ou votre médecin (ou votre sage-femme ou votre pharmacien s'il s'agit d'une grossesse ou d'un médicament). Si cela change vite, saigne, s'étend ou si vous vous sentez mal, n'attendez pas. Si cela a suivi un produit ou un soin, dites-le à ${concierge}.`,
  reaction: (concierge) =>
    `Je suis désolée. Arrêtez de l'utiliser et consultez un dermatologue ou votre médecin. Si le visage, les lèvres ou la gorge gonflent, ou si vous avez du mal à respirer, appelez les urgences tout de suite. Dites-le aussi à ${concierge}, pour que nous puissions regarder cela avec vous.`,
  decline: (concierge) => `Je ne peux pas répondre à cela ici, et je préfère ne pas deviner. Pour tout ce qui dépasse nos produits, nos soins, nos maisons et nos quatre domaines, demandez à ${concierge}, ou écrivez-nous sur notre [page contact](/contact).`,
  nothingSure: (concierge) => `Je ne suis pas sûre d'avoir compris, et je préfère ne pas deviner. De quel produit, soin ou maison parlez-vous ? Vous pouvez aussi demander à ${concierge}, ou nous écrire sur notre [page contact](/contact).`,
  cannotLook: (concierge) => `Je ne peux pas consulter nos pages pour le moment. Demandez à ${concierge}, ou écrivez-nous sur notre [page contact](/contact).`,
  item: (link, copy) => `Je vous propose ${link}. ${copy}`.trim(),
  house: (link, address, hours) => `${link} vous accueille à cette adresse : ${address}. Horaires : ${hours}.`,
  faq: (answer, link) => `${answer}\n\nLa réponse complète est dans nos ${link}.`.trim(),
  faqPage: 'questions fréquentes',
  page: (link, copy) => `Vous trouverez la réponse sur ${link}. ${copy}`.trim(),
  quoting: (sentence) => `La page, en anglais, dit : « ${sentence} »`,
  comparison: (links) => `Côte à côte : ${list(links, 'et')}.`,
  itemSays: (title, copy) => `${title} : ${copy}`,
  topic: (topic, brand, houses) =>
    ({
      'about:advisor': `Bonjour, je suis ${brand.advisorName}, la conseillère beauté de ${brand.name}. Posez-moi vos questions sur la peau, les cheveux ou le maquillage des peaux mélanisées, nos prix, une maison près de chez vous, une réservation, ou les quatre domaines ${brand.name}.`,
      'about:concierge': `Notre concierge vous répond au ${brand.phone} (${brand.translated.fr.phoneHours}) ou à ${brand.emails.concierge}, en anglais, en français ou en espagnol. Vous pouvez aussi nous écrire sur notre [page contact](/contact).`,
      'about:acquisitions': `Les quatre domaines, ${list(brand.domains, 'et')}, sont proposés ensemble. Écrivez à ${brand.emails.acquisitions}, ou par notre [formulaire de demande](/inquire).`,
      'about:houses': `Nous avons ${houses.length} maisons : ${list(houses, 'et')}.`,
      'about:origin': `${brand.name} a été fondée en ${brand.established} ; son siège est au ${brand.headOffice.address}.`,
    })[topic],
  duration: (duration) => duration.replace(/\bhours?\b/, (unit) => (unit === 'hour' ? 'heure' : 'heures')),
  hours: weekIn('fr', 'fermé', 'heure locale'),
};

const es: Messages = {
  concierge: (brand) => `nuestro concierge, que habla español, en el ${brand.phone} (${brand.translated.es.phoneHours}) o en ${brand.emails.concierge}`,
  referral: (concierge) =>
    `Lo siento mucho. No puedo saber qué es, y no quisiera adivinar: consulte a un dermatólogo o a su médico (o a su matrona o farmacéutico, si se trata de un embarazo o de un medicamento). Si cambia rápido, sangra, se extiende o se siente mal, no espere. Si empezó después de un producto o un tratamiento, avise a ${concierge}.`,
  reaction: (concierge) =>
    `Lo siento mucho. Deje de usarlo y consulte a un dermatólogo o a su médico. Si se le hinchan la cara, los labios o la garganta, o le cuesta respirar, llame a emergencias de inmediato. Avise también a ${concierge}, para que podamos revisarlo con usted.`,
  decline: (concierge) => `No puedo responder a eso aquí, y prefiero no adivinar. Para todo lo que va más allá de nuestros productos, tratamientos, casas y los cuatro dominios, pregunte a ${concierge}, o escríbanos en nuestra [página de contacto](/contact).`,
  nothingSure: (concierge) => `No estoy segura de haberle entendido, y prefiero no adivinar. ¿Qué producto, tratamiento o casa busca? También puede preguntar a ${concierge}, o escribirnos en nuestra [página de contacto](/contact).`,
  cannotLook: (concierge) => `Ahora mismo no puedo consultar nuestras páginas. Pregunte a ${concierge}, o escríbanos en nuestra [página de contacto](/contact).`,
  item: (link, copy) => `Le propongo ${link}. ${copy}`.trim(),
  house: (link, address, hours) => `${link} está en ${address}. Horario: ${hours}.`,
  faq: (answer, link) => `${answer}\n\nLa respuesta completa está en nuestras ${link}.`.trim(),
  faqPage: 'preguntas frecuentes',
  page: (link, copy) => `Encontrará la respuesta en ${link}. ${copy}`.trim(),
  quoting: (sentence) => `La página, en inglés, dice: «${sentence}»`,
  comparison: (links) => `Uno junto al otro: ${list(links, 'y')}.`,
  itemSays: (title, copy) => `${title}: ${copy}`,
  topic: (topic, brand, houses) =>
    ({
      'about:advisor': `Hola, soy ${brand.advisorName}, la asesora de belleza de ${brand.name}. Pregúnteme sobre piel, cabello o maquillaje para pieles con melanina, nuestros precios, una casa cerca de usted, una reserva o los cuatro dominios ${brand.name}.`,
      'about:concierge': `Nuestro concierge le atiende en el ${brand.phone} (${brand.translated.es.phoneHours}) o en ${brand.emails.concierge}, en inglés, francés o español. También puede escribirnos en nuestra [página de contacto](/contact).`,
      'about:acquisitions': `Los cuatro dominios, ${list(brand.domains, 'y')}, se ofrecen juntos. Escriba a ${brand.emails.acquisitions}, o a través de nuestro [formulario de consulta](/inquire).`,
      'about:houses': `Tenemos ${houses.length} casas: ${list(houses, 'y')}.`,
      'about:origin': `${brand.name} se fundó en ${brand.established}; su sede está en ${brand.headOffice.address}.`,
    })[topic],
  duration: (duration) => duration.replace(/\bminutes\b/, 'minutos').replace(/\bhours?\b/, (unit) => (unit === 'hour' ? 'hora' : 'horas')),
  hours: weekIn('es', 'cerrado', 'hora local'),
};

export const MESSAGES: Record<Language, Messages> = { en, fr, es };
