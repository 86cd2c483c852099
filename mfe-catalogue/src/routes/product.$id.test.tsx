import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installAddressChoices } from 'shared/address-choices';
import { currentPath, renderRoutesAt, shownToasts } from 'shared/testing';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { catalogueItems } from '../data/items';
import CatalogueRoutes from '../routes';
import product from './product.$id';
import { routeContextFor } from 'shared';

const english = routeContextFor('en');

describe('/product/{id}', () => {
  it('adds to cart with the exact toast and the chosen quantity, without a network call', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderRoutesAt(CatalogueRoutes, '/product/celestial-eye-palette');
    expect(await screen.findByRole('heading', { level: 1, name: 'Celestial Eye Palette' })).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(shownToasts()).toEqual([{ title: 'Celestial Eye Palette added to cart', description: 'Quantity: 3' }]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers Second Skin’s 40 shades by depth, keeps the chosen one in the address, and adds it to the cart by name', async () => {
    const user = userEvent.setup();
    // The address the boot script reads and writes (shared/src/boot/address-choices.ts), as on the composed page.
    history.replaceState(null, '', '/product/second-skin-foundation?shade=8r');
    await renderRoutesAt(CatalogueRoutes, '/product/second-skin-foundation?shade=8r');
    onTestFinished(installAddressChoices(document, location.search));
    const shades = await screen.findByRole('group', { name: 'Shade' });
    expect(within(shades).getAllByRole('radio')).toHaveLength(40);
    expect(within(within(shades).getByRole('group', { name: 'Deep, Monk 7' })).getAllByRole('radio')).toHaveLength(5);
    // The address chose it.
    expect(within(shades).getByRole('radio', { name: '8R Rich Deep Red' })).toBeChecked();
    await user.click(within(shades).getByRole('radio', { name: '9B Very Deep Blue-Black' }));
    expect(location.search).toBe('?shade=9b');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(shownToasts()).toEqual([{ title: 'Second Skin Foundation in 9B Very Deep Blue-Black added to cart', description: 'Quantity: 1' }]);
  });

  it('adds no foundation to the cart until a shade is chosen', async () => {
    const user = userEvent.setup();
    await renderRoutesAt(CatalogueRoutes, '/product/second-skin-foundation');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(shownToasts()).toEqual([]);
    // The browser's message asks for one, on the first shade.
    expect(within(screen.getByRole('group', { name: 'Shade' })).getAllByRole('radio')[0]).toBeInvalid();
    await user.click(screen.getByRole('radio', { name: '7R Deep Red' }));
    expect(within(screen.getByRole('group', { name: 'Shade' })).getAllByRole('radio')[0]).toBeValid();
  });

  it('offers every picture as a thumbnail radio, the first chosen, each with its main picture in the page (the stylesheet shows the chosen one)', async () => {
    const user = userEvent.setup();
    await renderRoutesAt(CatalogueRoutes, '/product/even-tone-concentrate');
    const thumbnails = within(await screen.findByRole('group', { name: 'More pictures' })).getAllByRole('radio', { name: /^Show picture/ });
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[0]).toBeChecked();
    const mains = screen.getAllByRole('img').filter((img) => img.getAttribute('alt')?.startsWith('Even Tone Concentrate:'));
    expect(mains).toHaveLength(3);
    // Only the first is the page's lead picture; the others load when chosen.
    expect(mains.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    await user.click(thumbnails[1]!);
    expect(thumbnails[1]).toBeChecked();
    expect(thumbnails[0]).not.toBeChecked();
  });

  it('shows a service with its duration and books it instead of adding to cart', async () => {
    const user = userEvent.setup();
    await renderRoutesAt(CatalogueRoutes, '/product/crown-restoration-ritual');
    expect(await screen.findByRole('heading', { name: 'Duration' })).toBeInTheDocument();
    expect(screen.getByText('3-4 hours')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to Use' })).not.toBeInTheDocument();
    await act(async () => user.click(screen.getByRole('button', { name: 'Book Appointment' })));
    expect(shownToasts()).toEqual([{ title: 'Booking request sent', description: 'Our concierge will contact you to schedule your appointment.' }]);
  });

  it('never scrolls the page itself: arriving at the top and Back to the old position are the browser\'s', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderRoutesAt(CatalogueRoutes, '/product/chebe-ritual-oil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chebe Ritual Oil' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it.each(['nothing-here', 'no-such-thing'])("shows 'Product not found' and a way back for an unknown id (%s), staying at its address", async (id) => {
    await renderRoutesAt(CatalogueRoutes, `/product/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Collection' })).toHaveAttribute('href', '/products');
    expect(currentPath()).toBe(`/product/${id}`);
  });

  it('keeps an unknown id out of the index, and publishes every item of the catalogue', () => {
    expect(product.head(product.data!({ id: 'nothing-here' }, english), english)).toEqual({
      title: 'Product not found',
      description: 'This product is not in the collection.',
      canonicalPath: '/product/nothing-here',
      robots: 'noindex, follow',
    });
    expect(product.leadImage!(product.data!({ id: 'nothing-here' }, english))).toBeUndefined();
    expect(product.pages!().map((params) => params.id)).toEqual(catalogueItems.map((item) => item.id));
  });
});
