/**
 * The composed page's boot script: the first script of every route's HTML, inline, so it runs
 * before anything is painted (built by Vite into one small classic script: shell/tooling/boot-script.ts).
 * It holds what the visitor does before the app owns the page, gives the header's dropdowns their
 * keys and its buttons their tooltips, answers the site's custom invoker commands, asks for consent
 * and counts page views (./analytics.ts), and starts an island's code when it is needed
 * (./start-app.ts).
 */
import { logNotFound } from '../first-view/markers';
import { playAmbientVideos } from '../home/ambient-video';
import { installPageBehaviours } from 'shared/page-behaviours';
import { installAnalytics } from './analytics';
import { installDropdowns } from './dropdowns';
import { installEventReplay } from './event-replay';
import { installLanguageChoice } from './language-choice';
import { installScrollState } from './scroll-state';
import { installTooltips } from './tooltips';
import { readAppStart, scheduleAppStart } from './start-app';

const config = readAppStart(document);
// A dynamic import() keeps the entry a module, with its own imports, from this classic script.
const want = config ? scheduleAppStart(window, config, (url) => import(/* @vite-ignore */ url)) : () => undefined;
// A held interaction asks at once for the code of the island it is in.
installEventReplay(document, want);
installDropdowns(document);
installTooltips(document);
installScrollState(window);
// The language switcher keeps the visitor's place; the offer of another language (./language-choice.ts).
installLanguageChoice(window);
// What the page's own HTML asks for: address choices, commands, house clocks, fades (shared/src/boot).
installPageBehaviours(window);
// The home hero's video plays with no app (src/home/ambient-video.ts).
playAmbientVideos(document);
logNotFound(document, location);
// The consent banner and page views, where analytics are configured (./analytics.ts).
if (config?.analytics) installAnalytics(window, config.analytics);
