import { describe, expect, it } from 'vitest';
import { askedClaim, states } from './claims.ts';

describe('askedClaim', () => {
  it.each([
    ['Is the Couture Velvet Lipstick vegan?', 'is vegan'],
    ['is it cruelty free', 'is cruelty-free'],
    ['Do you test on animals?', 'is cruelty-free'],
    ['are the shadows talc-free?', 'is free of talc'],
    ['Is the serum free of parabens?', 'is free of parabens'],
    ['does the foundation contain alcohol?', 'contains alcohol'],
    ['is there any fragrance in the cleanser', 'contains fragrance'],
    ['Are there parabens or silicones in Second Skin?', 'contains parabens'],
    ['Is the night cream halal?', 'is halal'],
    ['will it clog my pores', 'is non-comedogenic'],
    ['is the sunscreen reef safe', 'is reef-safe'],
  ])('reads “%s” as asking whether it %s', (question, predicate) => {
    expect(askedClaim(question)?.predicate).toBe(predicate);
  });

  it.each(['Is the consultation free of charge?', 'Feel free to tell me more', 'I only have Sunday free before my train', 'How much is the lipstick?', 'Does the price contain the tax?', 'can it contain my frizz', 'is there parking in the area', 'is there a salon in Paris'])('finds no claim in “%s”', (question) => {
    expect(askedClaim(question)).toBeNull();
  });
});

describe('states', () => {
  it('finds a claim in a sentence that holds its words, whole or as the start of a compound', () => {
    expect(states('Fragrance-free and comfortable on sensitive skin', askedClaim('is it fragrance free?')!)).toBe(true);
    expect(states('There is no hydroquinone, no mercury and no bleaching agent of any kind.', askedClaim('does it contain hydroquinone?')!)).toBe(true);
    expect(states('A soft-matte lipstick in shades built for deep lips.', askedClaim('is it vegan?')!)).toBe(false);
  });
});
