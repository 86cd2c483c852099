import { describe, expect, it } from 'vitest';
import { DECLINE_AT, guard, REFER_AT } from './guard.ts';
import { reading } from './testing/readings.ts';

describe('guard', () => {
  it('refers a worry about health even when the model thinks an answer likelier', () => {
    expect(guard(reading('a worry', { kind: { answer: 1 - REFER_AT, referral: REFER_AT } }))).toBe('referral');
  });

  it('counts a reaction and any other worry together, and says which it is', () => {
    expect(guard(reading('a reaction', { kind: { answer: 0.6, reaction: REFER_AT * 0.6, referral: REFER_AT * 0.4 } }))).toBe('reaction');
    expect(guard(reading('a worry', { kind: { answer: 0.6, reaction: REFER_AT * 0.4, referral: REFER_AT * 0.6 } }))).toBe('referral');
  });

  it('declines only when the model is sure enough, and a worry comes before a decline', () => {
    expect(guard(reading('off topic', { kind: { decline: DECLINE_AT, answer: 1 - DECLINE_AT } }))).toBe('decline');
    expect(guard(reading('unsure', { kind: { decline: DECLINE_AT - 0.01, answer: 1 - DECLINE_AT + 0.01 } }))).toBeNull();
    expect(guard(reading('both', { kind: { decline: 0.6, referral: REFER_AT } }))).toBe('referral');
  });

  it('lets an answer through', () => {
    expect(guard(reading('a price', { kind: { answer: 0.9, decline: 0.05, referral: 0.05 } }))).toBeNull();
  });
});
