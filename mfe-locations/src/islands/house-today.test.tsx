import { act, screen } from '@testing-library/react';
import { hydrateIsland, Island } from 'shared';
import { firstViewHtml } from 'shared/first-view';
import { afterEach, expect, it, vi } from 'vitest';
import { locations } from '../data/locations';
import houseToday from './house-today';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

it('adopts the hours its HTML was written with, then shows the house’s own time now', async () => {
  const paris = locations.find((location) => location.slug === 'paris-france')!;
  // Written on a Monday at 13:00 in Paris: open.
  const props = { hours: paris.hours, timezone: paris.timezone, writtenAt: '2026-03-02T12:00:00Z' };
  document.body.innerHTML = firstViewHtml('/local/paris-france', <Island load="visible" of={houseToday} props={props} />);
  expect(document.body).toHaveTextContent('Open now');

  // Opened that night, past midnight in Paris: closed.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T23:30:00Z'));
  const warn = vi.spyOn(console, 'warn');
  await act(async () => hydrateIsland(document.querySelector<HTMLElement>('[data-island-name]')!, houseToday, props));
  expect(screen.getByText('Closed')).toBeInTheDocument();
  // The HTML was adopted as it was written, not rendered afresh.
  expect(warn).not.toHaveBeenCalled();
});
