import { afterEach, describe, expect, it } from 'vitest';

// Installed on the test window as on a page (vitest.setup.ts: installChoiceAnnouncements).
afterEach(() => {
  document.body.innerHTML = '';
});

describe('choice announcements', () => {
  it('writes a chosen radio’s words into the live region its group names, and nothing for a radio without words', () => {
    document.body.innerHTML = `
      <div role="radiogroup" aria-label="Filter" data-announce-in="count">
        <input type="radio" name="kind" value="all" aria-label="All" data-announce="4 shown" checked>
        <input type="radio" name="kind" value="one" aria-label="One" data-announce="1 shown">
        <input type="radio" name="kind" value="quiet" aria-label="Quiet">
      </div>
      <p id="count" aria-live="polite">4 shown</p>`;
    const radio = (label: string) => document.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
    const count = document.getElementById('count')!;
    radio('One').click();
    expect(count.textContent).toBe('1 shown');
    radio('Quiet').click();
    expect(count.textContent).toBe('1 shown');
    radio('All').click();
    expect(count.textContent).toBe('4 shown');
  });
});
