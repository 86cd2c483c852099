import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installHeldEcho } from './held-echo';

let stop: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  stop = installHeldEcho(window);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** An island's log and form, as the conversation's HTML has them before its code. */
function island(live = false) {
  document.body.innerHTML = `
    <div data-island-name="advisor/conversation" ${live ? 'data-live' : ''}>
      <ol><li hidden><p>You</p><span id="echo"></span></li></ol>
      <form data-echo-field="message" data-echo-into="echo"><input name="message"><button>Send</button></form>
    </div>`;
  const form = document.querySelector('form')!;
  return { form, field: form.querySelector('input')!, echo: document.getElementById('echo')!, send: () => form.requestSubmit() };
}

describe('a message sent before its island’s code', () => {
  it('shows at once in its echo, and the field is cleared once the sending has been held with what was typed', () => {
    const { form, field, echo, send } = island();
    // What the event replay does on the document: it holds the sending with the form's data.
    const held: string[] = [];
    const hold = (event: Event) => {
      held.push(String(new FormData(event.target as HTMLFormElement).get('message')));
      event.preventDefault();
    };
    document.addEventListener('submit', hold, true);
    field.value = '  Which serum for dark spots?  ';
    send();
    document.removeEventListener('submit', hold, true);
    expect(echo.textContent).toBe('Which serum for dark spots?');
    expect(echo.closest('li')!.hidden).toBe(false);
    expect(held).toEqual(['  Which serum for dark spots?  ']);
    vi.runAllTimers();
    expect(field.value).toBe('');
    expect(form.isConnected).toBe(true);
  });

  it('shows nothing for an empty message, nor once the island is live (its code shows it)', () => {
    const quiet = (event: Event) => event.preventDefault();
    document.addEventListener('submit', quiet, true);
    const empty = island();
    empty.field.value = '   ';
    empty.send();
    expect(empty.echo.closest('li')!.hidden).toBe(true);
    const live = island(true);
    live.field.value = 'Hello';
    live.send();
    vi.runAllTimers();
    expect(live.echo.closest('li')!.hidden).toBe(true);
    expect(live.field.value).toBe('Hello');
    document.removeEventListener('submit', quiet, true);
  });
});
