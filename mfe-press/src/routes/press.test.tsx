import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { articles } from '../data/articles';
import { tagPath } from '../lib/tags';
import PressRoutes from '../routes';
import { NO_MATCH_TEXT } from '../islands/article-list';

const shownTitles = async () => (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);

describe('/press', () => {
  it('filters by one tag at a time, with links: sorted tags, All clears, the active tag stays on', async () => {
    const user = userEvent.setup();
    await renderRoutesAt(PressRoutes, '/press');
    const bar = await screen.findByRole('group', { name: 'Filter articles by tag' });
    const chips = within(bar).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Community', 'Digital Assets', 'Domains', 'Inclusivity', 'Industry', 'Investment', 'Locations', 'Luxury', 'Makeup', 'Skin']);
    expect(chips.map((chip) => chip.getAttribute('href'))).toEqual(['/press', ...chips.slice(1).map((chip) => tagPath(chip.textContent!))]);
    expect(within(bar).queryByRole('button')).not.toBeInTheDocument();
    const current = () => within(bar).getAllByRole('link', { current: 'page' }).map((chip) => chip.textContent);
    expect(current()).toEqual(['All']);
    expect(await shownTitles()).toHaveLength(4);

    await user.click(within(bar).getByRole('link', { name: 'Luxury' }));
    expect(current()).toEqual(['Luxury']);
    expect(await shownTitles()).toEqual(['Celebrating Our Global Noirelle Beauty Family', 'The Lip Gloss Economy']);
    await user.click(within(bar).getByRole('link', { name: 'Luxury' }));
    expect(current()).toEqual(['Luxury']);
    expect(await shownTitles()).toHaveLength(2);
    await user.click(within(bar).getByRole('link', { name: 'All' }));
    expect(await shownTitles()).toHaveLength(4);
    expect(current()).toEqual(['All']);
  });

  it('marks the tag of the address, and All for an emptied one', async () => {
    const { unmount } = await renderRoutesAt(PressRoutes, '/press?tag=Digital%20Assets');
    const bar = await screen.findByRole('group', { name: 'Filter articles by tag' });
    expect(within(bar).getByRole('link', { name: 'Digital Assets' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    unmount();
    await renderRoutesAt(PressRoutes, '/press?tag=');
    expect(within(await screen.findByRole('group', { name: 'Filter articles by tag' })).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(await shownTitles()).toHaveLength(4);
  });

  it('reads the tag from the address, and says so when nothing matches', async () => {
    await renderRoutesAt(PressRoutes, '/press?tag=Digital%20Assets');
    expect(await shownTitles()).toEqual(['Four Beauty Domains, One Digital Asset Package']);
  });

  it('shows the empty state of the spec for a tag no article has', async () => {
    await renderRoutesAt(PressRoutes, '/press?tag=Astrology');
    expect(await screen.findByText(NO_MATCH_TEXT)).toBeInTheDocument();
    expect(screen.getByText('No articles found with the selected tag. Please try another filter.')).toBeInTheDocument();
  });

  it('cards show up to three tags, the date, the reading time and the intro', async () => {
    await renderRoutesAt(PressRoutes, '/press');
    const card = (await screen.findByRole('link', { name: 'The Lip Gloss Economy' })).closest('article')!;
    expect(within(card).getByRole('list', { name: 'Tags' }).children.length).toBeLessThanOrEqual(3);
    expect(within(card).getByText('February 26, 2025')).toHaveAttribute('dateTime', '2025-02-26');
    expect(within(card).getByText('7 min read')).toBeInTheDocument();
    expect(within(card).getByText(articles[2]!.intro_paragraph)).toHaveClass('line-clamp-3');
    expect(screen.getByRole('link', { name: 'Inquire Now' })).toHaveAttribute('href', '/inquire');
  });
});

