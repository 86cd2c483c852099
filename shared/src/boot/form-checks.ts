/**
 * A form's own words for what its fields' constraints refuse, said by the boot script from the
 * first paint, before any code of the form's own has come. A form that declares its messages
 * (`FORM_MISSING_MESSAGE_ATTRIBUTE`, `FORM_MISMATCH_MESSAGE_ATTRIBUTE`) is checked as it is sent,
 * before anything else sees the sending (the held presses' replay, the form's island):
 * - a `required` field empty or blank once trimmed: the missing message, for every such field;
 * - otherwise a field whose trimmed value its `pattern` refuses: the mismatch message.
 * A refused sending goes no further. The fields it names are marked `aria-invalid` and described
 * by the form's message line (`FORM_MESSAGE_ATTRIBUTE`, an alert), and the first is focused. A
 * sending that passes clears them and goes on. The constraints are the HTML's own attributes, so
 * the form's code never checks them again.
 */
import { FORM_MESSAGE_ATTRIBUTE, FORM_MISMATCH_MESSAGE_ATTRIBUTE, FORM_MISSING_MESSAGE_ATTRIBUTE } from '../page-protocol';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The fields `form` refuses and what it says of them, or null when it may be sent. */
export function formProblem(form: HTMLFormElement): { message: string; fields: Field[] } | null {
  const missingMessage = form.getAttribute(FORM_MISSING_MESSAGE_ATTRIBUTE);
  if (missingMessage === null) return null;
  const fields = [...form.elements].filter((element): element is Field => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement);
  const missing = fields.filter((field) => field.required && field.value.trim() === '');
  if (missing.length > 0) return { message: missingMessage, fields: missing };
  // `v`, as the browser compiles a pattern attribute; the whole trimmed value must match.
  const refused = fields.filter((field) => field instanceof HTMLInputElement && field.pattern && !new RegExp(`^(?:${field.pattern})$`, 'v').test(field.value.trim()));
  const mismatchMessage = form.getAttribute(FORM_MISMATCH_MESSAGE_ATTRIBUTE);
  return refused.length > 0 && mismatchMessage !== null ? { message: mismatchMessage, fields: refused } : null;
}

/** Checks every declaring form sent in `win` from now on; returns what stops it. */
export function installFormChecks(win: Window): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(FORM_MISSING_MESSAGE_ATTRIBUTE)) return;
    const line = form.querySelector(`[${FORM_MESSAGE_ATTRIBUTE}]`);
    const problem = formProblem(form);
    for (const field of form.querySelectorAll('[aria-invalid]')) {
      field.removeAttribute('aria-invalid');
      if (line?.id && field.getAttribute('aria-describedby') === line.id) field.removeAttribute('aria-describedby');
    }
    if (line) line.textContent = problem?.message ?? '';
    if (!problem) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    for (const field of problem.fields) {
      field.setAttribute('aria-invalid', 'true');
      if (line?.id) field.setAttribute('aria-describedby', line.id);
    }
    problem.fields[0]?.focus();
  };
  // On the window, in the capture phase: before the document's listeners (the held presses').
  win.addEventListener('submit', onSubmit, true);
  return () => win.removeEventListener('submit', onSubmit, true);
}
