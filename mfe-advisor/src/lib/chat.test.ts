import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatSessionId, headlinePhrases, isPictureSource, itemLines, orderHistory, replyBlocks, replyParts, SESSION_KEY, withHistory, type ChatMessage } from './chat';

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

describe('an item the reply recommends, with its picture', () => {
  const lipstickPicture = '![A deep rose lipstick rising from a gold case](https://catalogue.noirelle.beauty/assets/packshot-lipstick-400-BtSkSu3g.webp){width=400 height=500}';
  const lipstick = { kind: 'item', path: '/product/couture-velvet-lipstick', name: 'Couture Velvet Lipstick, $75', picture: { src: 'https://catalogue.noirelle.beauty/assets/packshot-lipstick-400-BtSkSu3g.webp', width: 400, height: 500 } };

  it('reads a picture just before an item’s link as the item with its picture', () => {
    expect(replyParts(`May I suggest our ${lipstickPicture}[Couture Velvet Lipstick, $75](/product/couture-velvet-lipstick). A velvet matte.`)).toEqual([
      { kind: 'text', text: 'May I suggest our ' },
      lipstick,
      { kind: 'text', text: '. A velvet matte.' },
    ]);
  });

  it('shows its card after the sentence that recommends it, the sentence naming it in text', () => {
    expect(replyBlocks(`May I suggest our ${lipstickPicture}[Couture Velvet Lipstick, $75](/product/couture-velvet-lipstick). A velvet matte, 3.5 g. More in our [frequently asked questions](/chat).`)).toEqual([
      { kind: 'text', parts: [{ kind: 'text', text: 'May I suggest our ' }, lipstick, { kind: 'text', text: '.' }] },
      { kind: 'cards', items: [lipstick] },
      { kind: 'text', parts: [{ kind: 'text', text: 'A velvet matte, 3.5 g. More in our ' }, { kind: 'internal', path: '/chat', name: 'frequently asked questions' }, { kind: 'text', text: '.' }] },
    ]);
  });

  it('shows a card for each item set side by side, together after the sentence', () => {
    const palette = { kind: 'item', path: '/product/celestial-eye-palette', name: 'Celestial Eye Palette, $95', picture: { src: 'http://localhost:5174/assets/packshot-palette-400-6waEVQa3.webp', width: 400, height: 500 } };
    const blocks = replyBlocks(`Side by side: ${lipstickPicture}[Couture Velvet Lipstick, $75](/product/couture-velvet-lipstick) and ![An open palette](http://localhost:5174/assets/packshot-palette-400-6waEVQa3.webp){width=400 height=500}[Celestial Eye Palette, $95](/product/celestial-eye-palette).`);
    expect(blocks).toEqual([
      { kind: 'text', parts: [{ kind: 'text', text: 'Side by side: ' }, lipstick, { kind: 'text', text: ' and ' }, palette, { kind: 'text', text: '.' }] },
      { kind: 'cards', items: [lipstick, palette] },
    ]);
  });

  it('shows no card without a picture, and a reply without items as before', () => {
    const reply = 'May I suggest our [Shea Curl Cream, $48](/product/shea-curl-cream). Or call us.';
    expect(replyBlocks(reply)).toEqual([{ kind: 'text', parts: replyParts(reply) }]);
  });

  it('loads a picture only from an https address or the visitor’s own machine; another keeps the item a plain link, and its picture is dropped', () => {
    expect(['https://catalogue.noirelle.beauty/a.webp', 'http://localhost:5174/assets/a.webp', 'http://127.0.0.1:5174/a.webp', 'http://[::1]:5174/a.webp'].map(isPictureSource)).toEqual([true, true, true, true]);
    expect(['http://tracker.example/pixel.gif', 'http://localhost.tracker.example/a.webp', 'data:image/svg+xml,<svg/>', 'javascript:alert(1)', 'https://', 'nonsense'].map(isPictureSource)).toEqual([false, false, false, false, false, false]);
    expect(replyParts('Our ![x](http://tracker.example/pixel.gif){width=1 height=1}[Couture Velvet Lipstick, $75](/product/couture-velvet-lipstick).')).toEqual([
      { kind: 'text', text: 'Our ' },
      { kind: 'internal', path: '/product/couture-velvet-lipstick', name: 'Couture Velvet Lipstick, $75' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never reads HTML, a script address or a picture without its size as a picture', () => {
    for (const reply of ['![x](javascript:alert(1)){width=4 height=5}[Lipstick](/product/x)', '<img src=x onerror=alert(1)>[Lipstick](/product/x)', '![x](https://a.example/p.webp)[Lipstick](/product/x)', '![x](https://a.example/p.webp){width=4 height=5}[Lipstick](https://a.example/)']) {
      expect(replyParts(reply).filter((part) => part.kind === 'item')).toEqual([]);
    }
  });

  it('shows the name on its card, then the price and a service’s length', () => {
    expect(itemLines('Signature Complexion Session, $350, 2 hours')).toEqual({ title: 'Signature Complexion Session', details: '$350, 2 hours' });
    expect(itemLines('Bespoke Beauty Experience, $1,200')).toEqual({ title: 'Bespoke Beauty Experience', details: '$1,200' });
    expect(itemLines('Noirelle Atlanta')).toEqual({ title: 'Noirelle Atlanta', details: '' });
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
