/** Ids of the home sections the home hero's actions scroll to; the remotes that render them use these. */
export const homeAnchors = {
  collections: 'collections',
  registerInterest: 'register-interest',
} as const;
