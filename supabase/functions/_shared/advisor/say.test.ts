import { describe, expect, it } from 'vitest';
import type { SearchDocument } from 'shared/search';
import type { Brand } from '../brand.ts';
import committed from '../brand.generated.json' with { type: 'json' };
import { link, say } from './say.ts';

const brand = committed as Brand;
const ritual: SearchDocument = { id: 'ritual', kind: 'service', title: 'Evening Ritual', description: '$200, 90 minutes · A slow evening facial.', path: '/services/evening', facts: { price: '$200', duration: '90 minutes' } };
const house: SearchDocument = {
  id: 'house',
  kind: 'location',
  title: 'Noirelle Lisbon',
  description: '1 Rua Augusta, Lisbon · Our house by the river.',
  path: '/local/lisbon',
  facts: { address: '1 Rua Augusta, Lisbon', hours: 'Monday 10:00-19:00, Sunday Closed (local time, Europe/Lisbon)' },
};
/** The site's paths a reply shows bare, not as a named link. */
const barePaths = (reply: string) => reply.replace(/\]\(\/[^)]*\)/g, ']').match(/(?<![\w.@])\/[a-z][\w/-]*/g) ?? [];

describe('say', () => {
  it('names each page by its name, with its price and length, and never shows a bare path', () => {
    const reply = say({ says: 'document', document: ritual, passage: 'Best on a Friday.' }, 'en', brand);
    expect(reply).toContain(link('Evening Ritual, $200, 90 minutes', '/services/evening'));
    expect(reply).toContain('A slow evening facial. Best on a Friday.');
    expect(barePaths(reply)).toEqual([]);
  });

  it('gives a house’s address and its week, with the days in the visitor’s language', () => {
    expect(say({ says: 'document', document: house, passage: null }, 'en', brand)).toContain('Monday 10:00-19:00, Sunday Closed');
    expect(say({ says: 'document', document: house, passage: null }, 'fr', brand)).toContain('lundi 10:00-19:00, dimanche fermé (heure locale, Europe/Lisbon)');
    expect(say({ says: 'document', document: house, passage: null }, 'es', brand)).toContain('lunes 10:00-19:00, domingo cerrado');
  });

  it('tells only a reaction to stop using what caused it, and refers both to a doctor, in each language', () => {
    expect(say({ says: 'reaction' }, 'en', brand)).toMatch(/stop using it.*dermatologist/s);
    expect(say({ says: 'referral' }, 'en', brand)).not.toMatch(/stop/i);
    expect(say({ says: 'referral' }, 'en', brand)).toMatch(/dermatologist or your doctor/);
    expect(say({ says: 'referral' }, 'fr', brand)).toMatch(/dermatologue/);
    expect(say({ says: 'reaction' }, 'es', brand)).toMatch(/Deje de usarlo.*dermatólogo/s);
  });

  it('declines with the concierge and the contact page, and no other page, in each language', () => {
    for (const language of ['en', 'fr', 'es'] as const) {
      const reply = say({ says: 'decline' }, language, brand);
      expect(reply).toContain(brand.phone);
      expect(reply).toContain(brand.emails.concierge);
      expect(reply.match(/\]\((\/[^)]*)\)/g)).toEqual([expect.stringContaining('(/contact)')]);
    }
  });

  it('sets items side by side as named links', () => {
    const other = { ...ritual, id: 'other', title: 'Morning Ritual', path: '/services/morning', facts: { price: '$150', duration: '60 minutes' } };
    expect(say({ says: 'comparison', documents: [ritual, other] }, 'en', brand)).toBe(`Side by side: ${link('Evening Ritual, $200, 90 minutes', '/services/evening')} and ${link('Morning Ritual, $150, 60 minutes', '/services/morning')}.`);
  });

  it('quotes in French or Spanish only the English sentence that answers, saying the page is in English', () => {
    const reply = say({ says: 'document', document: ritual, passage: 'Best on a Friday.' }, 'es', brand);
    expect(reply).not.toContain('A slow evening facial');
    expect(reply).toContain('90 minutos');
    expect(reply).toContain('La página, por ahora en inglés, dice: «Best on a Friday.»');
    expect(say({ says: 'document', document: ritual, passage: null }, 'fr', brand)).toBe(`Je vous propose ${link('Evening Ritual, $200, 90 minutes', '/services/evening')}.`);
  });
});
