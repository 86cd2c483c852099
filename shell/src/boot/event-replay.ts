/**
 * Event replay for the composed first view, on the model of Angular's JSAction: from the
 * first byte, a few capturing listeners on the document hold every interaction aimed at an island
 * whose code does not own it yet, and hand it back once it does. Nothing outside an island needs
 * code, so nothing there is ever held.
 *
 * What is held in an island, and what is not:
 * - Links, in-page anchors, `<details>`, popover and command buttons (`popovertarget`, `commandfor`)
 *   and forms with an explicit `action` work without script: they are never held.
 * - A click on any other button, a form sent without an `action` (it would otherwise go as a plain
 *   GET, with what the visitor typed in the address), and the `change` of a `<select>`, checkbox or
 *   radio (checked by the browser at once; the app hears of it later) are held while their part is
 *   pending. The control is marked `data-pending` at once (the stylesheet
 *   shows it), so the visitor sees the press was taken.
 * - Text typed into a field is never held: it stays in the field, and the app's forms read their
 *   fields from the DOM when sent.
 * - A held form is sent again once, as the visitor last sent it: a second press while the first is
 *   held (nothing seemed to happen) is the same wish, and sends no second enquiry or item. The app
 *   reads what the form held at that press, not what it holds at the replay: the app reads the
 *   browser's form data (`new FormData(form)`), and the browser's `formdata` event lets the replay
 *   give it the data as it was sent.
 *
 * An island is pending until its root has committed (`data-live`, shared/src/islands). React
 * itself drops a click on a part it has not hydrated ("discrete events will not be replayed upon hydration": reactjs/react.dev#4484),
 * which is why this is needed even after `hydrateRoot`.
 *
 * Each island announces itself live with a bubbling `app:live` event on its element; held
 * interactions inside it are then replayed, in order, as the visitor made them. An island whose
 * remote has been deployed again since the page was composed is rendered afresh, which replaces
 * its nodes (and so does one that showed its fallback): a held control is then found again at the
 * same place, once it is there. It is dropped only once the visitor has gone to
 * another page.
 */

import { isLive, LIVE_EVENT, PENDING_ATTRIBUTE } from 'shared/page-protocol';


type HeldKind = 'click' | 'submit' | 'change';

interface Held {
  kind: HeldKind;
  /** The button, field or form the interaction was aimed at (for a submit: the form). */
  element: HTMLElement;
  /** The submit's button, if any. */
  submitter: HTMLElement | null;
  /** For a submit: the form's data when the visitor sent it. */
  data: FormData | null;
  /** Where `element` sits in the page, to find it again if the app replaced the nodes. */
  path: number[];
  /** The page it was made on (its path): a press is never replayed on another. */
  page: string;
}

/**
 * Controls whose click needs the app; everything else the browser does by itself. A checkbox or a
 * radio is not among them: the browser checks it at the click (held, the gallery, the /services
 * chips and the carousel's dots, whose effect is the stylesheet's, waited for the app: 4 s on a
 * slow phone), and its `change` is what is held for the app, below.
 */
const CLICKABLE = 'button, [role="button"], input[type="button"]';
const NATIVE_BUTTON = '[popovertarget], [commandfor]';

/** The element of `node` an event is about: itself, or its parent for a text node. */
const elementOf = (node: EventTarget | null): Element | null => (node instanceof Element ? node : node instanceof Node ? node.parentElement : null);

/** The button a click is meant for, when that click needs the app. */
function heldClickTarget(event: Event): HTMLElement | null {
  const control = elementOf(event.target)?.closest(CLICKABLE);
  if (!(control instanceof HTMLElement) || control.matches(NATIVE_BUTTON) || control.matches(':disabled')) return null;
  // A form's own submit or reset button does its job natively; the submit is held below if need be.
  if ((control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.form && (control.type === 'submit' || control.type === 'reset')) return null;
  return control;
}

/** Child indices from the body down to `element`. */
function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node) as number);
    if (node.parentElement === node.ownerDocument.body) break;
  }
  return path;
}

/** The element now at `path`, if it is the same kind of control with the same name. */
function findAgain(held: Held, doc: Document): HTMLElement | null {
  let node: Element | undefined = doc.body;
  for (const index of held.path) node = node?.children[index];
  const was = held.element;
  if (!(node instanceof HTMLElement) || node.tagName !== was.tagName) return null;
  const name = (element: Element) => element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent?.trim();
  return name(node) === name(was) ? node : null;
}

export interface EventReplay {
  /** The interactions held so far and not yet replayed (for tests and diagnostics). */
  readonly held: readonly Held[];
  stop(): void;
}

/**
 * Installs the capturing listeners on `doc`. `onHeld` is told of every interaction held, with its
 * control: the boot script asks at once for the code of the part it is in, rather than after the
 * page has loaded.
 */
