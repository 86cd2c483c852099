import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildKnowledge } from '../../../scripts/knowledge-source.ts';
import { advise } from './engine.ts';
import type { Knowledge } from './knowledge.ts';
import committed from './knowledge.generated.json' with { type: 'json' };

const knowledge = committed as Knowledge;

describe('the advisor’s knowledge', () => {
  it('is what the site’s data modules say today (run npm run knowledge -w backend when this fails)', () => {
    expect(JSON.parse(readFileSync(new URL('./knowledge.generated.json', import.meta.url), 'utf8'))).toEqual(JSON.parse(JSON.stringify(buildKnowledge())));
  });

  it('covers the whole catalogue, the services, the experiences and the nine houses', () => {
    expect(knowledge.products).toHaveLength(15);
    expect(knowledge.services).toHaveLength(4);
    expect(knowledge.experiences.map((experience) => experience.price)).toEqual([450, 550, 375, 1200]);
    expect(knowledge.locations).toHaveLength(9);
  });
});

describe('the built-in advisor', () => {
  it('greets and says what it can do', () => {
    expect(advise(knowledge, 'Hi')).toMatch(/^Hello, I am Amara, the Noirelle beauty advisor/);
  });

  it('answers each question of the /chat page with the page’s own answer, also when it is asked in other words', () => {
    expect(knowledge.faqs).toHaveLength(14);
    for (const faq of knowledge.faqs) expect(advise(knowledge, faq.question)).toBe(faq.answer);
    const auction = knowledge.faqs.find((faq) => faq.question === 'Is there an auction?')!;
    expect(advise(knowledge, 'is there going to be an auction')).toBe(auction.answer);
    const washing = knowledge.faqs.find((faq) => faq.question.startsWith('How often should I wash'))!;
    expect(advise(knowledge, 'How often do you wash textured hair?')).toBe(washing.answer);
  });

  it('does not take a question that only brushes past an FAQ for it', () => {
    const answers = new Set(knowledge.faqs.map((faq) => faq.answer));
    for (const question of ['How do I buy the domains?', 'What helps with dark spots?', 'Where is your London house?']) expect(answers.has(advise(knowledge, question))).toBe(false);
  });

  it('explains how to acquire the four domains: one package, no auction, /inquire', () => {
    const answer = advise(knowledge, 'How do I buy the domains?');
    for (const domain of ['noirelle.beauty', 'noirelle.skin', 'noirelle.hair', 'noirelle.makeup']) expect(answer).toContain(domain);
    expect(answer).toContain('not sold individually');
    expect(answer).toContain('no auction');
    expect(answer).toContain('/inquire');
    expect(answer).toContain('not a newsletter');
  });

  it('gives a city’s address and opening hours, with its page', () => {
    const answer = advise(knowledge, 'When are you open in Paris?');
    const paris = knowledge.locations.find((location) => location.slug === 'paris-france')!;
    expect(answer).toContain(paris.address);
    expect(answer).toContain(`Mon ${paris.hours.monday!.replace('-', '–')}`);
    expect(answer).toContain('/local/paris-france');
    expect(advise(knowledge, 'Do you have a salon in NYC?')).toContain('/local/new-york-ny');
  });

  it('lists the bookable experiences with prices and the booking page', () => {
    const answer = advise(knowledge, 'I want to book an appointment');
    expect(answer).toContain('/booking');
    expect(answer).toContain('Total Transformation: 4 hours, $1,200');
  });

  it('recommends concrete products for a concern, with their prices and links', () => {
    const answer = advise(knowledge, 'What helps with dark spots on my skin?');
    const recommended = knowledge.products.filter((product) => answer.includes(product.path));
    expect(recommended.length).toBeGreaterThanOrEqual(1);
    for (const product of recommended) expect(answer).toContain(`$${product.price}`);
  });

  it('answers the price of a product by name, and of “it” from the conversation', () => {
    const product = knowledge.products[0]!;
    expect(advise(knowledge, `How much is ${product.name}?`)).toContain(`${product.name} is $${product.price.toLocaleString('en-US')}`);
    const history = [
      { role: 'user' as const, content: 'Tell me about it' },
      { role: 'assistant' as const, content: `${product.name} is lovely.` },
    ];
    expect(advise(knowledge, 'How much does it cost?', history)).toContain(`$${product.price.toLocaleString('en-US')}`);
  });

  it('says plainly when it does not know, and where to ask', () => {
    const answer = advise(knowledge, 'What is the airspeed velocity of an unladen swallow?');
    expect(answer).toMatch(/^I am not sure about that/);
    expect(answer).toContain('/contact');
  });
});
