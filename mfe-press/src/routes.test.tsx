import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared';
import { currentPath, describeRouteContract, renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { articles } from './data/articles';
import { LOADING_TEXT } from './pages/ArticlePage';
import { tagPath } from './lib/tags';
import { NO_MATCH_TEXT } from './pages/PressListPage';
import PressRoutes from './routes';

// First in the file: the articles load once per page (shared/src/later.tsx), and every later test finds them here.
describe('an article opened first', () => {
  it('says it is loading, then shows the article with its parts', async () => {
    // Until the articles are here the page is its loading message (rendered in one pass, as on a server).
    const loading = renderToString(
      <MemoryRouter initialEntries={['/press/four-beauty-domains-one-digital-asset-package']}>
        <PressRoutes />
      </MemoryRouter>,
    );
    expect(loading).toMatch(/<p role="status"[^>]*>Loading article...<\/p>/);
    expect(LOADING_TEXT).toBe('Loading article...');
    await renderRoutesAt(PressRoutes, '/press/four-beauty-domains-one-digital-asset-package');
    expect(await screen.findByRole('heading', { level: 1, name: 'Four Beauty Domains, One Digital Asset Package' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getAllByRole('listitem').map((item) => item.textContent?.replace('›', ''))).toEqual(['Home', 'Press', 'Four Beauty Domains, One Digital Asset Package']);
    expect(screen.getByRole('link', { name: 'Digital Assets' })).toHaveAttribute('href', '/press?tag=Digital+Assets');
    expect(screen.getByRole('heading', { name: 'Key takeaway' })).toBeInTheDocument();
    expect(screen.getByText('11.1%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Featured domains' })).getByRole('link', { name: 'Inquire Now' })).toHaveAttribute('href', '/inquire');
    expect(screen.getByRole('link', { name: /Back to Press/ })).toHaveAttribute('href', '/press');
    const related = within(screen.getByRole('region', { name: 'Related articles' }));
    const relatedTitles = related.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(relatedTitles).not.toContain('Four Beauty Domains, One Digital Asset Package');
    expect(relatedTitles.length).toBeGreaterThan(0);
  });
});

describeRouteContract('press', PressRoutes, { slug: 'the-lip-gloss-economy' });

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

describe('/press/{slug}', () => {
  it('renders section links as links inside the site', async () => {
    await renderRoutesAt(PressRoutes, '/press/celebrating-our-global-noirelle-beauty-family');
    await screen.findByRole('heading', { level: 1 });
    const paris = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/local/paris-france');
    expect(paris).toBeDefined();
    const user = userEvent.setup();
    await act(() => user.click(paris!));
    expect(currentPath()).toBe('/local/paris-france');
  });

  it('leaves an unknown slug for /press, replacing the entry', async () => {
    await renderRoutesAt(PressRoutes, '/press/no-such-article');
    await waitFor(() => expect(currentPath()).toBe('/press'));
  });
});

describe('legal pages', () => {
  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('%s has its contents linked to its sections, dated March 24, 2025', async (path, title) => {
    await renderRoutesAt(PressRoutes, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Last updated March 24, 2025')).toBeInTheDocument();
    const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(contents.length).toBeGreaterThanOrEqual(10);
    for (const link of contents) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveRole('region');
    }
  });
});
