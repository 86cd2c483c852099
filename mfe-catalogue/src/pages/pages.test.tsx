import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { busStore, MemoryRouter, subscribe, useLocation } from 'shared';
import { firstViewHtml } from 'shared/first-view';
import { currentPath, renderRoutesAt } from 'shared/testing';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import CatalogueRoutes from '../routes';
import { QuantityStepper } from '../components/QuantityStepper';
import { ProductGrid } from './ProductsPage';

afterEach(() => busStore.setState({ last: {}, seq: 0 }));

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderProducts(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CatalogueRoutes />
      <Search />
    </MemoryRouter>,
  );
}

const cards = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** Renders as the build does: in Node, where there is no document. */
function renderedAtBuild(toHtml: () => string) {
  vi.stubGlobal('document', undefined);
  try {
    return toHtml();
  } finally {
    vi.unstubAllGlobals();
  }
}

function mount(html: Node[] | string) {
  const container = document.body.appendChild(document.createElement('div'));
  if (typeof html === 'string') container.innerHTML = html;
  else container.append(...html);
  onTestFinished(() => container.remove());
  return container;
}

/** /products as the build writes it, read as a browser without scripts reads it (a noscript's content is markup). */
function firstViewWithoutScripts(path: string) {
  const html = renderedAtBuild(() => firstViewHtml(path, <CatalogueRoutes />));
  return mount([...new DOMParser().parseFromString(html, 'text/html').body.childNodes]);
}

