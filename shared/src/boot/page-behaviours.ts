/**
 * What a page of the site does with no app code: the behaviours its HTML asks for, each its own
 * module, installed before anything is painted. The composed page's boot script installs them
 * (shell/src/boot/boot.ts), beside the shell's own chrome (its menus, tooltips and analytics) and the
 * islands' start; a remote's standalone host installs them too (../dev/standalone.tsx), so a remote
 * alone behaves as composed.
 */
import { installCommands } from '../commands';
import { defineCalendarDay } from '../calendar-day';
import { defineHouseClock } from '../house-clock';
import { observeFades } from '../ui/observe-fades';
import { installAddressChoices } from './address-choices';
import { installChoiceAnnouncements } from './choice-announcements';
import { installFormChecks } from './form-checks';
import { installFormSending } from './form-sending';
import { installHeldEcho } from './held-echo';
import { installToasts } from './toasts';

/** Installs the page's behaviours in `win`; returns what stops those that listen. */
export function installPageBehaviours(win: Window & typeof globalThis): () => void {
  const doc = win.document;
  // A choice the address names (?shade=9g) is made in the page as soon as it is parsed.
  const stopChoices = installAddressChoices(doc, win.location.search);
  // Steppers', carousels' and play/pause buttons work at once (../commands.ts).
  const stopCommands = installCommands(doc);
  // A choice whose effect is the stylesheet's says what it did (./choice-announcements.ts).
  const stopAnnouncements = installChoiceAnnouncements(doc);
  // A house's clock is right from the first paint, and on each minute after (../house-clock.ts).
  defineHouseClock(win);
  // A row of the coming days says them from the first paint (../calendar-day.ts).
  defineCalendarDay(win);
  // Sections fade in as they show, whether or not any code has arrived (never invisible until then).
  const stopFades = observeFades(doc);
  // Notifications: a booking button's, a cart form's, and those the islands raise (./toasts.ts).
  const stopToasts = installToasts(doc);
  // A form's own words for what its fields refuse, before its code has come (./form-checks.ts).
  const stopFormChecks = installFormChecks(win);
  // A form that sends itself to the backend, once its checks let it (./form-sending.ts).
  const stopFormSending = installFormSending(win);
  // A message sent before its island's code shows at once where the island will show it (./held-echo.ts).
  const stopHeldEcho = installHeldEcho(win);
  return () => {
    stopHeldEcho();
    stopAnnouncements();
    stopFormSending();
    stopFormChecks();
    stopToasts();
    stopChoices();
    stopCommands();
    stopFades();
  };
}
