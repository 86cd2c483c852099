import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_RETRY_MS, NEAR_MARGIN, PAINT_WAIT_MS, scheduleAppStart } from './start-app';

const config = { entry: '/assets/index-abc.js', preloads: ['/assets/react-def.js'] };
let cleanUp = new AbortController();
const watching = () => ({ signal: cleanUp.signal });

/** The app's entry, as `import()` would load it: at once. */
const loadsAtOnce = () => vi.fn((_url: string): Promise<unknown> => Promise.resolve({}));

/** The page still loading (jsdom's document is always complete). */
const stillLoading = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

/** jsdom has no IntersectionObserver: a stand-in that records what it observes and can report it shown. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly observed: Element[] = [];
  constructor(
    readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  show(element: Element) {
    this.callback([{ isIntersecting: true, target: element }]);
  }
}

beforeEach(() => {
  cleanUp = new AbortController();
  vi.useFakeTimers();
  FakeIntersectionObserver.last = undefined;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanUp.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-wanted');
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
});

/** The frame after a press, and the task queued from it: when the code is asked for. */
function afterNextFrame() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

/** The load event, the paint (a frame: jsdom has no paint timing), and the frame after it, in which the code is asked for. */
function loadedAndPainted() {
  window.dispatchEvent(new Event('load'));
  afterNextFrame();
  afterNextFrame();
}

function page(html: string) {
  document.body.innerHTML = html;
}