describe('/products', () => {
  it('takes its initial filter from the query string', () => {
    renderProducts('/products?category=makeup&type=service');
    expect(screen.getByLabelText('Category')).toHaveValue('makeup');
    expect(screen.getByLabelText('Type')).toHaveValue('service');
    expect(cards()).toEqual(['Signature Complexion Session']);
  });

  it('shows the empty state, not everything, for a category the catalogue does not have, and does not claim one (issue 21)', () => {
    renderProducts('/products?category=no-such-category');
    expect(screen.getByText('No products found matching your criteria.')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getByText('0 items')).toBeInTheDocument();
    const category = screen.getByLabelText('Category');
    expect(within(category).getByRole('option', { selected: true })).toHaveTextContent('Unknown category');
    expect(screen.getByRole('link', { name: 'Reset Filters' })).toHaveAttribute('href', '/products');
  });

  it('shows the empty state for a type the catalogue does not have', () => {
    renderProducts('/products?type=gift');
    expect(screen.getByText('No products found matching your criteria.')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Type')).getByRole('option', { selected: true })).toHaveTextContent('Unknown type');
  });

  it('is a GET form to /products whose fields are the query parameters, with Apply for browsers without scripts', () => {
    const page = firstViewWithoutScripts('/products');
    const form = page.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/products');
    expect([...form.querySelectorAll('select')].map((select) => [select.name, select.value])).toEqual([
      ['category', ''],
      ['type', ''],
    ]);
    const apply = within(form.querySelector('noscript') as HTMLElement).getByRole('button', { name: 'Apply' });
    expect(apply).toHaveAttribute('type', 'submit');
    expect(within(form).getByRole('link', { name: 'Reset Filters' })).toHaveAttribute('href', '/products');

    // What Apply submits is an address the page reads: a choice as its parameter, All as an empty one.
    form.querySelector<HTMLSelectElement>('select[name="type"]')!.value = 'service';
    const submitted = `${form.getAttribute('action')}?${new URLSearchParams(new FormData(form) as unknown as Record<string, string>)}`;
    expect(submitted).toBe('/products?category=&type=service');
    page.remove();
    renderProducts(submitted);
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByLabelText('Type')).toHaveValue('service');
    expect(cards()).toEqual(['Melanin Radiance Facial', 'Signature Complexion Session', 'Crown Restoration Ritual']);
  });

  it('writes a changed filter into the URL, and drops a parameter set back to all', async () => {
    const user = userEvent.setup();
    renderProducts('/products?utm_source=mail');
    expect(cards()).toHaveLength(15);
    await user.selectOptions(screen.getByLabelText('Category'), 'hair');
    expect(screen.getByTestId('search')).toHaveTextContent('?utm_source=mail&category=hair');
    expect(cards()).toHaveLength(5);
    await user.selectOptions(screen.getByLabelText('Type'), 'Products');
    expect(screen.getByTestId('search')).toHaveTextContent('?utm_source=mail&category=hair&type=product');
    expect(cards()).toHaveLength(4);
    await user.selectOptions(screen.getByLabelText('Category'), 'All Categories');
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?utm_source=mail&type=product$/);
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(cards()).toHaveLength(12);
  });

  it('Reset Filters is a link to /products, which clears both', async () => {
    const user = userEvent.setup();
    renderProducts('/products?category=hair&type=service');
    const reset = screen.getByRole('link', { name: 'Reset Filters' });
    expect(reset).toHaveAttribute('href', '/products');
    await user.click(reset);
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByLabelText('Type')).toHaveValue('');
    expect(cards()).toHaveLength(15);
  });

  it('adopts its first view when the app starts, and then filters through the router', async () => {
    const page = (
      <MemoryRouter initialEntries={['/products']}>
        <CatalogueRoutes />
        <Search />
      </MemoryRouter>
    );
    // Parsed as a browser running scripts parses it: the Apply button stays unrendered text.
    const container = mount(renderedAtBuild(() => renderToString(page)));
    const differed = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: differed }));
    onTestFinished(() => act(() => root.unmount()));
    expect(differed).not.toHaveBeenCalled();
    expect(within(container).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await userEvent.setup().selectOptions(within(container).getByLabelText('Category'), 'skin');
    expect(within(container).getByTestId('search')).toHaveTextContent('?category=skin');
    expect(within(container).getByText('5 items')).toHaveRole('status');
  });

  it('offers all plus the three categories, and All Types, Products, Services', () => {
    renderProducts('/products');
    expect(within(screen.getByLabelText('Category')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Categories', 'Skin', 'Makeup', 'Hair']);
    expect(within(screen.getByLabelText('Type')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Types', 'Products', 'Services']);
  });

  it('marks new items and shows category, type and price on each card', () => {
    renderProducts('/products?category=makeup');
    const card = screen.getByRole('link', { name: 'Celestial Eye Palette' }).closest('article')!;
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByText('Makeup · Product')).toBeInTheDocument();
    expect(within(card).getByText('$95')).toBeInTheDocument();
  });
});

describe('/services', () => {
  it('announces how many services show, following the checked chip however it was checked', async () => {
    renderProducts('/services');
    const chips = screen.getByRole('radiogroup', { name: 'Filter services' });
    expect(screen.getByText('4 services shown')).toBeInTheDocument();
    // Checked by the browser before the app owned the part, and its change replayed by the boot
    // script: a native change event, with no click for React's radio onChange to see.
    const treatments = within(chips).getByRole('radio', { name: 'Treatments' }) as HTMLInputElement;
    act(() => {
      treatments.checked = true;
      treatments.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(screen.getByText('2 services shown')).toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('radio', { name: 'Experiences' }));
    expect(screen.getByText('1 service shown')).toBeInTheDocument();
  });
});

describe('product grid', () => {
  it("says 'No products found matching your criteria.' when nothing matches", () => {
    render(
      <MemoryRouter>
        <ProductGrid items={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No products found matching your criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('quantity stepper', () => {
  it('starts at 1, never goes below 1, and has no upper bound; a quantity can be typed too', async () => {
    const user = userEvent.setup();
    render(<QuantityStepper id="quantity" name="quantity" />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(field).toHaveValue(1);
    expect(decrease).toBeDisabled();
    for (let i = 0; i < 25; i += 1) await user.click(increase);
    expect(field).toHaveValue(26);
    await user.click(decrease);
    expect(field).toHaveValue(25);
    await user.clear(field);
    await user.type(field, '1');
    expect(decrease).toBeDisabled();
  });
});

describe('/product/{id}', () => {
  it('adds to cart with the exact toast and the chosen quantity, without a network call', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const toasts: unknown[] = [];
    const carts: unknown[] = [];
    subscribe('toast', (toast) => toasts.push(toast));
    subscribe('cart/add', (cart) => carts.push(cart));
    await renderRoutesAt(CatalogueRoutes, '/product/celestial-eye-palette');
    expect(screen.getByRole('heading', { level: 1, name: 'Celestial Eye Palette' })).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(toasts).toEqual([{ title: 'Celestial Eye Palette added to cart', description: 'Quantity: 3', variant: 'success' }]);
    expect(carts).toEqual([{ id: 'celestial-eye-palette', name: 'Celestial Eye Palette', quantity: 3 }]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers every picture as a thumbnail radio, the first chosen, each with its main picture in the page (the stylesheet shows the chosen one)', async () => {
    const user = userEvent.setup();
    await renderRoutesAt(CatalogueRoutes, '/product/even-tone-concentrate');
    const thumbnails = within(screen.getByRole('group', { name: 'More pictures' })).getAllByRole('radio', { name: /^Show picture/ });
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
    const toasts: unknown[] = [];
    subscribe('toast', (toast) => toasts.push(toast));
    await renderRoutesAt(CatalogueRoutes, '/product/crown-restoration-ritual');
    expect(screen.getByRole('heading', { name: 'Duration' })).toBeInTheDocument();
    expect(screen.getByText('3-4 hours')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to Use' })).not.toBeInTheDocument();
    await act(async () => user.click(screen.getByRole('button', { name: 'Book Appointment' })));
    expect(toasts).toEqual([expect.objectContaining({ title: 'Booking request sent', description: 'Our concierge will contact you to schedule your appointment.' })]);
  });

  it('never scrolls the page itself: arriving at the top and Back to the old position are the shell\'s ScrollManager (issue 21)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderRoutesAt(CatalogueRoutes, '/product/chebe-ritual-oil');
    expect(screen.getByRole('heading', { level: 1, name: 'Chebe Ritual Oil' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("shows 'Product not found' and a way back for an unknown id", async () => {
    await renderRoutesAt(CatalogueRoutes, '/product/nothing-here');
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Collection' })).toHaveAttribute('href', '/products');
    expect(currentPath()).toBe('/product/nothing-here');
  });
});

describe('the outline of every catalogue page', () => {
  it.each(['/skin', '/products', '/product/even-tone-concentrate', '/services', '/about'])('%s never skips a heading level', (path) => {
    const { unmount } = renderProducts(path);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index + 1} (h${level}) after h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
    unmount();
  });
});
