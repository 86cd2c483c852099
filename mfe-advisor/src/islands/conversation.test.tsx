import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared';
import { beforeEach, expect, it, vi } from 'vitest';
import { hydrateAfter, typeUnseenByReact } from '../testing/first-view';
import conversation from './conversation';

const { Component: Conversation } = conversation;

const invoke = vi.hoisted(() => vi.fn());
vi.mock('../lib/backend', () => ({ backend: () => ({ functions: { invoke } }) }));

let answer: (reply: string) => void;
beforeEach(() => {
  invoke.mockReset();
  invoke.mockImplementation((name: string) =>
    name === 'advisor-chat'
      ? new Promise((resolve) => (answer = (reply) => resolve({ data: { reply }, error: null })))
      : Promise.resolve({ data: { messages: [] }, error: null }),
  );
});

const page = (
  <MemoryRouter>
    <Conversation />
  </MemoryRouter>
);
const question = (container: HTMLElement) => within(container).getByLabelText('Your question for Amara');
const sent = () => invoke.mock.calls.filter(([name]) => name === 'advisor-chat').map(([, options]) => (options as { body: { message: string } }).body.message);

it('sends a question typed before the app took over, appends it and clears the field, disabled while it waits', async () => {
  const user = userEvent.setup();
  hydrateAfter(page, (container) => typeUnseenByReact(question(container), '  Which serum fades dark spots?  '));
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(sent()).toEqual(['Which serum fades dark spots?']);
  const log = screen.getByRole('log', { name: 'Conversation with Amara' });
  expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('Which serum fades dark spots?');
  expect(question(document.body)).toHaveValue('');
  expect(question(document.body)).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

  answer('Try our vitamin C serum.');
  expect(await within(log).findByText('Try our vitamin C serum.')).toBeInTheDocument();
  expect(question(document.body)).toBeEnabled();
  expect(question(document.body)).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});

it('ignores a blank message and leaves it in the field', async () => {
  const user = userEvent.setup();
  hydrateAfter(page, (container) => typeUnseenByReact(question(container), '   '));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(sent()).toEqual([]);
  expect(within(screen.getByRole('log')).getAllByRole('listitem')).toHaveLength(1);
  expect(question(document.body)).toHaveValue('   ');
});

it('sends what is typed once the app runs, one question after another', async () => {
  const user = userEvent.setup();
  hydrateAfter(page, () => undefined);
  await user.type(question(document.body), 'Hello{Enter}');
  await vi.waitFor(() => expect(sent()).toEqual(['Hello']));
  answer('Hello, how can I help?');
  await screen.findByText('Hello, how can I help?');
  await user.type(question(document.body), 'Do you open on Sundays?{Enter}');
  expect(sent()).toEqual(['Hello', 'Do you open on Sundays?']);
});

it('shows an item the reply recommends as a card after its sentence: one link that reads its name and price once, its picture lazy and sized', async () => {
  const user = userEvent.setup();
  hydrateAfter(page, () => undefined);
  await user.type(question(document.body), 'A red lipstick?{Enter}');
  answer('May I suggest our ![A deep rose lipstick](https://catalogue.noirelle.beauty/assets/lipstick-400.webp){width=400 height=500}[Couture Velvet Lipstick, $75](/product/couture-velvet-lipstick). A velvet matte.');
  const log = screen.getByRole('log', { name: 'Conversation with Amara' });
  const card = await within(log).findByRole('link', { name: 'Couture Velvet Lipstick $75' });
  expect(card).toHaveAttribute('href', '/product/couture-velvet-lipstick');
  expect(within(log).getAllByRole('link')).toEqual([card]);
  const picture = card.querySelector('img')!;
  expect(picture).toHaveAttribute('src', 'https://catalogue.noirelle.beauty/assets/lipstick-400.webp');
  expect(picture).toHaveAttribute('alt', '');
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['400', '500']);
  const reply = card.closest('[data-role="assistant"]')!;
  expect(reply.textContent).toBe('AmaraMay I suggest our Couture Velvet Lipstick, $75.Couture Velvet Lipstick $75A velvet matte.');
});
