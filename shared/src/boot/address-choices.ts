/**
 * A radio group or a select marked `data-from-address` takes its choice from the address, by its
 * name (a select, /contact?interest=domain-purchase, only while it shows its first option): on
 * /product/second-skin-foundation?shade=9g (the shade finder's link) the 9G swatch is chosen as
 * soon as the page is parsed, before any code of the page's own. A static first view is the same
 * for every query, so only script can choose it, and the group is `required`: the browser itself
 * asks for a choice when the form is sent with none. A press made before the page is parsed is
 * still sent with the address's choice: the submit button's click comes before the browser checks
 * the form. The visitor's own choice is never replaced, and it is written to the address in turn
 * (replacing the entry, so Back still leaves the page), so a shared or reloaded address keeps it.
 */
import { ADDRESS_CHOICE_ATTRIBUTE } from '../page-protocol';

/** Chooses, inside `root`, each marked group's radio the address names, where none is chosen, and each marked select's option. */
function chooseFromAddress(root: ParentNode, params: URLSearchParams) {
  for (const select of root.querySelectorAll<HTMLSelectElement>(`[${ADDRESS_CHOICE_ATTRIBUTE}] select`)) {
    const asked = params.get(select.name);
    if (asked !== null && select.selectedIndex <= 0 && [...select.options].some((option) => option.value === asked)) select.value = asked;
  }
  const radios = root.querySelectorAll<HTMLInputElement>(`[${ADDRESS_CHOICE_ATTRIBUTE}] input[type="radio"]`);
  for (const radio of radios) {
    if (params.get(radio.name) !== radio.value || !radio.form) continue;
    const group = radio.form.elements.namedItem(radio.name);
    const chosen = group instanceof RadioNodeList ? group.value !== '' : false;
    if (!chosen) radio.checked = true;
  }
}

/** Installs the choosing on `doc` for the address's `search`; returns what removes it. */
export function installAddressChoices(doc: Document, search: string): () => void {
  const params = new URLSearchParams(search);
  const view = doc.defaultView;
  const onChoice = (event: Event) => {
    const radio = event.target;
    // A select's choice is for this message only (the address asks for a first one): only a radio's is written back.
    if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio' || !radio.closest(`[${ADDRESS_CHOICE_ATTRIBUTE}]`) || !view) return;
    const url = new URL(view.location.href);
    url.searchParams.set(radio.name, radio.value);
    view.history.replaceState(view.history.state, '', url);
  };
  doc.addEventListener('change', onChoice);
  const atPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button, input') : null;
    if ((button instanceof HTMLButtonElement || button instanceof HTMLInputElement) && button.type === 'submit' && button.form) chooseFromAddress(button.form, params);
  };
  const atParsed = () => chooseFromAddress(doc, params);
  if (!params.toString()) return () => doc.removeEventListener('change', onChoice);
  doc.addEventListener('click', atPress, true);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', atParsed, { once: true });
  else atParsed();
  return () => {
    doc.removeEventListener('change', onChoice);
    doc.removeEventListener('click', atPress, true);
    doc.removeEventListener('DOMContentLoaded', atParsed);
  };
}
