import { allDomains } from 'shared';
import { readStored, writeStored } from 'shared/stored';

/** Spec (section 8): what the assistant says when the chat service fails. */
export const CHAT_FALLBACK = 'I apologize, but I encountered an error. Please try again later.';

/** Spec (section 4): the rotating headline's phrases and pace. */
export const headlinePhrases = [...allDomains, 'all 4 domain names'] as const;
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

export type ReplyPart = { kind: 'text'; text: string } | { kind: 'internal'; path: string; name?: string } | { kind: 'external'; href: string };

/**
 * A reply as plain text with its links: a page named as `[name](/path)` becomes a link that reads
 * its name; a bare site path (/product/..., /booking) or an https URL, as a hosted model may write
 * them, becomes a link too. Nothing in a reply is ever parsed as HTML.
 */
export function replyParts(reply: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  const pattern = /\[([^[\]\n]+)\]\((\/[a-z0-9/#-]*)\)|(https:\/\/[^\s<>"')]+[^\s<>"').,;:!?])|((?<![\w/])\/(?:[a-z0-9-]+)(?:\/[a-z0-9-]+)*)/gi;
  let last = 0;
  for (const match of reply.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: 'text', text: reply.slice(last, match.index) });
    if (match[1] && match[2]) parts.push({ kind: 'internal', path: match[2], name: match[1] });
    else if (match[3]) parts.push({ kind: 'external', href: match[3] });
    else parts.push({ kind: 'internal', path: match[4]! });
    last = match.index + match[0].length;
  }
  if (last < reply.length) parts.push({ kind: 'text', text: reply.slice(last) });
  return parts;
}
