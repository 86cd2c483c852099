import { describe, expect, it } from 'vitest';
import { askedClaim, askedTerms, states, statesTerms } from './claims.ts';

describe('askedClaim', () => {
  it.each([
    ['Would you call Couture Velvet Lipstick vegan?', 'is vegan'],
    ['is it cruelty free', 'is cruelty-free'],
    ['Do you test on animals?', 'is cruelty-free'],
    ['are the shadows talc-free?', 'is free of talc'],
    ['Is the serum free of parabens?', 'is free of parabens'],
    ['does the foundation contain alcohol?', 'contains alcohol'],
    ['is there any fragrance in the cleanser', 'contains fragrance'],
    ['Are there any parabens or silicones in your Second Skin?', 'contains parabens'],
    ['Is the night cream halal?', 'is halal'],
    ['will it clog my pores', 'is non-comedogenic'],
    ['is the sunscreen reef safe', 'is reef-safe'],
    ['What SPF is in the tinted powder?', 'has an SPF'],
    ['does the foundation have sun protection', 'has an SPF'],
    ['is there any SPF in the lip balm?', 'has an SPF'],
  ])('reads “%s” as asking whether it %s', (question, predicate) => {
    expect(askedClaim(question)?.predicate).toBe(predicate);
  });

  it.each(['Is the consultation free of charge?', 'Feel free to tell me more', 'I have just Saturday free before I fly home', 'How much is the lipstick?', 'Does the price contain the tax?', 'can it contain my frizz', 'is there parking in the area', 'is there a salon in Paris', 'Do I need SPF if I have dark skin?', 'sunscreen spf 50 for deep skin'])('finds no claim in “%s”', (question) => {
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

describe('askedTerms', () => {
  it.each([
    ['If I order the night cream, will you ship it to Accra?', 'the delivery terms'],
    ['how much is delivery to Canada', 'the delivery terms'],
    ['What is your returns policy?', 'the returns and refunds terms'],
    ['can i get my money back if the shade is wrong', 'the returns and refunds terms'],
    ['What happens if I cancel my appointment?', 'the cancellation terms'],
    ['Is a deposit needed to book the Immersion?', 'whether a deposit is taken'],
    ['Could I split the cost into instalments?', 'the payment options'],
    ['Are gift vouchers something you offer?', 'gift cards'],
    ['any promo codes for first orders?', 'discounts'],
    ['How long does the serum last once opened?', 'the shelf life'],
    ['is the oil still good a year later once its opened', 'the shelf life'],
    ['Is the palette back in stock?', 'what is in stock'],
    ['Is the Paris house wheelchair accessible?', 'the access arrangements'],
    ['Any parking near your Atlanta house?', 'parking'],
    ['What size is the jar?', 'the size'],
    ['Does the Milan house have a lift, or only stairs?', 'the access arrangements'],
    ['will the toronto house be open over christmas?', 'the opening hours on holidays'],
    ['What are your hours on Easter Monday in London?', 'the opening hours on holidays'],
    ['can the palette come gift-wrapped with a card?', 'gift wrapping'],
    ['Is there a surcharge for very long hair?', 'surcharges'],
    ['How many employees does the brand have?', 'how many people the house employs'],
    ['Which registrar holds the four names?', 'those particulars of the domains'],
    ['Would the transfer go through an escrow agent?', 'those particulars of the domains'],
    ['when do your four domains expire?', 'those particulars of the domains'],
  ])('reads “%s” as asking %s', (question, topic) => {
    expect(askedTerms(question)?.topic).toBe(topic);
  });

  it.each(['A look for a Christmas party, please', 'the lift the lash enhancement gives', 'Can I book a lash lift at the Paris house?', 'Do you sell supplements for hair growth?', 'Does the serum deliver results fast?', 'What is near Central Park?', 'Why do clients return to the house?', 'Are the domains for sale?', 'How much is the lash lift?'])('finds no terms in “%s”', (question) => {
    expect(askedTerms(question)).toBeNull();
  });
});

describe('statesTerms', () => {
  it('finds terms in a sentence that holds one of their sets of words, not a word in passing', () => {
    expect(statesTerms('Refunds are made within 14 days of delivery.', askedTerms('can I get a refund?')!)).toBe(true);
    expect(statesTerms('It is the reason clients return.', askedTerms('what is your returns policy?')!)).toBe(false);
    expect(statesTerms('Judged on the wearer, never on a swatch card.', askedTerms('can I pay with a credit card?')!)).toBe(false);
    // A lipstick that "delivers" a feeling says nothing of delivery.
    expect(statesTerms('A good lipstick still delivers a small luxury.', askedTerms('do you deliver to Lagos?')!)).toBe(false);
    expect(statesTerms('Delivery takes three working days.', askedTerms('do you deliver to Lagos?')!)).toBe(true);
    // A ritual's "Renewal" renews no domain.
    expect(statesTerms('Scalp Renewal Ritual', askedTerms('Which registrar holds the names?')!)).toBe(false);
  });
});
