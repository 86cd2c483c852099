import { TOOLTIP_ATTRIBUTE } from 'shared/page-protocol';
/**
 * Tooltips for icon-only buttons, from the first paint and with no app: the button names the
 * tooltip it has (`data-tooltip="<id>"`), and the tooltip is a manual popover (`popover="manual"`,
 * `role="tooltip"`), so it is shown in the top layer, over the header's blur, and never closes an
 * open dropdown.
 *
 * What the platform does not do (interest invokers are not in every browser yet) lives here, as
 * plain listeners on the document, like the dropdowns' keys (./dropdowns.ts):
 * - a pointer that rests on the button shows its tooltip after `TOOLTIP_OPEN_DELAY_MS`, or at once
 *   when another tooltip closed less than `TOOLTIP_SKIP_DELAY_MS` before (moving along a row);
 * - keyboard focus shows it at once; a press, Escape, or focus or pointer leaving hides it;
 * - the tooltip stays while the pointer moves onto it (WCAG 1.4.13: hoverable, dismissible, and
 *   persistent): leaving the button hides it only after `TOOLTIP_GRACE_MS`, time to cross the gap.
 *
 * Touch never shows one: a phone's visitor has no hover, and the button's name is read by their
 * screen reader.
 */

/** Spec: tooltips open after 700 ms, and at once within 300 ms of the last one closing. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** How long a pointer has to cross from the button onto its tooltip. */
export const TOOLTIP_GRACE_MS = 120;
/** The gap between the button and its tooltip, in CSS pixels. */
const OFFSET_PX = 6;
/** The least room kept between a tooltip and the viewport's side. */
const EDGE_PX = 8;

const elementOf = (node: EventTarget | null): Element | null => (node instanceof Element ? node : node instanceof Node ? node.parentElement : null);

export function installTooltips(doc: Document): () => void {
  const view = doc.defaultView!;
  let shown: { trigger: Element; tip: HTMLElement } | null = null;
  let pending: number | undefined;
  let hiding: number | undefined;
  let closedAt = -Infinity;

  const triggerOf = (node: EventTarget | null) => elementOf(node)?.closest(`[${TOOLTIP_ATTRIBUTE}]`) ?? null;
  const tipOf = (trigger: Element) => {
    const tip = doc.getElementById(trigger.getAttribute(TOOLTIP_ATTRIBUTE) ?? '');
    return tip?.hasAttribute('popover') ? tip : null;
  };
  /** The trigger a node belongs to: the button itself, or the tooltip it shows. */
  const ownerOf = (node: EventTarget | null) => {
    const trigger = triggerOf(node);
    if (trigger) return trigger;
    const element = elementOf(node);
    return shown && element && shown.tip.contains(element) ? shown.trigger : null;
  };

  const cancel = () => {
    view.clearTimeout(pending);
    view.clearTimeout(hiding);
    pending = hiding = undefined;
  };

  const hide = () => {
    cancel();
    if (!shown) return;
    if (shown.tip.matches(':popover-open')) shown.tip.hidePopover();
    shown = null;
    closedAt = view.performance.now();
  };

  const show = (trigger: Element) => {
    cancel();
    if (shown?.trigger === trigger) return;
    hide();
    const tip = tipOf(trigger);
    if (!tip) return;
    tip.showPopover();
    // Below the button, centred on it, kept inside the viewport.
    const button = trigger.getBoundingClientRect();
    const width = tip.offsetWidth;
    const left = Math.min(Math.max(button.left + button.width / 2 - width / 2, EDGE_PX), view.innerWidth - width - EDGE_PX);
    tip.style.left = `${Math.round(left)}px`;
    tip.style.top = `${Math.round(button.bottom + OFFSET_PX)}px`;
    shown = { trigger, tip };
  };

  const showAfterDelay = (trigger: Element) => {
    // Moving along a row of buttons: the next tooltip replaces the one shown, or one just closed, at once.
    if (shown || view.performance.now() - closedAt < TOOLTIP_SKIP_DELAY_MS) return show(trigger);
    cancel();
    pending = view.setTimeout(() => show(trigger), TOOLTIP_OPEN_DELAY_MS);
  };

  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    const owner = ownerOf(event.target);
    if (!owner) return;
    if (shown?.trigger === owner) return cancel();
    if (triggerOf(event.target)) showAfterDelay(owner);
  };
  const onPointerOut = (event: PointerEvent) => {
    const owner = ownerOf(event.target);
    if (!owner || ownerOf(event.relatedTarget) === owner) return;
    if (!shown) return cancel();
    view.clearTimeout(hiding);
    hiding = view.setTimeout(hide, TOOLTIP_GRACE_MS);
  };
  const onFocusIn = (event: FocusEvent) => {
    const trigger = triggerOf(event.target);
    if (trigger?.matches(':focus-visible')) show(trigger);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (shown && triggerOf(event.target) === shown.trigger) hide();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (triggerOf(event.target)) hide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && (shown || pending !== undefined)) hide();
  };

  const listeners = [
    ['pointerover', onPointerOver],
    ['pointerout', onPointerOut],
    ['focusin', onFocusIn],
    ['focusout', onFocusOut],
    ['pointerdown', onPointerDown],
    ['keydown', onKeyDown],
  ] as const;
  for (const [type, listener] of listeners) doc.addEventListener(type, listener as EventListener, true);
  // A page shown from the back-forward cache must not come back with a tooltip open.
  view.addEventListener('pagehide', hide);
  return () => {
    hide();
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener as EventListener, true);
    view.removeEventListener('pagehide', hide);
  };
}
