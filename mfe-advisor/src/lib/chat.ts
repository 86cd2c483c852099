import { allDomains, defineMessages, intlFor, SOURCE_LOCALE, type IntlShape } from 'shared';
import { readStored, writeStored } from 'shared/stored';

const messages = defineMessages({
  fallback: { id: 'advisor.chat.fallback', defaultMessage: 'I apologize, but I encountered an error. Please try again later.' },
  allDomains: { id: 'advisor.headline.all-domains', defaultMessage: 'all 4 domain names' },
});

/** Spec (section 8): what the assistant says when the chat service fails, in the language of `intl`. */
export const chatFallbackIn = (intl: IntlShape): string => intl.formatMessage(messages.fallback);

/** Spec (section 8): what the assistant says when the chat service fails (in English). */
export const CHAT_FALLBACK = chatFallbackIn(intlFor(SOURCE_LOCALE));

/** Spec (section 4): the rotating headline's phrases, in the language of `intl`: the four domains (names), then all four. */
export const headlinePhrasesIn = (intl: IntlShape): readonly string[] => [...allDomains, intl.formatMessage(messages.allDomains)];

/** Spec (section 4): the rotating headline's phrases (in English) and pace. */
export const headlinePhrases = headlinePhrasesIn(intlFor(SOURCE_LOCALE));
export const HEADLINE_INTERVAL_MS = 2500;

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt?: string | null;
}

/**
 * The conversation once the history has arrived: the history first, then what was said on this
 * visit before it came (the history is fetched when the chat shows, so a visitor may already have
 * asked). The service may already hold this visit's first messages, at the end of the history: that
 * overlap is shown once. An older message that only reads the same (a second "Hello") stays.
 */
export function withHistory(history: readonly ChatMessage[], thisVisit: readonly ChatMessage[]): ChatMessage[] {
  const same = (a: ChatMessage, b: ChatMessage) => a.role === b.role && a.content === b.content;
  const endsWithStartOfThisVisit = (length: number) => thisVisit.slice(0, length).every((message, index) => same(history[history.length - length + index]!, message));
  let overlap = Math.min(history.length, thisVisit.length);
  while (overlap > 0 && !endsWithStartOfThisVisit(overlap)) overlap -= 1;
  return [...history.slice(0, history.length - overlap), ...thisVisit];
}

/**
 * The history as the page shows it: oldest first by createdAt (the service answers newest first).
 * Where the service gives no role, roles alternate by position, starting with the user (spec).
 */
export function orderHistory(entries: readonly { id?: unknown; role?: unknown; content?: unknown; createdAt?: unknown }[]): ChatMessage[] {
  const valid = entries.filter((entry) => typeof entry.content === 'string' && entry.content !== '');
  const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);
  const sorted = valid
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const difference = time(a.entry.createdAt) - time(b.entry.createdAt);
      return Number.isNaN(difference) || difference === 0 ? b.index - a.index : difference;
    })
    .map(({ entry }) => entry);
  return sorted.map((entry, position) => ({
    id: String(entry.id ?? position),
    role: entry.role === 'user' || entry.role === 'assistant' ? entry.role : position % 2 === 0 ? 'user' : 'assistant',
    content: entry.content as string,
    createdAt: typeof entry.createdAt === 'string' ? entry.createdAt : null,
  }));
}

export const SESSION_KEY = 'noirelle:advisor-session';

const isSessionId = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * The chat's session: a random UUID kept in local storage (spec). Anything else stored there is
 * replaced by a fresh one; where storage refuses, the session lasts as long as the page.
 */
export function chatSessionId(): string {
  const stored = readStored('localStorage', SESSION_KEY, isSessionId);
  if (stored) return stored;
  const fresh = crypto.randomUUID();
  writeStored('localStorage', SESSION_KEY, fresh);
  return fresh;
}

/** An item's picture as a reply carries it: a card shows it, its size set so nothing moves as it loads. */
export interface ReplyPicture {
  src: string;
  width: number;
  height: number;
}

/** An item the reply recommends, with its picture: the chat shows it as a card, one link to its page. */
export type ReplyItem = { kind: 'item'; path: string; name: string; picture: ReplyPicture };

export type ReplyPart = { kind: 'text'; text: string } | { kind: 'internal'; path: string; name?: string } | { kind: 'external'; href: string } | ReplyItem;

/**
 * A picture's address the chat may load: https, or http on the visitor's own machine (a loopback
 * host is a secure context to the browser, and where the site's remotes run locally). The page's
 * Content-Security-Policy allows pictures from the site's own origins alone on top of this.
 */
