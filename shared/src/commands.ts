/**
 * Custom invoker commands: controls that work from the first paint with no app code.
 *
 * A `<button commandfor="id" command="--…">` makes the browser itself fire a `command` event at the
 * element it names, the moment it is pressed (the Invoker Commands API, Baseline 2025:
 * https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command). The commands the
 * platform builds in cover popovers and dialogs; the few below are what the site's other
 * controls need, answered by one listener the boot script installs before anything is painted
 * (shell/src/boot/boot.ts). So a quantity stepper or a carousel answers at once, before and after
 * the app takes over, with one implementation; the app only listens to the `input` and `change`
 * events they fire, as it would for a visitor's own choice.
 *
 * - `--step-up`, `--step-down` on an `<input type="number">`: one step, never past `min` or `max`
 *   (Open UI proposed these for the platform: https://open-ui.org/components/invokers.explainer/).
 *   Each button that steps the field is disabled while its step would do nothing, and kept so as
 *   the visitor types.
 * - `--next`, `--previous` on an element holding radio buttons (a carousel's slide choice): the
 *   next or previous radio is chosen, wrapping at either end, as the arrow keys do natively.
 * - `--toggle-playback` on a `<video>` or `<audio>`: plays it if paused, pauses it if playing. The
 *   buttons that command it follow its state, whoever changed it: `data-paused` while paused, and
 *   their name from `data-label-paused` or `data-label-playing`.
 * - `--choose` on an element holding a part for each choice (the booking wizard's experience): the
 *   button's `value` is chosen (`choose`), so the part for it shows at the press and focus moves
 *   into it. The app that owns the holder listens to the same `command` event to keep its state.
 */

// React's button types learn `command` and `commandfor` here, for every program that imports `shared`.
import type {} from './invoker-commands';
import { CHOSEN_ATTRIBUTE, FOCUS_ON_SHOW_ATTRIBUTE, FOR_CHOICE_ATTRIBUTE, PAUSED_ATTRIBUTE } from './page-protocol';


export const STEP_UP = '--step-up';
export const STEP_DOWN = '--step-down';
export const NEXT = '--next';
export const PREVIOUS = '--previous';
export const TOGGLE_PLAYBACK = '--toggle-playback';
export const CHOOSE = '--choose';

/** The `command` event (lib.dom of TypeScript 5.9 has no CommandEvent yet). */
interface CommandEventLike extends Event {
  readonly command: string;
  readonly source: Element | null;
}

export const isCommandEvent = (event: Event): event is CommandEventLike => typeof (event as Partial<CommandEventLike>).command === 'string';

