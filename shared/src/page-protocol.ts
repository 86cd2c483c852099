/**
 * The page's HTML protocol: every attribute and event by which the HTML the server and the builds
 * write, the boot script (shell/src/boot, shared/src/boot) and the islands' code speak to each
 * other, declared here and nowhere else. The stylesheet reads several of them too
 * (`PAGE_STATE_ATTRIBUTES`, shell/src/first-view/stylesheets.ts).
 */

// Islands: what needs code, when, and whether it is live. An island is live once its root has
// committed (`data-live` and a bubbling `app:live` event); what was held in it is then replayed.

/**
 * On an element around a radio group or a select: the boot script chooses the option the address
 * names by its name (`?shade=9g`, `?interest=domain-purchase`) as soon as the page is parsed
 * (shared/src/boot/address-choices.ts).
 */
export const ADDRESS_CHOICE_ATTRIBUTE = 'data-from-address';
/**
 * Marks an island: a part of the page that needs the app's code (a form, the chat, the booking
 * wizard...), as opposed to the rest of the page, which works as HTML. The app starts only when an
 * island needs it (shell/src/boot/start-app.ts); the value says when.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
/**
 * When an island needs its code (each way, at once when the visitor reaches for it: a pointer over
 * it, a touch, focus in it; what is done in it before the code is there is held and replayed):
 * - `visible`: as it comes near the viewport, so its code is here by the time it is used or
 *   changes by itself (a form, the chat's history, the booking wizard);
 * - `interaction`: only when the visitor reaches for it, for what works without its code (a GET
 *   form, links) and is only quicker with it.
 */
export type IslandLoad = 'visible' | 'interaction';
/**
 * On an island that brings its own code (an island component, shared/src/islands): its name,
 * `<remote>/<file>`, which the page's start loads and hydrates alone, as its own React root,
 * without the rest of the app. Its props (JSON), its `useId` prefix and the address its HTML was
 * written at (path and query) are written beside it.
 */
export const ISLAND_NAME_ATTRIBUTE = 'data-island-name';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
export const ISLAND_AT_ATTRIBUTE = 'data-island-at';
/**
 * On an island component whose first view read the page's query string (a filter): its HTML shows
 * the query it was written at (`data-island-at`), so a visit with another one needs its code as
 * soon as the page has painted, whatever its `load` says. Written by the build, which finds it as
 * it renders the island (shared/tooling/first-view.tsx).
 */
export const ISLAND_QUERY_ATTRIBUTE = 'data-island-query';
/**
 * On an island component: the files its code needs at once (its remote's entry, its `./islands`
 * module, its own chunk...), space-separated, written by its remote's build
 * (shared/tooling/island-files.ts): fetched side by side when the island is asked for.
 */
export const ISLAND_FILES_ATTRIBUTE = 'data-island-files';
/**
 * Asked of the page's code by the boot script (shell/src/boot/start-app.ts), on an island: its
 * code. Each ask is also a bubbling `app:want` event on the island, for code that already runs.
 */
export const WANTED_ATTRIBUTE = 'data-wanted';
export const WANT_EVENT = 'app:want';
export const LIVE_ATTRIBUTE = 'data-live';
export const LIVE_EVENT = 'app:live';

/**
 * Whether what `element` does is answered now: outside an island, always (the page's HTML, the
 * platform and the boot script answer it); inside one, once its root has committed.
 */
export function isLive(element: Element): boolean {
  return element.closest(`[${ISLAND_NAME_ATTRIBUTE}]`)?.hasAttribute(LIVE_ATTRIBUTE) ?? true;
}

/** On a control whose press is held until its island is live (shell/src/boot/event-replay.ts). */
export const PENDING_ATTRIBUTE = 'data-pending';

// The first view, as the server writes it

/** On the first view's root: the route it shows (`/404` for the not-found page). */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/** On the first view's root: the build of each remote whose HTML it holds, as JSON (`{"catalogue":"…"}`). */
export const FIRST_VIEW_BUILDS_ATTRIBUTE = 'data-first-view-builds';

/**
 * On the first view's root: the shell's remotes.json the page was composed with, as JSON. The
 * page's code registers its remotes from it rather than fetching the file again, one round trip
 * later (src/remotes/remotes-config.ts); a Retry reads the file afresh.
 */