export function isPictureSource(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  const { protocol, hostname } = url;
  return protocol === 'https:' || (protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname));
}

/**
 * A reply as plain text with its links: a page named as `[name](/path)` becomes a link that reads
 * its name; a bare site path (/product/..., /booking) or an https URL, as a hosted model may write
 * them, becomes a link too. An item written with its picture just before its link,
 * `![alt](https://…){width=400 height=500}[name](/path)` (the advisor's say.ts), is an item with a
 * picture; a picture from elsewhere than isPictureSource allows is dropped, and its link stays a
 * link. Nothing in a reply is ever parsed as HTML.
 */
export function replyParts(reply: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  const item = String.raw`!\[[^[\]\n]*\]\((?<src>https?:\/\/[^\s()<>"]+)\)\{width=(?<width>[1-9]\d*) height=(?<height>[1-9]\d*)\}\[(?<itemName>[^[\]\n]+)\]\((?<itemPath>\/[a-z0-9/#-]*)\)`;
  const named = String.raw`\[(?<name>[^[\]\n]+)\]\((?<path>\/[a-z0-9/#-]*)\)`;
  const external = String.raw`(?<href>https:\/\/[^\s<>"')]+[^\s<>"').,;:!?])`;
  const bare = String.raw`(?<bare>(?<![\w/])\/(?:[a-z0-9-]+)(?:\/[a-z0-9-]+)*)`;
  const pattern = new RegExp(`${item}|${named}|${external}|${bare}`, 'gi');
  let last = 0;
  for (const match of reply.matchAll(pattern)) {
    const found = match.groups!;
    if (match.index > last) parts.push({ kind: 'text', text: reply.slice(last, match.index) });
    if (found.itemPath && found.itemName) {
      parts.push(
        isPictureSource(found.src!)
          ? { kind: 'item', path: found.itemPath, name: found.itemName, picture: { src: found.src!, width: Number(found.width), height: Number(found.height) } }
          : { kind: 'internal', path: found.itemPath, name: found.itemName },
      );
    } else if (found.path && found.name) parts.push({ kind: 'internal', path: found.path, name: found.name });
    else if (found.href) parts.push({ kind: 'external', href: found.href });
    else parts.push({ kind: 'internal', path: found.bare! });
    last = match.index + match[0].length;
  }
  if (last < reply.length) parts.push({ kind: 'text', text: reply.slice(last) });
  return parts;
}

/** A reply as the chat lays it out: runs of text and links, and after a sentence that recommends items, their cards. */
export type ReplyBlock = { kind: 'text'; parts: ReplyPart[] } | { kind: 'cards'; items: ReplyItem[] };

/** Where a sentence ends: its stop, followed by a space or the end of the text ("3.5" and "$1,200" go on). */
const SENTENCE_END = /[.!?…](?=\s|$)/;

/**
 * The reply's parts, with each item's card after the sentence that names it (the items of one
 * sentence, a comparison's, side by side after it). In the sentence an item reads as its name,
 * in text: the card is its one link.
 */
export function replyBlocks(reply: string): ReplyBlock[] {
  const blocks: ReplyBlock[] = [];
  let sentence: ReplyPart[] = [];
  let items: ReplyItem[] = [];
  const endSentence = () => {
    if (sentence.length > 0) blocks.push({ kind: 'text', parts: sentence });
    if (items.length > 0) blocks.push({ kind: 'cards', items });
    sentence = [];
    items = [];
  };
  for (const part of replyParts(reply)) {
    if (part.kind === 'item') items.push(part);
    const end = part.kind === 'text' && items.length > 0 ? SENTENCE_END.exec(part.text) : null;
    if (part.kind !== 'text' || !end) {
      sentence.push(part);
      continue;
    }
    const cut = end.index + end[0].length;
    sentence.push({ kind: 'text', text: part.text.slice(0, cut) });
    endSentence();
    // The card stands between the two as a block: the space after the stop goes.
    const rest = part.text.slice(cut).replace(/^\s+/, '');
    if (rest) sentence.push({ kind: 'text', text: rest });
  }
  endSentence();
  return blocks;
}

/** An item's link text as its card shows it: the name, then what the reply says besides (its price, a service's length). */
export function itemLines(name: string): { title: string; details: string } {
  const comma = name.indexOf(', ');
  return comma < 0 ? { title: name, details: '' } : { title: name.slice(0, comma), details: name.slice(comma + 2) };
}
