import { describe, expect, it } from 'vitest';
import { otherLanguage } from './language.ts';

describe('otherLanguage', () => {
  it.each([
    ["Le sérum m'a donné des plaques rouges sur le front. Que dois-je faire ?", 'french'],
    ["Heures d'ouverture du salon de Québec le lundi ?", 'french'],
    ['Dirección del salón en Milán, por favor.', 'spanish'],
    ['Mi piel se llenó de granitos después de la sesión. ¿Es normal?', 'spanish'],
  ])('reads “%s” as %s', (question, language) => {
    expect(otherLanguage(question)).toBe(language);
  });

  it.each(['What are the opening hours of the Paris house?', 'Is la Scala near the Milan salon?', 'Do you have the Nuit Absolue Cream?', 'hi', 'Bonjour'])('reads “%s” as English', (question) => {
    expect(otherLanguage(question)).toBeNull();
  });
});
