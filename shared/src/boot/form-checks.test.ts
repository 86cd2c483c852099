import { afterEach, describe, expect, it, vi } from 'vitest';
import { formProblem } from './form-checks';

// Installed on the test window as on a page (vitest.setup.ts: installFormChecks).
afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <form novalidate data-missing-message="Fill them in." data-mismatch-message="Not an address.">
      <input name="name" aria-label="Name" required>
      <input name="email" aria-label="Email" required pattern="[^@]+@[^@]+\\.[^@]+">
      <textarea name="message" aria-label="Message" required></textarea>
      <input name="note" aria-label="Note">
      <p id="refused" data-form-message role="alert"></p>
      <button>Send</button>
    </form>`;
  const form = document.querySelector('form')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const line = document.getElementById('refused')!;
  return { form, field, line, send: () => document.querySelector('button')!.click() };
}

describe('form checks', () => {
  it('refuses blank required fields with the form’s words, marks and describes them, focuses the first, and stops the sending', () => {
    const { form, field, line, send } = page();
    const sent = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', sent, true);
    field('name').value = '   ';
    send();
    expect(line.textContent).toBe('Fill them in.');
    expect(['name', 'email', 'message'].map((name) => field(name).getAttribute('aria-invalid'))).toEqual(['true', 'true', 'true']);
    expect(field('name').getAttribute('aria-describedby')).toBe('refused');
    expect(field('note').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(field('name'));
    // Nothing after it saw the sending: not the held presses' replay, not the form's own code.
    expect(sent).not.toHaveBeenCalled();
    document.removeEventListener('submit', sent, true);
    expect(formProblem(form)?.fields.map((element) => element.name)).toEqual(['name', 'email', 'message']);
  });

  it('then refuses what a pattern refuses, trimmed; and a sending that passes clears the marks and goes on', () => {
    const { field, line, send } = page();
    field('name').value = 'Ada';
    field('message').value = 'Hello';
    field('email').value = ' ada@example ';
    send();
    expect(line.textContent).toBe('Not an address.');
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(field('name').hasAttribute('aria-invalid')).toBe(false);

    const sent = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', sent);
    field('email').value = ' ada@example.com ';
    send();
    expect(sent).toHaveBeenCalledOnce();
    expect(line.textContent).toBe('');
    expect(field('email').hasAttribute('aria-invalid')).toBe(false);
    expect(field('email').hasAttribute('aria-describedby')).toBe(false);
    document.removeEventListener('submit', sent);
  });

  it('leaves a form that declares no messages to the browser and its code', () => {
    document.body.innerHTML = '<form novalidate><input name="q" required aria-label="Q"><button>Go</button></form>';
    const sent = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', sent);
    document.querySelector('button')!.click();
    expect(sent).toHaveBeenCalledOnce();
    expect(document.querySelector('input')!.hasAttribute('aria-invalid')).toBe(false);
    expect(formProblem(document.querySelector('form')!)).toBeNull();
    document.removeEventListener('submit', sent);
  });
});
