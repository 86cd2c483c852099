import { describe, expect, it } from 'vitest';
import type { SearchDocument } from 'shared/search';
import { openDatabase } from '../../../local/database.ts';
import type { Brand } from '../brand.ts';
import committed from '../brand.generated.json' with { type: 'json' };
import { link, picture, say } from './say.ts';
import { IMAGE_ALT_MAX, IMAGE_SRC_MAX } from './site-documents.ts';

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
    const reply = say({ says: 'document', document: ritual, passage: ['Best on a Friday.'] }, 'en', brand);
    expect(reply).toContain(link('Evening Ritual, $200, 90 minutes', '/services/evening'));
    expect(reply).toContain('A slow evening facial. Best on a Friday.');
    expect(barePaths(reply)).toEqual([]);
  });

  it('quotes the sentence that answers on a page once, in place of its summary', () => {
    const article: SearchDocument = { id: 'article', kind: 'article', title: 'A Year of Rituals', description: 'What the year taught us.', path: '/press/a-year', body: 'The river house opened in May.' };
    const reply = say({ says: 'document', document: article, passage: ['The river house opened in May.'] }, 'en', brand);
    expect(reply.split('The river house opened in May.')).toHaveLength(2);
    expect(reply).not.toContain('What the year taught us.');
  });

  it('gives a house’s address and its week, with the days in the visitor’s language', () => {
    expect(say({ says: 'document', document: house, passage: [] }, 'en', brand)).toContain('Monday 10:00-19:00, Sunday Closed');
    expect(say({ says: 'document', document: house, passage: [] }, 'fr', brand)).toContain('lundi 10:00-19:00, dimanche fermé (heure locale, Europe/Lisbon)');
    expect(say({ says: 'document', document: house, passage: [] }, 'es', brand)).toContain('lunes 10:00-19:00, domingo cerrado');
  });

  it('gives the sentence of a house’s page that answers after its address and week, quoted as written in another language', () => {
    const passage = 'WhatsApp us on +351 910 000 000.';
    expect(say({ says: 'document', document: house, passage: [passage] }, 'en', brand)).toMatch(/1 Rua Augusta, Lisbon\. .*Sunday Closed.*\. WhatsApp us on \+351 910 000 000\.$/);
    expect(say({ says: 'document', document: house, passage: [passage] }, 'fr', brand)).toMatch(/dimanche fermé.*« WhatsApp us on \+351 910 000 000\. »$/);
  });

  it('says a page in the visitor’s language from its version in it: its price and length, its summary, and the sentence in the same place', () => {
    const english: SearchDocument = { ...ritual, body: 'Best on a Friday.\nBook two days ahead.' };
    const french: SearchDocument = { ...ritual, description: '200 $US, 90 minutes · Un soin du soir tout en lenteur.', body: 'Idéal un vendredi.\nRéservez deux jours avant.', facts: { price: '200 $US', duration: '90 minutes' } };
    const translated = { fr: new Map([[ritual.id, french]]) };
    const reply = say({ says: 'document', document: english, passage: ['Book two days ahead.'] }, 'fr', brand, translated);
    expect(reply).toContain(link('Evening Ritual, 200 $US, 90 minutes', '/services/evening'));
    expect(reply).toContain('Un soin du soir tout en lenteur. Réservez deux jours avant.');
    expect(reply).not.toMatch(/anglais|Book two/);
  });

  it('links a page whose version in the visitor’s language has other paragraphs, and quotes nothing of it', () => {
    const english: SearchDocument = { ...ritual, body: 'Best on a Friday.\nBook two days ahead.' };
    const french: SearchDocument = { ...ritual, description: '200 $US, 90 minutes · Un soin du soir.', body: 'Idéal un vendredi, à réserver deux jours avant.', facts: { price: '200 $US', duration: '90 minutes' } };
    const reply = say({ says: 'document', document: english, passage: ['Book two days ahead.'] }, 'fr', brand, { fr: new Map([[ritual.id, french]]) });
    expect(reply).toBe(`Je vous propose ${link('Evening Ritual, 200 $US, 90 minutes', '/services/evening')}. Un soin du soir.`);
  });

  it('quotes the whole paragraph where the visitor’s language writes it in other sentences', () => {
    const english: SearchDocument = { ...ritual, body: 'Best on a Friday. Book two days ahead.' };
    const french: SearchDocument = { ...ritual, description: '200 $US, 90 minutes · Un soin du soir.', body: 'Idéal un vendredi, à réserver deux jours avant.', facts: { price: '200 $US', duration: '90 minutes' } };
    const reply = say({ says: 'document', document: english, passage: ['Book two days ahead.'] }, 'fr', brand, { fr: new Map([[ritual.id, french]]) });
    expect(reply).toBe(`Je vous propose ${link('Evening Ritual, 200 $US, 90 minutes', '/services/evening')}. Un soin du soir. Idéal un vendredi, à réserver deux jours avant.`);
  });

  it('quotes a press article in English, saying so, as its page in every language is', () => {
    const article: SearchDocument = { id: 'article', kind: 'article', title: 'A Year of Rituals', description: 'What the year taught us.', path: '/press/a-year', body: 'The river house opened in May.' };
    const french = { ...article, description: 'Ce que l’année nous a appris.', writtenIn: 'en' };
    const reply = say({ says: 'document', document: article, passage: ['The river house opened in May.'] }, 'fr', brand, { fr: new Map([[article.id, french]]) });
    expect(reply).toContain('La page, en anglais, dit : « The river house opened in May. »');
  });

  it('answers a frequent question with its answer in the visitor’s language', () => {
    const question: SearchDocument = { id: 'q', kind: 'question', title: 'Do you ship?', description: 'We do not ship.', path: '/chat', facts: { answer: 'We do not ship.' } };
    const spanish = { ...question, title: '¿Hacen envíos?', description: 'No hacemos envíos.', facts: { answer: 'No hacemos envíos.' } };
    expect(say({ says: 'document', document: question, passage: ['We do not ship.'] }, 'es', brand, { es: new Map([[question.id, spanish]]) })).toMatch(/^No hacemos envíos\.\n\nLa respuesta completa/);
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

  it('gives a buyer of the domains their email and the enquiry form with Domain Purchase chosen, in each language', () => {
    for (const language of ['en', 'fr', 'es'] as const) {
      const reply = say({ says: 'topic', topic: 'about:acquisitions', houses: [] }, language, brand);
      expect(reply).toContain(brand.emails.acquisitions);
      expect(reply.match(/\]\((\/[^)]*)\)/g)).toEqual(['](/inquire)']);
    }
  });

  it('sets items side by side as named links', () => {
    const other = { ...ritual, id: 'other', title: 'Morning Ritual', path: '/services/morning', facts: { price: '$150', duration: '60 minutes' } };
    expect(say({ says: 'comparison', documents: [ritual, other], passages: [[], []] }, 'en', brand)).toBe(`Side by side: ${link('Evening Ritual, $200, 90 minutes', '/services/evening')} and ${link('Morning Ritual, $150, 60 minutes', '/services/morning')}.`);
  });

  it('gives, after the items side by side, what each one’s page says to the question, when it says something', () => {
    const other = { ...ritual, id: 'other', title: 'Morning Ritual', path: '/services/morning', facts: { price: '$150', duration: '60 minutes' } };
    const reply = say({ says: 'comparison', documents: [ritual, other], passages: [[], ['Cold water wakes the skin.']] }, 'en', brand);
    expect(reply).toMatch(/^Side by side: .*\. Morning Ritual: Cold water wakes the skin\.$/);
    expect(reply).not.toContain('Evening Ritual:');
    expect(say({ says: 'comparison', documents: [ritual, other], passages: [[], ['Cold water wakes the skin.']] }, 'fr', brand)).toMatch(/Morning Ritual : .*« Cold water wakes the skin\. »$/);
  });

  it('quotes in French or Spanish only the English sentence that answers of a page it has in English only, saying so', () => {
    const reply = say({ says: 'document', document: ritual, passage: ['Best on a Friday.'] }, 'es', brand);
    expect(reply).not.toContain('A slow evening facial');
    expect(reply).toContain('90 minutos');
    expect(reply).toContain('La página, en inglés, dice: «Best on a Friday.»');
    expect(say({ says: 'document', document: ritual, passage: [] }, 'fr', brand)).toBe(`Je vous propose ${link('Evening Ritual, $200, 90 minutes', '/services/evening')}.`);
  });

  it('quotes an item’s summary in French or Spanish when it answers, and says it once in English', () => {
    expect(say({ says: 'document', document: ritual, passage: ['A slow evening facial.'] }, 'fr', brand)).toContain('« A slow evening facial. »');
    expect(say({ says: 'document', document: ritual, passage: ['A slow evening facial.', 'Best on a Friday.'] }, 'en', brand).split('A slow evening facial.')).toHaveLength(2);
  });

  describe('an item’s picture, for the chat’s card', () => {
    const photo = { src: 'https://catalogue.example/assets/evening-400-Bx3k.webp', width: 400, height: 500, alt: 'A warm towel and a bowl of clay' };
    const pictured = { ...ritual, image: photo };

    it('goes just before the item’s link, as a Markdown image with its size', () => {
      expect(say({ says: 'document', document: pictured, passage: [] }, 'en', brand)).toBe(
        'May I suggest our ![A warm towel and a bowl of clay](https://catalogue.example/assets/evening-400-Bx3k.webp){width=400 height=500}[Evening Ritual, $200, 90 minutes](/services/evening). A slow evening facial.',
      );
      expect(say({ says: 'document', document: pictured, passage: [] }, 'fr', brand)).toBe(`Je vous propose ${picture(photo)}${link('Evening Ritual, $200, 90 minutes', '/services/evening')}.`);
    });

    it('comes with each item set side by side', () => {
      const morning = { ...ritual, id: 'other', title: 'Morning Ritual', path: '/services/morning', facts: { price: '$150', duration: '60 minutes' }, image: { ...photo, src: 'https://catalogue.example/assets/morning.webp' } };
      expect(say({ says: 'comparison', documents: [pictured, morning], passages: [[], []] }, 'en', brand)).toBe(
        `Side by side: ${picture(photo)}${link('Evening Ritual, $200, 90 minutes', '/services/evening')} and ${picture(morning.image)}${link('Morning Ritual, $150, 60 minutes', '/services/morning')}.`,
      );
    });

    it('is never given to a house or a page, nor in a referral or a decline', () => {
      expect(say({ says: 'document', document: { ...house, image: photo }, passage: [] }, 'en', brand)).not.toContain('![');
      expect(say({ says: 'document', document: { ...ritual, kind: 'page', image: photo }, passage: [] }, 'en', brand)).not.toContain('![');
      for (const says of ['referral', 'reaction', 'decline', 'nothing sure', 'cannot look'] as const) expect(say({ says }, 'en', brand)).not.toContain('![');
    });

    it('keeps a description from closing the image early, and an address from closing it early', () => {
      expect(picture({ ...photo, alt: 'A [gold] jar\nby the sink', src: 'https://catalogue.example/assets/jar_(gold).webp' })).toBe('![A gold jarby the sink](https://catalogue.example/assets/jar_%28gold%29.webp){width=400 height=500}');
    });

    it('fits a chat message, for three items with the longest pictures a remote may publish', async () => {
      const longest = { src: `https://catalogue.example/${'a'.repeat(IMAGE_SRC_MAX - 'https://catalogue.example/'.length)}`, width: 1200, height: 1500, alt: 'b'.repeat(IMAGE_ALT_MAX) };
      const three = ['Evening Ritual', 'Morning Ritual', 'Midnight Ritual'].map((title, i) => ({ ...ritual, id: `ritual-${i}`, title, image: longest }));
      const reply = say({ says: 'comparison', documents: three, passages: three.map(() => []) }, 'fr', brand);
      const db = await openDatabase();
      try {
        const { rows } = await db.query<{ content: string }>(`select public.record_chat_message($1, 'assistant', $2) ->> 'content' as content`, ['00000000-0000-4000-8000-000000000001', reply]);
        expect(rows[0]?.content).toBe(reply);
      } finally {
        await db.close();
      }
    });
  });
});