export const FIRST_VIEW_REMOTES_ATTRIBUTE = 'data-first-view-remotes';

/**
 * Around a remote's part of a page (its route's page, a fragment; the standalone host's root): the
 * remote's name, to which its stylesheet's utilities are scoped (`@scope ([data-remote="…"])`,
 * shared/tooling/scope-remote-css.ts).
 */
export const REMOTE_PART_ATTRIBUTE = 'data-remote';

/** On a cut `<style>`: the address of its whole stylesheet. */
export const FIRST_VIEW_CSS_ATTRIBUTE = 'data-first-view-css';

/** On the `<link>` that brings a whole stylesheet in. */
export const WHOLE_STYLESHEET_ATTRIBUTE = 'data-whole-stylesheet';

/** Marks the tags a page owns, so the browser replaces them on the next page instead of piling them up. */
export const PAGE_META_ATTRIBUTE = 'data-page-meta';

// What the boot script answers and keeps

/** An element holding a button and the `[popover]` panel it opens (shell/src/boot/dropdowns.ts). */
export const DROPDOWN_ATTRIBUTE = 'data-dropdown';

/** On a button: its tooltip's text (shell/src/boot/tooltips.ts). */
export const TOOLTIP_ATTRIBUTE = 'data-tooltip';

/** On <html> while the page is scrolled past the threshold (the boot script keeps it). */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';

/** Set once the video plays, so the stylesheet can fade it in over its poster. */
export const PLAYING_ATTRIBUTE = 'data-playing';

/** On the banner: the line that says the choice being reviewed (filled by the boot script). */
export const CONSENT_CURRENT_ATTRIBUTE = 'data-consent-current';
/** On the consent banner's current-choice line: what it says of each choice, in the page's language. */
export const CONSENT_ACCEPTED_TEXT_ATTRIBUTE = 'data-accepted-text';
export const CONSENT_DECLINED_TEXT_ATTRIBUTE = 'data-declined-text';

/** On an `.nl-fade` element once it has shown. */
export const VISIBLE_ATTRIBUTE = 'data-visible';

/** On a play/pause button while what it commands is paused. */
export const PAUSED_ATTRIBUTE = 'data-paused';

/**
 * A `--choose` command's holder (shared/src/commands.ts): the choice made, its parts each shown for
 * one choice (`*` any, empty none), and what takes focus in the part shown.
 */
export const CHOSEN_ATTRIBUTE = 'data-chosen';
export const FOR_CHOICE_ATTRIBUTE = 'data-for-choice';
export const FOCUS_ON_SHOW_ATTRIBUTE = 'data-focus-on-show';

/**
 * A house's clock (`<house-clock>`, shared/src/house-clock.ts): on the element, open now and
 * today's weekday; inside it, each row's weekday, where today's hours go, and the words a row or
 * the status shows (the page's own, so the clock carries no copy).
 */
export const OPEN_ATTRIBUTE = 'data-open';
export const TODAY_ATTRIBUTE = 'data-today';
export const WEEKDAY_ATTRIBUTE = 'data-weekday';
export const TODAYS_HOURS_ATTRIBUTE = 'data-todays-hours';
export const TODAY_TEXT_ATTRIBUTE = 'data-today-text';
export const OPEN_TEXT_ATTRIBUTE = 'data-open-text';
export const CLOSED_TEXT_ATTRIBUTE = 'data-closed-text';
/**
 * On a clock's today's-hours element of a page in another language than English: each weekday's
 * hours as the page's language writes them, as JSON (`{"monday":"09:00 – 21:00",…,"sunday":"Fermé"}`);
 * without it, the hours are shown as the data writes them.
 */
export const HOURS_TEXT_ATTRIBUTE = 'data-hours-text';

/** Names the toast region's parts in its markup (`data-toast-part="list"`...). */
export const TOAST_PART = 'data-toast-part';

/** A toast's variant, which its style follows. */
export const TOAST_VARIANT = 'data-variant';

/** Raised on the document with a toast as its detail: an island's toast, handed on by the shell's entry. */
export const TOAST_EVENT = 'nl-toast';

