/**
 * The site's short addresses: a path other parts link to that is another page with a preset, which
 * the shell's server sends on for good (301). /inquire, which the press's calls to action and the
 * advisor's reply to a buyer link, is the contact form with Domain Purchase chosen: not a page of
 * its own, and never a 404.
 */
export const siteRedirects: Readonly<Record<string, string>> = {
  '/inquire': '/contact?interest=domain-purchase',
};
