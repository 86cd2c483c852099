import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { untilInteraction } from './when-needed';

it('untilInteraction resolves at the first key press, not before, and never once aborted', async () => {
  let resolved = false;
  let abandoned = false;
  const abort = new AbortController();
  void untilInteraction().then(() => (resolved = true));
  void untilInteraction(abort.signal).then(() => (abandoned = true));
  abort.abort();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(resolved).toBe(false);
  await userEvent.keyboard('{Tab}');
  await vi.waitFor(() => expect(resolved).toBe(true));
  expect(abandoned).toBe(false);
});
