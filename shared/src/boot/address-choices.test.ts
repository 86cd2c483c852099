import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAddressChoices } from './address-choices';

let stop = () => undefined as void;
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Add to Cart with a marked shade group, and an unmarked group of the same name elsewhere. */
function page() {
  document.body.innerHTML = `
    <form id="cart">
      <fieldset data-from-address>
        <input type="radio" name="shade" value="8r" aria-label="8R" required>
        <input type="radio" name="shade" value="9g" aria-label="9G" required>
      </fieldset>
      <button id="add">Add to Cart</button>
    </form>
    <form id="other"><input type="radio" name="shade" value="9g" aria-label="Other 9G"></form>`;
  const radio = (form: string, value: string) => document.querySelector<HTMLInputElement>(`#${form} input[value="${value}"]`)!;
  return { radio, add: document.getElementById('add')!, cart: document.getElementById('cart') as HTMLFormElement };
}

describe('choices the address names', () => {
  it('chooses the radio the address names in a marked group, and only there', () => {
    const { radio } = page();
    stop = installAddressChoices(document, '?shade=9g&utm_source=mail');
    expect(radio('cart', '9g').checked).toBe(true);
    expect(radio('other', '9g').checked).toBe(false);
  });

  it('never replaces the visitor’s own choice, nor chooses what the group does not offer', () => {
    const { radio } = page();
    radio('cart', '8r').checked = true;
    stop = installAddressChoices(document, '?shade=9g');
    expect(radio('cart', '8r').checked).toBe(true);
    expect(radio('cart', '9g').checked).toBe(false);

    stop();
    document.body.innerHTML = '';
    const fresh = page();
    stop = installAddressChoices(document, '?shade=zz');
    expect(new FormData(fresh.cart).get('shade')).toBeNull();
  });

  it('sends a press made before the page is parsed with the address’s choice', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { add, cart } = page();
    stop = installAddressChoices(document, '?shade=8r');
    const sent: (string | null)[] = [];
    cart.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(new FormData(cart).get('shade') as string | null);
    });
    add.click();
    expect(sent).toEqual(['8r']);
  });

  it('writes the visitor’s choice to the address, replacing the entry, and leaves other groups alone', () => {
    history.replaceState(null, '', '/product/second-skin-foundation?utm_source=mail');
    const entries = history.length;
    const { radio } = page();
    stop = installAddressChoices(document, location.search);
    radio('cart', '8r').click();
    expect(location.search).toBe('?utm_source=mail&shade=8r');
    radio('other', '9g').click();
    expect(location.search).toBe('?utm_source=mail&shade=8r');
    expect(history.length).toBe(entries);
  });

  it('chooses a marked select’s option the address names while it shows its first, and writes nothing back', () => {
    document.body.innerHTML = `
      <form><div data-from-address><select name="interest" aria-label="Interest"><option value="general">General</option><option value="domain-purchase">Domain</option><option value="licensing">Licensing</option></select></div></form>
      <form><select name="interest" aria-label="Unmarked"><option value="general">General</option><option value="domain-purchase">Domain</option></select></form>`;
    const [marked, unmarked] = [...document.querySelectorAll('select')];
    const replaceState = vi.spyOn(history, 'replaceState');
    stop = installAddressChoices(document, '?interest=domain-purchase');
    expect(marked!.value).toBe('domain-purchase');
    expect(unmarked!.value).toBe('general');
    marked!.value = 'licensing';
    marked!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(replaceState).not.toHaveBeenCalled();
    stop();
    marked!.value = 'licensing';
    stop = installAddressChoices(document, '?interest=domain-purchase');
    expect(marked!.value).toBe('licensing');
    stop();
    marked!.value = 'general';
    stop = installAddressChoices(document, '?interest=gossip');
    expect(marked!.value).toBe('general');
  });
});
