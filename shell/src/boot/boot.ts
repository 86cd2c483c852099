/**
 * The composed page's boot script: the first script of every route's HTML, inline, so it runs
 * before anything is painted (built by Vite into one small classic script: shell/build/boot-script.ts).
 * It holds what the visitor does before the app owns the page, gives the header's dropdowns their
 * keys, answers the site's custom invoker commands, and starts the app.
 */
import { installCommands } from 'shared/commands';
import { observeFades } from 'shared/observe-fades';
import { installDropdowns } from './dropdowns';
import { installEventReplay } from './event-replay';
import { readAppStart, scheduleAppStart } from './start-app';

const config = readAppStart(document);
// A dynamic import() keeps the entry a module, with its own imports, from this classic script.
const start = config ? scheduleAppStart(window, config, (url) => import(/* @vite-ignore */ url)) : () => undefined;
installEventReplay(document, start);
installDropdowns(document);
// The steppers' and carousels' buttons work at once (shared/src/commands.ts).
installCommands(document);
// Sections fade in as they show, whether or not their code has arrived (never invisible until then).
observeFades(document);