describe('scheduleAppStart', () => {
  it('links the first view’s whole stylesheets as it starts the app, not before', () => {
    document.head.insertAdjacentHTML('beforeend', '<style data-first-view-css="/assets/index-1.css"></style>');
    page('<div data-island="interaction" data-island-name="advisor/part-interaction" class="contents"><button>Send</button></div>');
    const wholeSheet = () => document.head.querySelector('link[rel="stylesheet"][href="/assets/index-1.css"]');
    scheduleAppStart(window, config, loadsAtOnce(), watching());
    expect(wholeSheet()).toBeNull();
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    afterNextFrame();
    expect(wholeSheet()).not.toBeNull();
    document.head.querySelectorAll('style, link[rel="stylesheet"]').forEach((element) => element.remove());
  });

  it('never starts by itself on a page whose islands are out of sight', () => {
    page('<p>Copy</p><div data-island="interaction" data-island-name="advisor/part-interaction" class="contents"><form><button>Send</button></form></div>');
    const load = loadsAtOnce();
    const want = scheduleAppStart(window, config, load, watching());
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(60_000);
    document.querySelector('p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // Nothing outside an island needs code, whatever is pressed there.
    want(document.querySelector('p'));
    afterNextFrame();
    document.dispatchEvent(new KeyboardEvent('keydown'));
    expect(load).not.toHaveBeenCalled();
  });

  it('starts at once, with the preloads, when the visitor reaches for an island', () => {
    page('<div data-island="interaction" data-island-name="advisor/part-interaction" class="contents"><form><input aria-label="Email"></form></div>');
    const load = loadsAtOnce();
    scheduleAppStart(window, config, load, watching());
    document.querySelector('input')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // Not in the frame of the press, which paints its acknowledgement first.
    expect(load).not.toHaveBeenCalled();
    afterNextFrame();
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-abc.js');
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/react-def.js']);
    document.querySelector('input')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    afterNextFrame();
    expect(load).toHaveBeenCalledOnce();
  });

  it('asks again for code that did not come, and once it has given up, at the next reach', async () => {
    page('<div data-island="interaction" data-island-name="advisor/part-interaction" class="contents"><form><input aria-label="Email"></form></div>');
    const load = vi.fn((_url: string): Promise<unknown> => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const failures = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    scheduleAppStart(window, config, load, watching());
    const field = document.querySelector('input')!;
    field.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    afterNextFrame();
    expect(load).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(LOAD_RETRY_MS[0]);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LOAD_RETRY_MS[1]);
    expect(load).toHaveBeenCalledTimes(3);
    // Given up, and said so: nothing more until the visitor reaches for a part again.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(failures).toHaveBeenCalledOnce();
    load.mockImplementation(() => Promise.resolve({}));
    field.dispatchEvent(new Event('pointerover', { bubbles: true }));
    afterNextFrame();
    expect(load).toHaveBeenCalledTimes(4);
    expect(load).toHaveBeenLastCalledWith('/assets/index-abc.js');
  });

  it('takes a field the page focuses as it opens (autofocus) for no reach: its island waits for the load and paint', () => {
    stillLoading();
    page('<div data-island="visible" data-island-name="advisor/part-visible" class="contents"><form><input aria-label="Search" autofocus></form></div>');
    const load = loadsAtOnce();
    scheduleAppStart(window, config, load, watching());
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    afterNextFrame();
    vi.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();
    loadedAndPainted();
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts when a visible island comes near the viewport, once the page has loaded and painted', () => {
    stillLoading();
    page('<div data-island="visible" data-island-name="advisor/part-visible" class="contents"><section id="chat">Chat</section></div><div data-island="interaction" data-island-name="advisor/part-interaction"><p>Form</p></div>');
    const load = loadsAtOnce();
    scheduleAppStart(window, config, load, watching());
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const observer = FakeIntersectionObserver.last!;
    // The island's wrapper takes no box: what it holds is observed, and only for `visible` islands.
    expect(observer.observed.map((element) => element.id)).toEqual(['chat']);
    expect(observer.options.rootMargin).toBe(NEAR_MARGIN);
    observer.show(document.getElementById('chat')!);
    vi.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();
    loadedAndPainted();
    expect(load).toHaveBeenCalledOnce();
  });


  it('does not wait for a paint that never comes before it starts an island in view', () => {
    stillLoading();
    vi.stubGlobal('PerformanceObserver', Object.assign(class {
      observe() {}
      disconnect() {}
    }, { supportedEntryTypes: ['paint'] }));
    page('<div data-island="visible" data-island-name="advisor/chat" class="contents"><section id="chat">Chat</section></div>');
    const load = loadsAtOnce();
    scheduleAppStart(window, config, load, watching());
    document.dispatchEvent(new Event('DOMContentLoaded'));
    FakeIntersectionObserver.last!.show(document.getElementById('chat')!);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    afterNextFrame();
    expect(load).toHaveBeenCalledOnce();
  });

});

describe('scheduleAppStart, with island components', () => {
  const islands = () =>
    page(`<div data-island="interaction" data-island-name="advisor/contact-form" class="contents"><form><input aria-label="Name"></form></div>
      <div data-island="visible" data-island-name="advisor/interest" class="contents"><section id="interest">Interest</section></div>`);
  const wants: Element[] = [];
  const recordWant = (event: Event) => wants.push(event.target as Element);
  beforeEach(() => {
    wants.length = 0;
    document.addEventListener('app:want', recordWant);
  });
  afterEach(() => document.removeEventListener('app:want', recordWant));

  it('asks for an island alone when the visitor reaches for it, and the code once for every island', () => {
    islands();
    const load = loadsAtOnce();
    scheduleAppStart(window, config, load, watching());
    const [form, interest] = document.querySelectorAll('[data-island-name]');
    document.querySelector('input')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(wants).toEqual([form]);
    expect(form!.hasAttribute('data-wanted')).toBe(true);
    expect(document.documentElement.hasAttribute('data-wanted')).toBe(false);
    afterNextFrame();
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-abc.js');

    document.getElementById('interest')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('input')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(wants).toEqual([form, interest]);
    afterNextFrame();
    expect(load).toHaveBeenCalledOnce();
  });

  it('fetches an island’s own files, which its remote’s build names on it, side by side with the entry’s', () => {
    page('<div data-island="interaction" data-island-name="advisor/contact-form" data-island-files="http://remote/remoteEntry.js  http://remote/assets/form-1.js" class="contents"><button>Send</button></div>');
    scheduleAppStart(window, config, loadsAtOnce(), watching());
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    afterNextFrame();
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      'http://remote/remoteEntry.js',
      'http://remote/assets/form-1.js',
      '/assets/react-def.js',
    ]);
  });

  it('asks for a visible island alone as it comes near, once the page has loaded and painted', () => {
    stillLoading();
    islands();
    const load = loadsAtOnce();
    scheduleAppStart(window, config, load, watching());
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const interest = document.getElementById('interest')!;
    FakeIntersectionObserver.last!.show(interest);
    expect(wants).toEqual([]);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(wants).toEqual([interest.parentElement]);
    expect(document.documentElement.hasAttribute('data-wanted')).toBe(false);
  });

  it('asks for an island that reads the query, once the page has loaded and painted, when the visit’s query is not its HTML’s', () => {
    stillLoading();
    window.history.replaceState(null, '', '/press?tag=Makeup');
    page(
      '<div data-island="interaction" data-island-name="press/article-list" data-island-at="/press" data-island-query class="contents"><p>Articles</p></div>' +
        '<div data-island="interaction" data-island-name="advisor/contact-form" data-island-at="/press" class="contents"><button>Add</button></div>',
    );
    const wants: Element[] = [];
    document.addEventListener('app:want', (event) => wants.push(event.target as Element), { signal: cleanUp.signal });
    scheduleAppStart(window, config, loadsAtOnce(), watching());
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(wants).toEqual([]);
    loadedAndPainted();
    expect(wants.map((island) => island.getAttribute('data-island-name'))).toEqual(['press/article-list']);
  });

  it('leaves an island that reads the query to its load when the visit’s query is the one its HTML shows', () => {
    stillLoading();
    window.history.replaceState(null, '', '/press');
    page('<div data-island="interaction" data-island-name="press/article-list" data-island-at="/press" data-island-query class="contents"><p>Articles</p></div>');
    const load = loadsAtOnce();
    scheduleAppStart(window, config, load, watching());
    document.dispatchEvent(new Event('DOMContentLoaded'));
    loadedAndPainted();
    vi.advanceTimersByTime(60_000);
    expect(load).not.toHaveBeenCalled();
  });
});
