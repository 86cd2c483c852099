import { describe, expect, it } from 'vitest';
import { brand, routeContextFor } from 'shared';
import contact from './routes/contact';

describe('what the advisor remote’s pages give site search', () => {
  it('publish /contact with the details the page gives: both emails, the phone and its hours, the head office, the reply time', () => {
    const { body } = contact.search?.(routeContextFor('en')) ?? {};
    for (const detail of [brand.email.concierge, brand.email.acquisitions, brand.phone.display, brand.phoneHours, brand.headOffice.street, brand.replyPromise]) {
      expect(body).toContain(detail);
    }
  });
});
