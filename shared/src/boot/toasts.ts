/**
 * The site's notifications, shown by the boot script with no app code: a toast is a copy of the
 * toast region's `<template>` (../ui/ToastRegion.tsx), filled and added to its list, which is a
 * polite live region. It closes by itself after TOAST_DURATION_MS, except while the pointer is
 * over it or focus is in it, and its button closes it at once.
 *
 * A toast is raised three ways, all ending here:
 * - a button that declares its toast (`TOAST_TITLE_ATTRIBUTE`, `TOAST_DESCRIPTION_ATTRIBUTE`): a
 *   pressed booking button, which the spec makes a demonstration with no call;
 * - a cart form (`CART_ITEM_ATTRIBUTE`, the item's name): '{name} added to cart' with its quantity
 *   and, where it has one, the chosen option's name (`CHOICE_NAME_ATTRIBUTE` on the radio);
 * - an island's code, which emits `toast` on the bus; the shell's entry passes it on as TOAST_EVENT.
 */
import type { BusEvents } from '../bus/events';
import { CART_ITEM_ATTRIBUTE, CART_TOAST_TEXT_ATTRIBUTE, CHOICE_NAME_ATTRIBUTE, TOAST_DESCRIPTION_ATTRIBUTE, TOAST_EVENT, TOAST_PART, TOAST_TITLE_ATTRIBUTE, TOAST_VARIANT, type CartToastText } from '../page-protocol';

export type Toast = BusEvents['toast'];

/** Spec: notifications close by themselves after about 4 to 5 seconds. */
export const TOAST_DURATION_MS = 4500;
/** At most this many show at once; the oldest goes first. */
const MOST_SHOWN = 3;

const part = (name: 'list' | 'template' | 'title' | 'description' | 'close') => `[${TOAST_PART}="${name}"]`;

/** Shows `toast` on the page `target` is in. */
export function raiseToast(target: Document | Element, toast: Toast): void {
  target.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast, bubbles: true }));
}

/** A cart toast's words in English, the code's own: a page in another language writes its own (CART_TOAST_TEXT_ATTRIBUTE). */
const ENGLISH_CART_TOAST: CartToastText = { added: '{item} added to cart', withChoice: '{item} in {choice}', quantity: 'Quantity: {quantity}' };

function cartToastText(form: HTMLFormElement): CartToastText {
  try {
    return { ...ENGLISH_CART_TOAST, ...(JSON.parse(form.getAttribute(CART_TOAST_TEXT_ATTRIBUTE) ?? '{}') as Partial<CartToastText>) };
  } catch {
    return ENGLISH_CART_TOAST;
  }
}

const filled = (text: string, values: Readonly<Record<string, string>>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** What a cart form's sending says, in the page's language, or null for a form that is no cart form. */
export function cartToast(form: HTMLFormElement): Toast | null {
  const item = form.getAttribute(CART_ITEM_ATTRIBUTE);
  if (!item) return null;
  const text = cartToastText(form);
  const quantity = String(new FormData(form).get('quantity') ?? '1');
  const choice = form.querySelector(`input[type="radio"][${CHOICE_NAME_ATTRIBUTE}]:checked`)?.getAttribute(CHOICE_NAME_ATTRIBUTE);
  const named = choice ? filled(text.withChoice, { item, choice }) : item;
  return { title: filled(text.added, { item: named }), description: filled(text.quantity, { quantity }), variant: 'success' };
}

function show(doc: Document, { title, description, variant = 'default' }: Toast) {
  const list = doc.querySelector(part('list'));
  const template = doc.querySelector<HTMLTemplateElement>(`template${part('template')}`);
  // Parsed from HTML, the toast is the template's content; rendered by React in the page (a
  // remote's standalone host), it is the template's child.
  const toast = (template?.content.firstElementChild ?? template?.firstElementChild)?.cloneNode(true);
  if (!list || !(toast instanceof HTMLElement)) {
    console.warn('[toasts] the page has no toast region:', title);
    return;
  }
  toast.setAttribute(TOAST_VARIANT, variant);
  toast.querySelector(part('title'))!.textContent = title;
  toast.querySelector(part('description'))!.textContent = description ?? '';

  const view = doc.defaultView!;
  let timer = 0;
  const close = () => {
    view.clearTimeout(timer);
    toast.remove();
  };
  const wait = () => {
    view.clearTimeout(timer);
    timer = view.setTimeout(close, TOAST_DURATION_MS);
  };
  const hold = () => view.clearTimeout(timer);
  toast.addEventListener('pointerenter', hold);
  toast.addEventListener('pointerleave', () => !toast.contains(doc.activeElement) && wait());
  toast.addEventListener('focusin', hold);
  toast.addEventListener('focusout', (event) => !toast.contains(event.relatedTarget as Node | null) && wait());
  toast.querySelector(part('close'))?.addEventListener('click', close);
  while (list.children.length >= MOST_SHOWN) list.firstElementChild?.remove();
  list.append(toast);
  wait();
}

/** Shows every toast raised in `doc` from now on; returns what stops it. */
export function installToasts(doc: Document): () => void {
  const onToast = (event: Event) => show(doc, (event as CustomEvent<Toast>).detail);
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(`button[${TOAST_TITLE_ATTRIBUTE}]`) : null;
    if (!button) return;
    const description = button.getAttribute(TOAST_DESCRIPTION_ATTRIBUTE);
    show(doc, { title: button.getAttribute(TOAST_TITLE_ATTRIBUTE)!, ...(description && { description }), variant: 'success' });
  };
  // After the browser has checked the form (a quantity, a chosen shade): only a valid form is sent.
  const onSubmit = (event: Event) => {
    const toast = event.target instanceof HTMLFormElement ? cartToast(event.target) : null;
    if (!toast) return;
    event.preventDefault();
    show(doc, toast);
  };
  doc.addEventListener(TOAST_EVENT, onToast);
  doc.addEventListener('click', onClick);
  doc.addEventListener('submit', onSubmit);
  return () => {
    doc.removeEventListener(TOAST_EVENT, onToast);
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('submit', onSubmit);
  };
}
