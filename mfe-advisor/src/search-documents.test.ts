import { describe, expect, it } from 'vitest';
import { brand } from 'shared';
import { searchDocuments } from './search-documents';

describe('the advisor remote’s search documents', () => {
  it('publish /contact with the details the page gives: both emails, the phone and its hours, the head office, the reply time', () => {
    const contact = searchDocuments().find((document) => document.path === '/contact');
    for (const detail of [brand.email.concierge, brand.email.acquisitions, brand.phone.display, brand.phoneHours, brand.headOffice.street, brand.replyPromise]) {
      expect(contact?.body).toContain(detail);
    }
  });
});
