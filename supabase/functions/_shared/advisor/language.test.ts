import { describe, expect, it } from 'vitest';
import { dayAsked, hoursIn, otherLanguage, VOCABULARY } from './language.ts';

describe('otherLanguage', () => {
  it.each([
    ["Depuis ce sérum, j'ai le front couvert de plaques rouges. Est-ce grave ?", 'french'],
    ["Lundi, à quelle heure ouvre la maison de Québec ?", 'french'],
    ['¿Me da la dirección de la casa de Milán?', 'spanish'],
    ['Después de la sesión me salieron granitos por toda la cara. ¿Es normal?', 'spanish'],
  ])('reads “%s” as %s', (question, language) => {
    expect(otherLanguage(question)).toBe(language);
  });

  it.each(['What are the opening hours of the Paris house?', 'Is la Scala near the Milan salon?', 'Do you have the Nuit Absolue Cream?', 'hi', 'Bonjour'])('reads “%s” as English', (question) => {
    expect(otherLanguage(question)).toBeNull();
  });
});

describe('the French and Spanish vocabularies', () => {
  it.each([
    ['french', "J'ai des rougeurs qui brûlent depuis le soin d'hier"],
    ['french', 'Mon grain de beauté a changé de couleur'],
    ['french', 'Je suis enceinte, puis-je utiliser ce sérum ?'],
    ['spanish', 'Me pica mucho el cuero cabelludo y me salieron ronchas'],
    ['spanish', 'Estoy embarazada, ¿puedo usar la crema?'],
    ['spanish', 'Se me hinchó el párpado después del tratamiento'],
  ] as const)('reads a worry in %s: “%s”', (language, question) => {
    expect(VOCABULARY[language].worry.test(question)).toBe(true);
  });

  it.each([
    ['french', 'Quel est le prix de la crème de nuit ?'],
    ['spanish', 'Quiero reservar un tratamiento facial para mi boda'],
  ] as const)('reads no worry in %s: “%s”', (language, question) => {
    expect(VOCABULARY[language].worry.test(question)).toBe(false);
  });

  it('reads what is asked, and the day, in each language', () => {
    expect(VOCABULARY.french.address.test('Où se trouve votre maison ?')).toBe(true);
    expect(VOCABULARY.french.price.test('Combien de temps dure le soin ?')).toBe(false);
    expect(VOCABULARY.french.duration.test('Combien de temps dure le soin ?')).toBe(true);
    expect(VOCABULARY.spanish.price.test('¿Cuánto cuesta?')).toBe(true);
    expect(VOCABULARY.spanish.hours.test('¿Están abiertos el sábado?')).toBe(true);
    expect(dayAsked('Êtes-vous ouverts le samedi ?', 'french')).toBe('Saturday');
    expect(dayAsked('¿Abren los domingos?', 'spanish')).toBe('Sunday');
    expect(hoursIn('Monday 10:00-19:00, Sunday 11:00-17:00 (local time, America/Toronto)', 'french')).toBe('lundi 10:00-19:00, dimanche 11:00-17:00 (heure locale, America/Toronto)');
  });
});
