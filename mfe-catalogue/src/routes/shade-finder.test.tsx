import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSearch, renderRoutesAt } from 'shared/testing';
import { describe, expect, it, vi } from 'vitest';
import CatalogueRoutes from '../routes';
import finder from './shade-finder';
import { routeContextFor } from 'shared';

describe('/shade-finder', () => {
  it('asks depth, sun and undertone, and answers with a shade and one either side, each linking to the foundation with it chosen', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderRoutesAt(CatalogueRoutes, '/shade-finder');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shade Finder' })).toBeInTheDocument();
    const depth = screen.getByRole('group', { name: '1. Which of these is nearest your skin?' });
    expect(within(depth).getAllByRole('radio')).toHaveLength(10);
    await user.click(within(depth).getByRole('radio', { name: '8 · Rich Deep' }));
    await user.click(screen.getByRole('radio', { name: 'Tans, rarely burns' }));
    await user.click(screen.getByRole('radio', { name: 'Silver' }));
    await user.click(screen.getByRole('radio', { name: 'Blue or purple' }));
    await user.click(screen.getByRole('button', { name: 'See my shades' }));
    expect(currentSearch()).toBe('?depth=8&sun=tans&jewellery=silver&veins=blue-purple');
    const result = screen.getByRole('region', { name: 'Your shade' });
    expect(within(result).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['8B Rich Deep Blue-Black', '7B Deep Blue-Black', '9B Very Deep Blue-Black']);
    expect(within(result).getByRole('link', { name: 'Choose 8B in Second Skin Foundation' })).toHaveAttribute('href', '/product/second-skin-foundation?shade=8b');
    expect(within(result).getByRole('link', { name: 'Book the Signature Complexion Session' })).toHaveAttribute('href', '/product/signature-complexion-session');
    // Nothing is sent anywhere: the answers are the address.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the result an address holds, both shades when between two, and says when the undertone is not known', async () => {
    await renderRoutesAt(CatalogueRoutes, '/shade-finder?depth=7&between=on&sun=never-burns');
    const result = await screen.findByRole('region', { name: 'Your two shades' });
    expect(within(result).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['8N Rich Deep Neutral', '7N Deep Neutral', '6N Tan Neutral', '9N Very Deep Neutral']);
    expect(result).toHaveTextContent('did not point to one undertone');
    // The answers are the fields' own, to change.
    expect(screen.getByRole('radio', { name: '7 · Deep' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I am between this tone and the next deeper one' })).toBeChecked();
  });

  it('describes the page with the foundation’s shades as offers, each at its own address', () => {
    const head = finder.head(undefined, routeContextFor('en'));
    expect(head.canonicalPath).toBe('/shade-finder');
    const page = head.jsonLd?.find((block) => (block as { '@type': string })['@type'] === 'WebPage') as unknown as { about: { offers: { url: string }[] } };
    expect(page.about.offers).toHaveLength(40);
    expect(page.about.offers[0]!.url).toMatch(/\/product\/second-skin-foundation\?shade=1n$/);
  });
});
