/**
 * A form that sends what it holds and says how that went, with no code of its own: the boot script
 * sends it from the first paint, so a message typed and sent at once is sent at once, whether or
 * not any code of the page ever comes (/contact). A form marked with the backend function it sends
 * to (`FORM_SEND_TO_ATTRIBUTE`) and the backend's public key is sent, once the form's own checks
 * let it through (./form-checks.ts, installed first), as JSON: its fields trimmed, and the page's
 * address as `sourceUrl`, in the page's language (`Content-Language`). While it is sent, the submit button is disabled and shows its busy label,
 * and a second press sends nothing more. Then:
 * - sent: the form's sent line (a status) says its sent words, its typed fields are cleared (a
 *   choice stays for a next message), and the analytics event it declares is raised;
 * - refused by the backend (400, 429): the refusal's own words, in the form's message line (an
 *   alert), and what was typed stays;
 * - anything else (down, too slow, 5xx): the form's failure words there, and what was typed stays.
 */
import {
  ANALYTICS_EVENT,
  BUSY_LABEL_ATTRIBUTE,
  FORM_FAILED_MESSAGE_ATTRIBUTE,
  FORM_MESSAGE_ATTRIBUTE,
  FORM_SEND_KEY_ATTRIBUTE,
  FORM_SEND_TO_ATTRIBUTE,
  FORM_SENT_EVENT_ATTRIBUTE,
  FORM_SENT_EVENT_FIELDS_ATTRIBUTE,
  FORM_SENT_LINE_ATTRIBUTE,
  FORM_SENT_MESSAGE_ATTRIBUTE,
} from '../page-protocol';

/**
 * How long a sending may take before the visitor is told it failed: past the backend's own
 * time-outs (the contact function may wait 10 s on the email API), so a slow success is not
 * reported as a failure, and a backend that accepts the connection and never answers does not
 * leave the form busy.
 */
export const FORM_SEND_TIME_LIMIT_MS = 15_000;

type Outcome = { sent: true } | { sent: false; message: string };

/** The words a refusal's body gives (a field's, else the whole refusal's), if any. */
async function refusalWords(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { error?: unknown; fields?: Record<string, unknown> } | null;
  return [...Object.values(body?.fields ?? {}), body?.error].find((value): value is string => typeof value === 'string' && value.trim() !== '');
}

/** Sends `form`'s fields to its backend function and says what came of it. */
async function send(form: HTMLFormElement, fetchFn: typeof fetch, sourceUrl: string): Promise<Outcome> {
  const failed = form.getAttribute(FORM_FAILED_MESSAGE_ATTRIBUTE) ?? '';
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value.trim();
  const key = form.getAttribute(FORM_SEND_KEY_ATTRIBUTE) ?? '';
  try {
    const response = await fetchFn(form.getAttribute(FORM_SEND_TO_ATTRIBUTE)!, {
      method: 'POST',
      // The page's language, which the backend refuses and acknowledges in: a header, so it is known
      // before the body is read (the network's limit answers first), and one CORS lets through unlisted.
      headers: { 'Content-Type': 'application/json', 'Content-Language': form.ownerDocument.documentElement.lang || 'en', apikey: key, Authorization: `Bearer ${key}` },
      body: JSON.stringify({ ...fields, sourceUrl }),
      signal: AbortSignal.timeout(FORM_SEND_TIME_LIMIT_MS),
    });
    if (response.ok) return { sent: true };
    const refused = response.status === 400 || response.status === 429 ? await refusalWords(response) : undefined;
    return { sent: false, message: refused ?? failed };
  } catch {
    return { sent: false, message: failed };
  }
}

/** What a sent form does: says so, clears what was typed, and counts the sending. */
function sent(form: HTMLFormElement) {
  // The event's fields are read as sent, before what was typed is cleared.
  const data = new FormData(form);
  const event = form.getAttribute(FORM_SENT_EVENT_ATTRIBUTE);
  const params = Object.fromEntries((form.getAttribute(FORM_SENT_EVENT_FIELDS_ATTRIBUTE) ?? '').split(/\s+/).filter(Boolean).map((name) => [name, String(data.get(name) ?? '')]));
  const line = form.querySelector(`[${FORM_SENT_LINE_ATTRIBUTE}]`);
  if (line) line.textContent = form.getAttribute(FORM_SENT_MESSAGE_ATTRIBUTE) ?? '';
  const typed = [...form.elements].filter((element) => element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !['radio', 'checkbox', 'hidden', 'submit'].includes(element.type)));
  for (const field of typed) (field as HTMLInputElement | HTMLTextAreaElement).value = '';
  if (event) form.ownerDocument.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { name: event, params } }));
}

/** Sends every marked form sent in `win` from now on; returns what stops it. */
export function installFormSending(win: Window, fetchFn: typeof fetch = (input, init) => win.fetch(input, init)): () => void {
  const sending = new WeakSet<HTMLFormElement>();
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(FORM_SEND_TO_ATTRIBUTE) || event.defaultPrevented) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (sending.has(form)) return;
    sending.add(form);
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const label = button?.textContent ?? '';
    const line = form.querySelector(`[${FORM_MESSAGE_ATTRIBUTE}]`);
    const sentLine = form.querySelector(`[${FORM_SENT_LINE_ATTRIBUTE}]`);
    if (sentLine) sentLine.textContent = '';
    if (button) {
      button.disabled = true;
      button.textContent = button.getAttribute(BUSY_LABEL_ATTRIBUTE) ?? label;
    }
    void send(form, fetchFn, win.location.href).then((outcome) => {
      sending.delete(form);
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
      if (outcome.sent) sent(form);
      else if (line) line.textContent = outcome.message;
    });
  };
  // On the window, in the capture phase, after the form's checks (installed before it): a refused
  // sending never gets here, and nothing after it (the held presses) sees a sent one.
  win.addEventListener('submit', onSubmit, true);
  return () => win.removeEventListener('submit', onSubmit, true);
}