/** Tells the page's code of a value changed for the visitor, as the browser does for their own input. */
function announceChange(control: HTMLInputElement) {
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Disables the buttons that step `field` while their step would do nothing. */
export function syncSteppers(field: HTMLInputElement): void {
  if (!field.id) return;
  const value = field.valueAsNumber;
  const min = field.min === '' ? -Infinity : Number(field.min);
  const max = field.max === '' ? Infinity : Number(field.max);
  for (const button of field.ownerDocument.querySelectorAll<HTMLButtonElement>('button[commandfor]')) {
    if (button.getAttribute('commandfor') !== field.id) continue;
    const command = button.getAttribute('command');
    if (command === STEP_DOWN) button.disabled = !(value > min);
    else if (command === STEP_UP) button.disabled = !(value < max);
  }
}

function step(field: HTMLInputElement, direction: 1 | -1) {
  const before = field.value;
  try {
    if (direction > 0) field.stepUp();
    else field.stepDown();
  } catch {
    // A value the field cannot step from (empty, or not a number): start again from its minimum.
    field.value = field.min || '0';
  }
  if (field.value !== before) announceChange(field);
  syncSteppers(field);
}

/** The buttons that toggle `media`'s playback say what a press would do now. */
export function syncPlaybackButtons(media: HTMLMediaElement): void {
  if (!media.id) return;
  for (const button of media.ownerDocument.querySelectorAll<HTMLButtonElement>('button[commandfor]')) {
    if (button.getAttribute('commandfor') !== media.id || button.getAttribute('command') !== TOGGLE_PLAYBACK) continue;
    button.toggleAttribute(PAUSED_ATTRIBUTE, media.paused);
    const label = button.dataset[media.paused ? 'labelPaused' : 'labelPlaying'];
    if (label) button.setAttribute('aria-label', label);
  }
}

/** The enabled radios inside `group`, in order. */
const radiosOf = (group: Element) => [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((radio) => !radio.disabled);

/** Chooses the radio `offset` places from the chosen one in `group`, wrapping at either end. */
export function stepChoice(group: Element, offset: number): void {
  const radios = radiosOf(group);
  if (radios.length === 0) return;
  const current = Math.max(0, radios.findIndex((radio) => radio.checked));
  const next = radios[(((current + offset) % radios.length) + radios.length) % radios.length]!;
  if (next.checked) return;
  next.checked = true;
  announceChange(next);
}

/** The first element of `holder` marked to take focus that is not inside a hidden part. */
export const shownFocusTarget = (holder: Element) =>
  [...holder.querySelectorAll<HTMLElement>(`[${FOCUS_ON_SHOW_ATTRIBUTE}]`)].find((element) => !element.closest('[hidden]')) ?? null;

/**
 * Makes `choice` the choice of `holder` (none when empty): each of its parts marked
 * FOR_CHOICE_ATTRIBUTE is shown when it is for that choice, for any (`*`) or for none (empty), and
 * hidden otherwise; then focus moves to what the parts shown mark to take it.
 */
export function choose(holder: HTMLElement, choice: string): void {
  if (choice) holder.setAttribute(CHOSEN_ATTRIBUTE, choice);
  else holder.removeAttribute(CHOSEN_ATTRIBUTE);
  for (const part of holder.querySelectorAll<HTMLElement>(`[${FOR_CHOICE_ATTRIBUTE}]`)) {
    const wanted = part.getAttribute(FOR_CHOICE_ATTRIBUTE);
    part.hidden = !(wanted === choice || (wanted === '*' && choice !== ''));
  }
  shownFocusTarget(holder)?.focus();
}

/** What the platform's own commands do, for a browser that does not know them. */
const BUILT_IN_COMMANDS: Readonly<Record<string, (target: Element) => void>> = {
  'show-modal': (target) => target instanceof HTMLDialogElement && !target.open && target.showModal(),
  close: (target) => target instanceof HTMLDialogElement && target.close(),
  'request-close': (target) => target instanceof HTMLDialogElement && target.close(),
  'toggle-popover': (target) => target instanceof HTMLElement && target.togglePopover(),
  'show-popover': (target) => target instanceof HTMLElement && !target.matches(':popover-open') && target.showPopover(),
  'hide-popover': (target) => target instanceof HTMLElement && target.matches(':popover-open') && target.hidePopover(),
};

/** Answers the site's custom commands on `doc`, from now on. Returns what stops it. */
export function installCommands(doc: Document): () => void {
  const onCommand = (event: Event) => {
    const target = event.target;
    if (!isCommandEvent(event) || !(target instanceof Element)) return;
    if (target instanceof HTMLInputElement && target.type === 'number' && (event.command === STEP_UP || event.command === STEP_DOWN)) {
      step(target, event.command === STEP_UP ? 1 : -1);
    } else if (event.command === NEXT || event.command === PREVIOUS) {
      stepChoice(target, event.command === NEXT ? 1 : -1);
    } else if (event.command === CHOOSE && target instanceof HTMLElement && event.source instanceof HTMLButtonElement) {
      choose(target, event.source.value);
    } else if (event.command === TOGGLE_PLAYBACK && target instanceof HTMLMediaElement) {
      if (target.paused) void target.play().catch(() => undefined);
      else target.pause();
    }
  };
  // `play` and `pause` do not bubble either.
  const onPlayback = (event: Event) => {
    if (event.target instanceof HTMLMediaElement) syncPlaybackButtons(event.target);
  };
  // What the visitor types into a stepped field keeps its buttons right too.
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.type === 'number') syncSteppers(field);
  };
  // Where the browser has no invoker commands (Safari before 26.2, Firefox before 144:
  // https://caniuse.com/mdn-html_elements_button_command), a press of a button with a command does
  // what the browser would: the built-in ones (the mobile menu's dialog), and for a custom one, the
  // same event.
  const onClick = (event: Event) => {
    const button = (event.target instanceof Element ? event.target : null)?.closest('button[commandfor][command]');
    const target = button && doc.getElementById(button.getAttribute('commandfor') ?? '');
    if (!button || !target || (button as HTMLButtonElement).disabled) return;
    const command = button.getAttribute('command') ?? '';
    if (!command.startsWith('--')) return BUILT_IN_COMMANDS[command]?.(target);
    target.dispatchEvent(Object.assign(new Event('command', { cancelable: true }), { command, source: button }));
  };
  const nativeCommands = 'command' in HTMLButtonElement.prototype;
  // `command` does not bubble: it is caught on its way down.
  doc.addEventListener('command', onCommand, true);
  doc.addEventListener('input', onInput);
  doc.addEventListener('play', onPlayback, true);
  doc.addEventListener('pause', onPlayback, true);
  if (!nativeCommands) doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('play', onPlayback, true);
    doc.removeEventListener('pause', onPlayback, true);
    doc.removeEventListener('command', onCommand, true);
    doc.removeEventListener('input', onInput);
    doc.removeEventListener('click', onClick);
  };
}
