import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT } from '../page-protocol';
import { FORM_SEND_TIME_LIMIT_MS } from './form-sending';

// Installed on the test window as on a page (vitest.setup.ts: installFormChecks, then installFormSending).
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function page() {
  document.body.innerHTML = `
    <form novalidate method="post" data-missing-message="Fill it in." data-send-to="https://backend.test/functions/v1/note" data-send-key="public-key"
      data-sent-message="Thank you." data-failed-message="Sorry, it was not sent." data-sent-event="note_sent" data-sent-event-fields="topic">
      <input name="note" aria-label="Note" required>
      <select name="topic" aria-label="Topic"><option value="a">A</option><option value="b">B</option></select>
      <p data-form-message role="alert"></p>
      <p data-form-sent role="status"></p>
      <button type="submit" data-busy-label="Sending...">Send</button>
    </form>`;
  const form = document.querySelector('form')!;
  const note = form.elements.namedItem('note') as HTMLInputElement;
  const button = form.querySelector('button')!;
  return { form, note, button, alert: form.querySelector('[role="alert"]')!, status: form.querySelector('[role="status"]')! };
}

/** The backend as `window.fetch` meets it: each call waits for the test's answer. */
function backend() {
  const answers: ((response: Response | Error) => void)[] = [];
  const calls: { url: string; init: RequestInit }[] = [];
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    calls.push({ url: String(input), init: init ?? {} });
    return new Promise((resolve, reject) => {
      answers.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer)));
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    });
  });
  const answer = (response: Response | Error) => answers.shift()!(response);
  return { calls, answer };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('form sending', () => {
  it('says the page’s language with what it sends, so the backend answers in it', async () => {
    document.documentElement.lang = 'fr';
    try {
      const { note, button } = page();
      const { calls } = backend();
      note.value = 'Une note';
      button.click();
      expect(new Headers(calls[0]!.init.headers).get('content-language')).toBe('fr');
    } finally {
      document.documentElement.lang = 'en';
    }
  });

  it('sends the fields as JSON with the public key, busy meanwhile; once sent, says so, clears what was typed, counts it', async () => {
    const { form, note, button, status } = page();
    const { calls, answer } = backend();
    const counted = vi.fn();
    document.addEventListener(ANALYTICS_EVENT, (event) => counted((event as CustomEvent).detail), { once: true });
    note.value = '  A note  ';
    (form.elements.namedItem('topic') as HTMLSelectElement).value = 'b';
    button.click();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://backend.test/functions/v1/note');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer public-key');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ note: 'A note', topic: 'b', sourceUrl: window.location.href });
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Sending...');
    button.click();
    expect(calls).toHaveLength(1);

    answer(json(200, { status: 'sent' }));
    await settled();
    expect(status.textContent).toBe('Thank you.');
    expect(note.value).toBe('');
    expect((form.elements.namedItem('topic') as HTMLSelectElement).value).toBe('b');
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Send');
    expect(counted).toHaveBeenCalledWith({ name: 'note_sent', params: { topic: 'b' } });
  });

  it('never sends a form its checks refuse', () => {
    const { button, alert } = page();
    const { calls } = backend();
    button.click();
    expect(alert.textContent).toBe('Fill it in.');
    expect(calls).toHaveLength(0);
  });

  it('says a refusal’s own words (429 too), the failure words for anything else, and keeps what was typed', async () => {
    const { note, button, alert, status } = page();
    const { answer } = backend();
    note.value = 'A note';
    button.click();
    answer(json(429, { error: 'Too many messages: please try again in a minute.', code: 'rate-limited' }));
    await settled();
    expect(alert.textContent).toBe('Too many messages: please try again in a minute.');
    button.click();
    answer(new TypeError('Failed to fetch'));
    await settled();
    expect(alert.textContent).toBe('Sorry, it was not sent.');
    button.click();
    answer(json(502, { error: 'The message was saved but could not be sent.', code: 'email-not-sent' }));
    await settled();
    expect(alert.textContent).toBe('Sorry, it was not sent.');
    expect(note.value).toBe('A note');
    expect(status.textContent).toBe('');
  });

  it('gives up on a backend that never answers, after its time limit, and says so', async () => {
    const limit = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(limit.signal);
    const { note, button, alert } = page();
    backend();
    note.value = 'A note';
    button.click();
    expect(timeout).toHaveBeenCalledWith(FORM_SEND_TIME_LIMIT_MS);
    limit.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    await settled();
    expect(alert.textContent).toBe('Sorry, it was not sent.');
    expect(button.disabled).toBe(false);
  });
});
