/**
 * What the model's heads name, shared by the trainer (tooling/advisor-model) and the advisor.
 * - kind: what a right reply is. A greeting, or a question about the advisor itself, gets the
 *   advisor's introduction: a short text has too few words for the page head to be sure of anything,
 *   while a greeting is plain to the kind head. A reaction to something used is a referral of its own
 *   (it is told to stop using it, and to tell the concierge); any other worry about health is a
 *   referral.
 * - page: the path of the page that answers, or one of the house's own topics (no page says them).
 * - language: the visitor's.
 */
export const KINDS = ['answer', 'greeting', 'referral', 'reaction', 'decline'] as const;
export type Kind = (typeof KINDS)[number];

export const TOPICS = ['about:advisor', 'about:concierge', 'about:acquisitions', 'about:houses', 'about:origin'] as const;
export type Topic = (typeof TOPICS)[number];
/** The page a topic's reply links, where one says more. */
export const TOPIC_PAGES: Partial<Record<Topic, string>> = { 'about:concierge': '/contact' };

export const isTopic = (label: string): label is Topic => (TOPICS as readonly string[]).includes(label);

export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
