import { describe, expect, it } from 'vitest';
import { autoReplyEmail, enquiryEmail, singleLine } from './contact';
import { gatewayClientAddress } from './deno-runtime';
import { isBasicEmail } from './validation';

const input = { name: 'Ada\r\nBcc: everyone@evil.example', email: 'ada@example.com', subject: 'Hello\nX-Injected: 1', message: 'Hi', interest: 'general' as const };

describe('hostile input to the functions', () => {
  it('never puts a line break of the visitor’s into an email Subject', () => {
    for (const email of [autoReplyEmail(input), enquiryEmail(input)]) expect(email.Subject).not.toMatch(/[\r\n]/);
    expect(autoReplyEmail(input).Subject).toBe('We received your message, Ada Bcc: everyone@evil.example');
    expect(singleLine('a\u2028b\u0000c')).toBe('a b c');
  });

  it('checks an email in linear time: a crafted megabyte is refused at once', () => {
    // A trailing space forces a backtracking pattern to try every dot: quadratic in the length.
    const crafted = `a@${'a.'.repeat(500_000)} `;
    const started = performance.now();
    expect(isBasicEmail(crafted)).toBe(false);
    expect(isBasicEmail(`${'a'.repeat(200)}@${'.a'.repeat(20)}\u0020`)).toBe(false);
    // The backtracking pattern it replaced took seconds on a tenth of this.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(isBasicEmail('ada@example.com')).toBe(true);
    for (const bad of ['ada@example', 'a b@example.com', 'ada@@example.com', '@example.com', 'ada@.com', '["ada@example.com"]']) expect(isBasicEmail(bad), bad).toBe(false);
  });

  it('takes the caller from the entry the gateway appended, not from what the client wrote first', () => {
    expect(gatewayClientAddress('192.0.2.1, 203.0.113.5', 1)).toBe('203.0.113.5');
    expect(gatewayClientAddress('192.0.2.1, 203.0.113.5, 10.0.0.2', 2)).toBe('203.0.113.5');
    expect(gatewayClientAddress('203.0.113.5', 3)).toBe('203.0.113.5');
    expect(gatewayClientAddress(null, 1)).toBe('unknown');
  });
});
