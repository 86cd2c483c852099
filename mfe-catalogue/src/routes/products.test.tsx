import { act, render, screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateIsland, MemoryRouter, useLocation } from 'shared';
import { firstViewHtml } from 'shared/first-view';
import { renderRoutesAt } from 'shared/testing';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import CatalogueRoutes from '../routes';
import collection, { ProductGrid } from '../islands/collection';

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** Awaited inside act(), as renderRoutesAt is: React 19 retries a route whose chunk is on its way only for an awaited act(). */
async function renderProducts(path: string) {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <CatalogueRoutes />
        <Search />
      </MemoryRouter>,
    );
  });
  return result!;
}

const cards = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
/** The cards once the route's chunk is here (it loads once per test file). */
const findCards = async () => (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);

/** Loads /products' route module, as the build does before it renders a first view in Node. */
async function loadProductsRoute() {
  const { unmount } = await renderRoutesAt(CatalogueRoutes, '/products');
  await screen.findByRole('heading', { level: 1, name: 'Products & Services' });
  unmount();
}

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
  it('takes its initial filter from the query string', async () => {
    await renderProducts('/products?category=makeup&type=service');
    expect(await screen.findByLabelText('Category')).toHaveValue('makeup');
    expect(screen.getByLabelText('Type')).toHaveValue('service');
    expect(cards()).toEqual(['Signature Complexion Session']);
  });

  it('shows the empty state, not everything, for a category the catalogue does not have, and does not claim one', async () => {
    await renderProducts('/products?category=no-such-category');
    expect(await screen.findByText('No products found matching your criteria.')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getByText('0 items')).toBeInTheDocument();
    const category = screen.getByLabelText('Category');
    expect(within(category).getByRole('option', { selected: true })).toHaveTextContent('Unknown category');
    expect(screen.getByRole('link', { name: 'Reset Filters' })).toHaveAttribute('href', '/products');
  });

  it('shows the empty state for a type the catalogue does not have', async () => {
    await renderProducts('/products?type=gift');
    expect(await screen.findByText('No products found matching your criteria.')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Type')).getByRole('option', { selected: true })).toHaveTextContent('Unknown type');
  });

  it('is a GET form to /products whose fields are the query parameters, with Apply for browsers without scripts', async () => {
    await loadProductsRoute();
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
    await renderProducts(submitted);
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByLabelText('Type')).toHaveValue('service');
    expect(cards()).toEqual(['Melanin Radiance Facial', 'Signature Complexion Session', 'Crown Restoration Ritual']);
  });

  it('writes a changed filter into the URL, and drops a parameter set back to all', async () => {
    const user = userEvent.setup();
    await renderProducts('/products?utm_source=mail');
    expect(await findCards()).toHaveLength(15);
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
    await renderProducts('/products?category=hair&type=service');
    const reset = await screen.findByRole('link', { name: 'Reset Filters' });
    expect(reset).toHaveAttribute('href', '/products');
    await user.click(reset);
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByLabelText('Type')).toHaveValue('');
    expect(cards()).toHaveLength(15);
  });

  it('adopts its first view alone, for any query the page is opened with, then filters in the page', async () => {
    await loadProductsRoute();
    const page = firstViewWithoutScripts('/products');
    window.history.replaceState(null, '', '/products?type=service');
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    const island = page.querySelector<HTMLElement>('[data-island-name="catalogue/collection"]')!;
    const form = page.querySelector('form');
    const warn = vi.spyOn(console, 'warn');
    onTestFinished(() => warn.mockRestore());
    const unmount = await act(async () => hydrateIsland(island, collection, {}));
    onTestFinished(() => act(() => unmount()));
    // The written HTML (every item) was adopted, then shows what the address asks.
    expect(page.querySelector('form')).toBe(form);
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('rendered afresh'), expect.anything());
    expect(within(page).getByLabelText('Type')).toHaveValue('service');
    expect(within(page).getByText('3 items')).toHaveRole('status');
    await userEvent.setup().selectOptions(within(page).getByLabelText('Category'), 'skin');
    expect(window.location.search).toBe('?type=service&category=skin');
    expect(within(page).getByText('1 item')).toHaveRole('status');
  });

  it('offers all plus the three categories, and All Types, Products, Services', async () => {
    await renderProducts('/products');
    expect(within(await screen.findByLabelText('Category')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Categories', 'Skin', 'Makeup', 'Hair']);
    expect(within(screen.getByLabelText('Type')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Types', 'Products', 'Services']);
  });

  it('marks new items and shows category, type and price on each card', async () => {
    await renderProducts('/products?category=makeup');
    const card = (await screen.findByRole('link', { name: 'Celestial Eye Palette' })).closest('article')!;
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByText('Makeup · Product')).toBeInTheDocument();
    expect(within(card).getByText('$95')).toBeInTheDocument();
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

