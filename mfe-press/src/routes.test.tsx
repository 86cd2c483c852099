import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared';
import { describeRouteContract, renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { LOADING_TEXT } from './routes/press.$slug.pending';
import PressRoutes from './routes';

// First in the file: a route's chunk loads once per page (shared/src/route-module.tsx), and every later test finds it here.
describe('an article opened first', () => {
  it('says it is loading, then shows the article with its parts', async () => {
    // Until the route's chunk is here the page is its loading message (rendered in one pass, as on a server).
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



// Every route module here renders a page: what the build publishes and the shell's server composes.
describeRouteContract('press', PressRoutes, { slug: 'the-lip-gloss-economy' });
