import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatSessionId, headlinePhrases, orderHistory, replyParts, SESSION_KEY, withHistory, type ChatMessage } from './chat';

describe('the rotating headline (spec, section 4)', () => {
  it('goes through the four domain names, then all 4 domain names', () => {
    // Five turns: the stylesheet's headline-turn shows each phrase for 20% of the loop (index.css).
    expect(headlinePhrases).toEqual(['noirelle.beauty', 'noirelle.skin', 'noirelle.hair', 'noirelle.makeup', 'all 4 domain names']);
  });
});

describe('the chat history order', () => {
  it('shows the newest-first answer oldest first', () => {
    const ordered = orderHistory([
      { id: 'a2', role: 'assistant', content: 'Hello!', createdAt: '2026-11-21T10:00:02Z' },
      { id: 'u1', role: 'user', content: 'Hi', createdAt: '2026-11-21T10:00:01Z' },
    ]);
    expect(ordered.map((message) => message.id)).toEqual(['u1', 'a2']);
  });

  it('alternates roles by position from the user where the service gives none, and drops empty entries', () => {
    const ordered = orderHistory([
      { id: '3', content: 'third', createdAt: '2026-11-21T10:00:03Z' },
      { id: 'x', content: '', createdAt: '2026-11-21T10:00:04Z' },
      { id: '2', content: 'second', createdAt: '2026-11-21T10:00:02Z' },
      { id: '1', content: 'first', createdAt: '2026-11-21T10:00:01Z' },
    ]);
    expect(ordered.map((message) => [message.content, message.role])).toEqual([
      ['first', 'user'],
      ['second', 'assistant'],
      ['third', 'user'],
    ]);
  });
});

describe('the session id', () => {
  afterEach(() => localStorage.clear());

  it('is a random UUID kept under one key, reused while valid', () => {
    const first = chatSessionId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(SESSION_KEY)).toBe(first);
    expect(chatSessionId()).toBe(first);
  });

  // What another version of the site, an extension or a hand in the devtools may have left there.
  for (const [shape, stored] of Object.entries({ null: 'null', 'a number': '42', 'an array': '["6f1c2a4e-9b3d-4c8e-a1f2-0d9e8b7c6a5f"]', 'an object with wrong fields': '{"id":"6f1c2a4e-9b3d-4c8e-a1f2-0d9e8b7c6a5f"}', 'invalid JSON': '{"id":', 'another word': 'tampered' })) {
    it(`replaces ${shape} with a fresh UUID, kept from then on`, () => {
      localStorage.setItem(SESSION_KEY, stored);
      const fresh = chatSessionId();
      expect(fresh).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(localStorage.getItem(SESSION_KEY)).toBe(fresh);
    });
  }

  it('lasts as long as the page when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(chatSessionId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('reply links', () => {
  it('turns site paths and https URLs into links and leaves everything else as text', () => {
    expect(replyParts('See /product/shea-curl-cream or https://noirelle.skin/, then /booking.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'internal', path: '/product/shea-curl-cream' },
      { kind: 'text', text: ' or ' },
      { kind: 'external', href: 'https://noirelle.skin/' },
      { kind: 'text', text: ', then ' },
      { kind: 'internal', path: '/booking' },
      { kind: 'text', text: '.' },
    ]);
    expect(replyParts('<img src=x onerror=alert(1)> and javascript:alert(1)')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)> and javascript:alert(1)' }]);
    expect(replyParts('Mon 10:00–19:00, 9/10 clients')).toEqual([{ kind: 'text', text: 'Mon 10:00–19:00, 9/10 clients' }]);
  });

  it('shows a page the reply names as a link reading its name, never its path', () => {
    expect(replyParts('May I suggest our [Shea Curl Cream, $48](/product/shea-curl-cream). Or ask at [our contact page](/contact).')).toEqual([
      { kind: 'text', text: 'May I suggest our ' },
      { kind: 'internal', path: '/product/shea-curl-cream', name: 'Shea Curl Cream, $48' },
      { kind: 'text', text: '. Or ask at ' },
      { kind: 'internal', path: '/contact', name: 'our contact page' },
      { kind: 'text', text: '.' },
    ]);
    // Only the site's own paths: a named link elsewhere stays text.
    expect(replyParts('[a prize](javascript:alert(1))')).toEqual([{ kind: 'text', text: '[a prize](javascript:alert(1))' }]);
  });
});

describe('withHistory', () => {
  const message = (id: string, role: ChatMessage['role'], content: string): ChatMessage => ({ id, role, content });
  it('keeps what was said on this visit after a history that arrived late (it replaced it before)', () => {
    const history = [message('1', 'user', 'Hours in Atlanta?'), message('2', 'assistant', 'Atlanta opens at 9.')];
    const thisVisit = [message('local-1', 'user', 'Hello?'), message('local-2', 'assistant', 'I apologize, but I encountered an error. Please try again later.')];
    expect(withHistory(history, thisVisit).map((m) => m.content)).toEqual(['Hours in Atlanta?', 'Atlanta opens at 9.', 'Hello?', 'I apologize, but I encountered an error. Please try again later.']);
  });
  it('shows once a message of this visit that the history already holds', () => {
    const history = [message('1', 'user', 'Hello?'), message('2', 'assistant', 'Welcome.')];
    const thisVisit = [message('local-1', 'user', 'Hello?'), message('local-2', 'assistant', 'Welcome.')];
    expect(withHistory(history, thisVisit)).toEqual(thisVisit);
  });
  it('keeps an older message that reads the same as one of this visit', () => {
    const history = [message('1', 'user', 'Hello?'), message('2', 'assistant', 'Welcome.'), message('3', 'user', 'Hours in Atlanta?')];
    const thisVisit = [message('local-1', 'user', 'Hello?')];
    expect(withHistory(history, thisVisit).map((m) => m.content)).toEqual(['Hello?', 'Welcome.', 'Hours in Atlanta?', 'Hello?']);
  });
  it('shows once the start of this visit that the history ends with, before its reply was stored', () => {
    const history = [message('1', 'user', 'Hours in Atlanta?'), message('2', 'assistant', 'Atlanta opens at 9.'), message('3', 'user', 'Hello?')];
    const thisVisit = [message('local-1', 'user', 'Hello?'), message('local-2', 'assistant', 'Welcome.')];
    expect(withHistory(history, thisVisit).map((m) => m.content)).toEqual(['Hours in Atlanta?', 'Atlanta opens at 9.', 'Hello?', 'Welcome.']);
  });
});
