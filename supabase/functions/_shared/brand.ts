/**
 * The brand's facts the functions state (names, phone, emails, domains): the advisor's replies and
 * the contact emails. Generated from
 * shared/src/brand.ts, the one place they are written (their words in French and Spanish from
 * shared/src/brand-text.ts), by `npm run brand -w backend`
 * (scripts/build-brand.ts) into brand.generated.json, so a function never states a copy that
 * drifts (a test fails when the file is stale). Everything else the advisor knows, it reads from
 * what the remotes publish (./advisor/site-documents.ts).
 */
import type { TranslatedLocale } from 'shared/locales';

export interface Brand {
  name: string;
  advisorName: string;
  phone: string;
  phoneHours: string;
  replyPromise: string;
  /** The hours and the reply promise in the site's other languages (shared's `brandText`). */
  translated: Readonly<Record<TranslatedLocale, { phoneHours: string; replyPromise: string }>>;
  languages: string[];
  emails: { concierge: string; acquisitions: string; from: string; copies: string[] };
  domains: string[];
  /** The year the house was established, and its head office. */
  established: number;
  headOffice: { address: string; city: string };
}
