/**
 * The language a question is written in, as far as the advisor needs to know: its documents and
 * its vocabularies of health, claims and terms are English, so a question in another language is
 * not read with them (a French worry about a rash must never be answered with the serum whose name
 * it mentions). The concierge speaks French and Spanish, and the reply says so in the visitor's
 * language (./engine.ts).
 *
 * A question is French or Spanish when it holds at least two of that language's commonest words
 * and more of them than of English's.
 */

export type OtherLanguage = 'french' | 'spanish';

const COMMON: Record<OtherLanguage | 'english', ReadonlySet<string>> = {
  english: new Set('the a an is are do does you your my i to of in on for and or with what how can it this that me'.split(' ')),
  french: new Set("le la les des du de un une est sont je vous votre mon ma mes que qui quel quelle quelles pour avec dans sur et ou pas ne m'a d'ouverture l'adresse c'est j'ai".split(' ')),
  spanish: new Set('el la los las del de un una es son yo usted su mi mis que qué cuál para con en por y o no me después dirección cómo está'.split(' ')),
};

/** French or Spanish, when the question is written in one of them; null for English (or too short to tell). */
export function otherLanguage(question: string): OtherLanguage | null {
  const words = question.toLowerCase().replace(/[’]/g, "'").match(/[\p{L}']+/gu) ?? [];
  const count = (language: keyof typeof COMMON) => words.filter((word) => COMMON[language].has(word)).length;
  const english = count('english');
  const [language, hits] = (['french', 'spanish'] as const).map((name) => [name, count(name)] as const).sort((a, b) => b[1] - a[1])[0]!;
  return hits >= 2 && hits > english ? language : null;
}
