import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { FAQ_STAGGER_SECONDS } from 'shared';
import { renderRoutesAt } from 'shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beautyFaqs, chatFaqs, type Faq } from '../data/faqs';
import AdvisorRoutes from '../routes';
import { FaqAccordion } from './FaqAccordion';

// /chat's chat reads its history as it starts: an empty one, from no backend.
vi.mock('../lib/backend', () => ({ backend: () => ({ functions: { invoke: () => Promise.resolve({ data: { messages: [] }, error: null }) } }) }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the /chat FAQs', () => {
  const accordions: [string, readonly Faq[]][] = [
    ['Frequently asked questions', chatFaqs],
    ['Beauty Questions', beautyFaqs],
  ];

  it('are two native exclusive accordions: one <details> group each, all closed, each question a heading', async () => {
    await renderRoutesAt(AdvisorRoutes, '/chat');
    const groupNames = accordions.map(([title, faqs]) => {
      const region = within(screen.getByRole('region', { name: title }));
      const items = region.getAllByRole('group');
      expect(items).toHaveLength(faqs.length);
      expect(region.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(faqs.map((faq) => faq.question));
      items.forEach((item, index) => {
        expect(item.tagName).toBe('DETAILS');
        expect(item).not.toHaveAttribute('open');
        expect(item.querySelector(':scope > summary')).toHaveTextContent(faqs[index]!.question);
        expect(item).toHaveTextContent(faqs[index]!.answer);
      });
      const names = new Set(items.map((item) => item.getAttribute('name')));
      expect(names.size).toBe(1);
      return [...names][0];
    });
    expect(groupNames[0]).toBeTruthy();
    expect(groupNames[0]).not.toBe(groupNames[1]);
    expect(chatFaqs).toHaveLength(8);
    expect(beautyFaqs).toHaveLength(6);
  });

  it('stagger their entrance by 0.1 s per question', async () => {
    await renderRoutesAt(AdvisorRoutes, '/chat');
    const items = within(screen.getByRole('region', { name: 'Frequently asked questions' })).getAllByRole('group');
    expect(FAQ_STAGGER_SECONDS).toBe(0.1);
    items.forEach((item, index) => expect(Number.parseFloat(item.parentElement!.style.getPropertyValue('--nl-fade-delay'))).toBeCloseTo(index * FAQ_STAGGER_SECONDS));
  });
});

it('opens and closes an answer from its HTML alone, with nothing hydrated', async () => {
  document.body.innerHTML = renderToString(<FaqAccordion name="faq" faqs={chatFaqs} />);
  const [first] = screen.getAllByRole('group');
  const question = within(first!).getByRole('heading', { name: chatFaqs[0]!.question });
  await userEvent.click(question);
  expect(first).toHaveAttribute('open');
  await userEvent.click(question);
  expect(first).not.toHaveAttribute('open');
});