export function installEventReplay(doc: Document, onHeld: (element: HTMLElement) => void = () => undefined): EventReplay {
  const held: Held[] = [];

  const hold = (event: Event, kind: HeldKind, element: HTMLElement, submitter: HTMLElement | null = null, data: FormData | null = null) => {
    // Not even the app's root listener may see it now (React would drop it on a part it has not
    // hydrated): the replay is the one the app gets. A change cannot be cancelled; the new value
    // stays in the control, which is what the replay reports.
    event.preventDefault();
    event.stopImmediatePropagation();
    (submitter ?? element).setAttribute(PENDING_ATTRIBUTE, '');
    held.push({ kind, element, submitter, data, path: pathOf(element), page: doc.location.pathname });
    onHeld(element);
  };

  const onClick = (event: Event) => {
    const control = heldClickTarget(event);
    if (control && !isLive(control)) hold(event, 'click', control);
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || isLive(form)) return;
    const submitter = (event as SubmitEvent).submitter ?? null;
    const earlier = held.findIndex((entry) => entry.kind === 'submit' && entry.element === form);
    if (earlier >= 0) held.splice(earlier, 1)[0]?.submitter?.removeAttribute(PENDING_ATTRIBUTE);
    hold(event, 'submit', form, submitter, new FormData(form, submitter));
  };
  const onChange = (event: Event) => {
    const control = elementOf(event.target);
    if (!(control instanceof HTMLSelectElement || (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')))) return;
    if (isLive(control)) return;
    // A later change of the same control replaces the earlier one: only its last value matters.
    const earlier = held.findIndex((entry) => entry.kind === 'change' && entry.element === control);
    if (earlier >= 0) held.splice(earlier, 1);
    hold(event, 'change', control);
  };

  /** Hands back, in order, what was held inside the part that just went live. */
  const onLive = (event: Event) => {
    const part = elementOf(event.target);
    if (!part) return;
    const ready: { entry: Held; element: HTMLElement | null }[] = [];
    for (const entry of held) {
      const element = entry.element.isConnected ? entry.element : findAgain(entry, doc);
      if (element) {
        if (part.contains(element) && isLive(element)) ready.push({ entry, element });
      } else if (doc.location.pathname !== entry.page) {
        // Its page is no longer the one on screen: the visitor has gone elsewhere, and it is dropped.
        ready.push({ entry, element: null });
      }
      // Gone with nothing in its place yet, on the same page: the part is being rendered afresh (its
      // remote was deployed again since the page was composed, and its new code replaces the old
      // HTML), and an outer part can go live between the old nodes leaving and the new arriving.
      // It stays held until its control is back.
    }
    for (const { entry, element } of ready) {
      held.splice(held.indexOf(entry), 1);
      replay(entry, element);
    }
  };

  const listening = new AbortController();
  const capturing = { capture: true, signal: listening.signal };
  doc.addEventListener('click', onClick, capturing);
  doc.addEventListener('submit', onSubmit, capturing);
  doc.addEventListener('change', onChange, capturing);
  doc.addEventListener(LIVE_EVENT, onLive, { signal: listening.signal });
  return { held, stop: () => listening.abort() };
}

/** Gives the app the interaction it missed, on `element` (the held one, or its replacement). */
function replay(entry: Held, element: HTMLElement | null) {
  entry.element.removeAttribute(PENDING_ATTRIBUTE);
  entry.submitter?.removeAttribute(PENDING_ATTRIBUTE);
  if (!element) return;
  if (entry.kind === 'submit') {
    const form = element as HTMLFormElement;
    // Not null for none: jsdom (the unit tests' DOM) refuses a null submitter, which browsers take as none.
    const submitter = entry.submitter && form.contains(entry.submitter) ? entry.submitter : undefined;
    const asSent = (event: Event) => replaceEntries((event as FormDataEvent).formData, entry.data);
    // The app reads the form in its submit listener, which `requestSubmit` runs before it returns.
    form.addEventListener('formdata', asSent);
    try {
      form.requestSubmit(submitter);
    } finally {
      form.removeEventListener('formdata', asSent);
    }
  } else if (entry.kind === 'click') {
    element.click();
  } else {
    if (element !== entry.element) copyChoice(entry.element, element);
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Makes `data` hold exactly the entries of `sent`. */
function replaceEntries(data: FormData, sent: FormData | null) {
  if (!sent) return;
  for (const name of new Set(data.keys())) data.delete(name);
  for (const [name, value] of sent) data.append(name, value);
}

/** What the visitor chose in a control the app has since replaced. */
function copyChoice(from: HTMLElement, to: HTMLElement) {
  if (from instanceof HTMLSelectElement && to instanceof HTMLSelectElement) to.value = from.value;
  else if (from instanceof HTMLInputElement && to instanceof HTMLInputElement) to.checked = from.checked;
}
