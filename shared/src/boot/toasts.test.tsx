import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ToastRegion } from '../ui/ToastRegion';
import { raiseToast, TOAST_DURATION_MS } from './toasts';

// Installed on the test document as on a page (vitest.setup.ts: installToasts).
beforeEach(() => {
  vi.useFakeTimers();
  // The region as the composed page holds it: parsed from the server's HTML.
  document.body.innerHTML = `<div id="toasts">${renderToString(<ToastRegion />)}</div>`;
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const region = () => document.querySelector('section[aria-label="Notifications"]')!;
const shown = () => [...region().querySelectorAll('ol > li')].map((toast) => [...toast.querySelectorAll('p')].map((line) => line.textContent).join(' / '));

describe('toasts', () => {
  it('shows a raised toast in the polite live region, and closes it by itself after about 4.5 s', () => {
    expect(region().getAttribute('aria-live')).toBe('polite');
    raiseToast(document, { title: 'Interest Registered', description: 'Thank you.', variant: 'success' });
    expect(shown()).toEqual(['Interest Registered / Thank you.']);
    expect(region().querySelector('ol > li')!.getAttribute('data-variant')).toBe('success');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('stays while the pointer is over it or focus is in it, and its button closes it at once', () => {
    raiseToast(document, { title: 'Held' });
    const toast = region().querySelector<HTMLElement>('ol > li')!;
    toast.dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(shown()).toEqual(['Held / ']);
    toast.dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(shown()).toEqual([]);

    raiseToast(document, { title: 'Closed' });
    region().querySelector<HTMLButtonElement>('ol > li button[aria-label="Close notification"]')!.click();
    expect(shown()).toEqual([]);
  });

  it('shows at most three at once, the oldest going first', () => {
    for (const title of ['one', 'two', 'three', 'four']) raiseToast(document, { title });
    expect(shown()).toEqual(['two / ', 'three / ', 'four / ']);
  });

  it('answers a booking button with the toast it declares, and a cart form with its item, choice and quantity', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<button type="button" data-toast-title="Booking request sent" data-toast-description="Our concierge will call.">Book</button>
       <form data-cart-item="Second Skin Foundation">
         <input name="quantity" type="number" value="2">
         <input type="radio" name="shade" value="8r" data-choice-name="8R Rich Deep Red" checked>
         <button>Add to Cart</button>
       </form>
       <form data-cart-item="Celestial Eye Palette"><input name="quantity" value="1"><button>Add to Cart</button></form>`,
    );
    const [book, addShade, add] = document.querySelectorAll('button:not([aria-label])');
    (book as HTMLButtonElement).click();
    (addShade as HTMLButtonElement).click();
    (add as HTMLButtonElement).click();
    expect(shown()).toEqual(['Booking request sent / Our concierge will call.', 'Second Skin Foundation in 8R Rich Deep Red added to cart / Quantity: 2', 'Celestial Eye Palette added to cart / Quantity: 1']);
  });

  it("says a cart form's toast in the words its page writes, on a page in another language", () => {
    const text = JSON.stringify({ added: '{item} ajouté au panier', withChoice: '{item}, teinte {choice}', quantity: 'Quantité : {quantity}' });
    document.body.insertAdjacentHTML(
      'beforeend',
      `<form data-cart-item="Second Skin Foundation" data-cart-toast-text='${text}'>
         <input name="quantity" type="number" value="2">
         <input type="radio" name="shade" value="8r" data-choice-name="8R Rich Deep Red" checked>
         <button>Ajouter au panier</button>
       </form>`,
    );
    document.querySelector<HTMLButtonElement>('form button')!.click();
    expect(shown()).toEqual(['Second Skin Foundation, teinte 8R Rich Deep Red ajouté au panier / Quantité : 2']);
  });
});
