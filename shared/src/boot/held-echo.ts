/**
 * A message sent before its island's code has come (the chat's question) shows at once where the
 * island will show it. The form names the field whose text it echoes (ECHO_FIELD_ATTRIBUTE) and
 * the element that shows it (ECHO_INTO_ATTRIBUTE): an element of the island with no children of
 * its own, so hydration leaves its text alone, inside a hidden part that is shown with it. The
 * field is then cleared, as the island clears it once sent. The sending itself is held and replayed
 * with what was typed (shell/src/boot/event-replay.ts); the island, live, puts the message in its
 * place and hides the echo.
 */
import { ECHO_FIELD_ATTRIBUTE, ECHO_INTO_ATTRIBUTE, isLive } from '../page-protocol';

/** Echoes what `win`'s island forms send before their code; returns what stops it. */
export function installHeldEcho(win: Window & typeof globalThis): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof win.HTMLFormElement) || isLive(form)) return;
    const field = form.elements.namedItem(form.getAttribute(ECHO_FIELD_ATTRIBUTE) ?? '');
    const echo = win.document.getElementById(form.getAttribute(ECHO_INTO_ATTRIBUTE) ?? '');
    const text = field instanceof win.HTMLInputElement || field instanceof win.HTMLTextAreaElement ? field.value.trim() : '';
    if (!echo || !text) return;
    echo.textContent = text;
    echo.closest('[hidden]')?.removeAttribute('hidden');
    // After the whole dispatch: the event replay reads the form's data as it was sent.
    win.setTimeout(() => ((field as HTMLInputElement).value = ''));
  };
  // On the window, on the way down: before the event replay holds the sending on the document.
  win.addEventListener('submit', onSubmit, true);
  return () => win.removeEventListener('submit', onSubmit, true);
}
