import { routeContextFor } from 'shared';
import { describe, expect, it } from 'vitest';
import { locations } from './data/locations';
import { searchDocuments } from './search-documents';

describe('the houses’ search documents', () => {
  const paris = locations.find((location) => location.slug === 'paris-france')!;
  const document = searchDocuments(routeContextFor('en')).find((each) => each.path === '/local/paris-france');
  const lines = document?.body?.split('\n') ?? [];

  it('publish how to reach a house, each way a sentence of its own', () => {
    expect(lines.filter((line) => line.includes(paris.contact.whatsapp))).toEqual([`WhatsApp Noirelle Paris on ${paris.contact.whatsapp}.`]);
    expect(lines.filter((line) => line.includes(paris.contact.email))).toHaveLength(1);
    expect(lines.filter((line) => line.includes(paris.contact.phone))).toHaveLength(1);
  });

  it('publish the director’s letter as the page reads it, a link’s words inside their sentence', () => {
    expect(lines.some((line) => line.startsWith('I am Aïssatou Kane, director of Noirelle Paris.'))).toBe(true);
    expect(lines.some((line) => line.includes('Our skin rituals begin with a long consultation'))).toBe(true);
  });

  it('publish every service the house offers, a line each', () => {
    for (const service of paris.services) expect(lines).toContain(service);
  });
});
