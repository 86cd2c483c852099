import { defineMessages, type IntlShape } from 'shared';

const messages = defineMessages({
  readingTime: { id: 'press.article.reading-time', defaultMessage: '{minutes} min read', description: 'how long an article takes to read, in minutes' },
});

/** An article's reading time ('7 min read' in its data) as the page's language says it. */
export function readingTime(intl: IntlShape, text: string): string {
  const minutes = /^(\d+) min read$/.exec(text)?.[1];
  return minutes === undefined ? text : intl.formatMessage(messages.readingTime, { minutes: Number(minutes) });
}
