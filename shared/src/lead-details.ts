/**
 * The interest details a buyer may add after registering, with the most each may hold: the one
 * definition of those limits. The details form (mfe-advisor's DetailsDialog) sets them as its
 * fields' maxLength; the database checks the same numbers, by field name, in
 * `update_interest_details` and in the `subscribers` table (supabase/migrations), and
 * supabase/test/limits.test.ts fails if any of the three differs (the form allowed 200
 * where the columns allowed 100, 100 and 40).
 */
export const leadDetailLimits = {
  first_name: 100,
  last_name: 100,
  phone_number: 40,
  company_name: 200,
  company_postion: 200, // spelt so (spec)
  company_website: 2048,
  extra_notes: 2000,
} as const;

export type LeadDetailColumn = keyof typeof leadDetailLimits;

/**
 * A web address the site stores (a company's website, the page an enquiry came from): http(s) only,
 * so no export or CRM ever holds a `javascript:` or `data:` link. The database checks the same
 * (public.is_web_url); supabase/test/limits.test.ts holds the two to one answer.
 */
export const isWebAddress = (value: string): boolean => /^https?:\/\/[^\s/?#]+/i.test(value);

/** The message for a website that is not http(s), in the form and from the database alike. */
export const WEB_ADDRESS_REQUIRED = 'Website: enter an address that starts with https:// or http://.';