/** On an island's form: the field whose text shows at once when sent before the island's code, and the element that shows it (./boot/held-echo.ts). */
export const ECHO_FIELD_ATTRIBUTE = 'data-echo-field';
export const ECHO_INTO_ATTRIBUTE = 'data-echo-into';

/** On a button: the toast a press raises, its title and description (the booking buttons). */
export const TOAST_TITLE_ATTRIBUTE = 'data-toast-title';
export const TOAST_DESCRIPTION_ATTRIBUTE = 'data-toast-description';

/** On a form: the item its sending adds to the cart, by name (Add to Cart). */
export const CART_ITEM_ATTRIBUTE = 'data-cart-item';

/**
 * On a cart form of a page in another language than English: what its toast says, as JSON
 * (`CartToastText`, `{item}`, `{choice}` and `{quantity}` filled in by the boot script).
 */
export const CART_TOAST_TEXT_ATTRIBUTE = 'data-cart-toast-text';

/** The words of a cart form's toast in the page's language. */
export interface CartToastText {
  /** '{item} added to cart' */
  added: string;
  /** '{item} in {choice}': the item with its chosen option (a shade). */
  withChoice: string;
  /** 'Quantity: {quantity}' */
  quantity: string;
}

/**
 * On a radio: what a screen reader hears when it is chosen ("2 services shown"); on its group: the
 * id of the polite live region that says it (shared/src/boot/choice-announcements.ts).
 */
export const CHOICE_ANNOUNCEMENT_ATTRIBUTE = 'data-announce';
export const ANNOUNCE_IN_ATTRIBUTE = 'data-announce-in';

/** On a radio of a cart form: the chosen option's name, which the toast says (a shade). */
export const CHOICE_NAME_ATTRIBUTE = 'data-choice-name';

/**
 * On a form: its own words for what its fields' constraints refuse, said by the boot script as it
 * is sent (shared/src/boot/form-checks.ts): a required field empty or blank, then a field whose
 * trimmed value its `pattern` refuses. The form's message line is marked FORM_MESSAGE_ATTRIBUTE.
 */
export const FORM_MISSING_MESSAGE_ATTRIBUTE = 'data-missing-message';
export const FORM_MISMATCH_MESSAGE_ATTRIBUTE = 'data-mismatch-message';
export const FORM_MESSAGE_ATTRIBUTE = 'data-form-message';

/**
 * On a form the boot script sends itself (shared/src/boot/form-sending.ts): the backend function
 * it sends its fields to, as JSON, and the backend's public key; the words it says once sent and
 * when sending failed; the line that says it was sent (a status); the analytics event a sending
 * counts as, with the fields whose values go with it. On its submit button: the label while it sends.
 */
export const FORM_SEND_TO_ATTRIBUTE = 'data-send-to';
export const FORM_SEND_KEY_ATTRIBUTE = 'data-send-key';
export const FORM_SENT_MESSAGE_ATTRIBUTE = 'data-sent-message';
export const FORM_FAILED_MESSAGE_ATTRIBUTE = 'data-failed-message';
export const FORM_SENT_LINE_ATTRIBUTE = 'data-form-sent';
export const FORM_SENT_EVENT_ATTRIBUTE = 'data-sent-event';
export const FORM_SENT_EVENT_FIELDS_ATTRIBUTE = 'data-sent-event-fields';
export const BUSY_LABEL_ATTRIBUTE = 'data-busy-label';

/**
 * Raised on the document with `{ name, params }`: an analytics event, counted by the boot script's
 * analytics while the visitor's choice is Accept (shell/src/boot/analytics.ts). The shell's entry
 * hands an island's `analytics` bus event on as one; the boot script's own behaviours raise it.
 */
export const ANALYTICS_EVENT = 'analytics:event';

/** On a language switcher's link: the language it opens the page in (the boot script keeps the visitor's place). */
export const LOCALE_SWITCH_ATTRIBUTE = 'data-locale-switch';
/** On the quiet line that offers the page in another language: that language (shown by the boot script to a visitor whose browser prefers it). */
export const LOCALE_OFFER_ATTRIBUTE = 'data-locale-offer';
/** On the offer's button that declines it: the visitor keeps the page's language, and is not asked again. */
export const LOCALE_OFFER_DISMISS_ATTRIBUTE = 'data-locale-offer-dismiss';
