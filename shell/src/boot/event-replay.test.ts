import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_ATTRIBUTE, LIVE_EVENT, PENDING_ATTRIBUTE } from 'shared/page-protocol';
import { installEventReplay, type EventReplay } from './event-replay';

let replay: EventReplay | undefined;
afterEach(() => {
  replay?.stop();
  document.body.innerHTML = '';
});

/** A composed page: the shell's controls, which need no code, and an island whose code comes later. */
function page() {
  document.body.innerHTML = `
    <div id="root">
      <button id="search" type="button">Search</button>
      <a id="link" href="#below">Explore</a>
      <button id="menu" type="button" popovertarget="local">Local</button>
      <div id="remote" data-island-name="advisor/contact-form">
        <button id="add" type="button">Add to Cart</button>
        <select id="category"><option value="all">All</option><option value="skin">Skin</option></select>
        <input id="treatments" type="radio" name="service-category" value="treatment">
        <form id="contact"><input name="message" value=""><button id="send">Send</button></form>
        <form id="filter" action="/products"><button id="apply">Apply</button></form>
      </div>
    </div>`;
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return { root: byId('root'), remote: byId('remote'), search: byId('search'), link: byId<HTMLAnchorElement>('link'), menu: byId('menu'), add: byId('add'), category: byId<HTMLSelectElement>('category'), contact: byId<HTMLFormElement>('contact'), send: byId('send'), filter: byId<HTMLFormElement>('filter'), apply: byId('apply') };
}

/** The island's root has committed: what its own code does (shared/src/islands/IslandFrame.tsx). */
function announceLive(island: HTMLElement) {
  island.setAttribute(LIVE_ATTRIBUTE, '');
  island.dispatchEvent(new Event(LIVE_EVENT, { bubbles: true }));
}

/** What the island's own handler saw: listeners on #root, where React listens. */
function appListener(root: HTMLElement, type: string) {
  const seen: Event[] = [];
  root.addEventListener(type, (event) => {
    seen.push(event);
    if (type === 'submit') event.preventDefault();
  });
  return seen;
}

describe('event replay', () => {
  it('holds a click in an island before its code owns it, marks the button pending, and replays it once the island is live', () => {
    const { root, remote, add } = page();
    const onHeld = vi.fn();
    replay = installEventReplay(document, onHeld);
    const clicks = appListener(root, 'click');

    add.click();
    expect(clicks).toHaveLength(0);
    expect(add.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
    expect(onHeld).toHaveBeenCalledExactlyOnceWith(add);

    announceLive(remote);
    expect(clicks).toHaveLength(1);
    expect(add.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    expect(replay.held).toHaveLength(0);
  });

  it('never holds what needs no code: anything outside an island, links and popover buttons', () => {
    const { root, search, link, menu } = page();
    replay = installEventReplay(document);
    const clicks = appListener(root, 'click');
    search.click();
    link.click();
    menu.click();
    expect(clicks).toHaveLength(3);
    expect(replay.held).toHaveLength(0);
  });

  it('lets the browser check a radio at once, and holds only its change for the app', () => {
    const { root, remote } = page();
    const treatments = document.getElementById('treatments') as HTMLInputElement;
    replay = installEventReplay(document);
    const changes = appListener(root, 'change');
    treatments.click();
    // Checked now: what the stylesheet shows follows at once (the /services chips, the gallery).
    expect(treatments.checked).toBe(true);
    expect(changes).toHaveLength(0);
    expect(replay.held.map((entry) => entry.kind)).toEqual(['change']);
    announceLive(remote);
    expect(changes).toHaveLength(1);
    expect(treatments.checked).toBe(true);
  });

  it('replays what was held in the order the visitor did it', () => {
    const { root, remote, add, category } = page();
    replay = installEventReplay(document);
    const order: string[] = [];
    root.addEventListener('click', (event) => order.push(`click ${(event.target as Element).id}`));
    root.addEventListener('change', (event) => order.push(`change ${(event.target as HTMLSelectElement).value}`));

    category.value = 'skin';
    category.dispatchEvent(new Event('change', { bubbles: true }));
    add.click();
    expect(order).toEqual([]);
    announceLive(remote);
    expect(order).toEqual(['change skin', 'click add']);
  });

  it('a select changed twice is replayed once, with its last value', () => {
    const { root, remote, category } = page();
    replay = installEventReplay(document);
    const changes = appListener(root, 'change');
    for (const value of ['skin', 'all']) {
      category.value = value;
      category.dispatchEvent(new Event('change', { bubbles: true }));
    }
    announceLive(remote);
    expect(changes.map((event) => (event.target as HTMLSelectElement).value)).toEqual(['all']);
  });

  it('holds a form sent before the app owns it (never a plain GET with what was typed), and sends it again with its submitter', () => {
    const { root, remote, contact, send } = page();
    replay = installEventReplay(document);
    const submits = appListener(root, 'submit');
    contact.querySelector('input')!.value = 'We are interested in the four domains.';
    send.click();
    expect(submits).toHaveLength(0);
    expect(send.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);

    announceLive(remote);
    expect(submits).toHaveLength(1);
    expect((submits[0] as SubmitEvent).submitter).toBe(send);
    // What was typed is still in the field, for the app to read.
    expect(contact.querySelector('input')!.value).toBe('We are interested in the four domains.');
  });

  it('a form sent twice before the app owns it is sent once, with the second press', () => {
    const { root, remote, contact, send } = page();
    replay = installEventReplay(document);
    const submits = appListener(root, 'submit');
    send.click();
    contact.querySelector('input')!.value = 'We are interested in the four domains.';
    send.click();
    expect(replay.held).toHaveLength(1);

    announceLive(remote);
    expect(submits).toHaveLength(1);
    expect(send.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });

  it('lets a form with an action go natively', () => {
    const { filter, apply } = page();
    replay = installEventReplay(document);
    let defaultPrevented: boolean | undefined;
    document.addEventListener('submit', (event) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    });
    expect(filter.hasAttribute('action')).toBe(true);
    apply.click();
    expect(defaultPrevented).toBe(false);
    expect(replay.held).toHaveLength(0);
  });

  it('drops a held click whose button has gone once the visitor is on another page', () => {
    const { root, remote, add } = page();
    replay = installEventReplay(document);
    const clicks = appListener(root, 'click');
    add.click();
    add.remove();
    history.pushState(null, '', '/elsewhere');
    try {
      announceLive(remote);
    } finally {
      history.back();
      history.replaceState(null, '', '/');
    }
    expect(clicks).toHaveLength(0);
    expect(replay.held).toHaveLength(0);
    expect(add.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });

  it('keeps a form sent while its island is rendered afresh, and sends it on the form that takes its place', () => {
    const { root, remote, contact, send } = page();
    replay = installEventReplay(document);
    send.click();
    // A remote deployed again since the page was composed, or an island back from its fallback: its
    // old nodes go, and another island goes live before the new ones are there...
    const markup = remote.innerHTML;
    remote.replaceChildren();
    root.insertAdjacentHTML('beforeend', '<div id="other" data-island-name="advisor/chat"></div>');
    announceLive(document.getElementById('other')!);
    expect(replay.held).toHaveLength(1);
    // ...then the island is rendered afresh, with new nodes, and goes live.
    remote.innerHTML = markup;
    const submits = appListener(root, 'submit');
    announceLive(remote);
    expect(submits.map((event) => event.target)).toEqual([document.getElementById('contact')]);
    expect(document.getElementById('contact')).not.toBe(contact);
    expect(replay.held).toHaveLength(0);
  });

  it('asks at once for the code of the island a held control is in', () => {
    const { add } = page();
    const needed = vi.fn();
    replay = installEventReplay(document, needed);
    add.click();
    expect(needed).toHaveBeenCalledExactlyOnceWith(add);
  });

  it('replays on the same control when the island was rendered afresh instead of hydrated', () => {
    const { root, remote, add, category } = page();
    replay = installEventReplay(document);
    category.value = 'skin';
    category.dispatchEvent(new Event('change', { bubbles: true }));
    add.click();
    // What createRoot does with HTML it does not adopt: the same markup, new nodes.
    const markup = remote.innerHTML;
    remote.innerHTML = markup;
    const order: string[] = [];
    root.addEventListener('click', (event) => order.push(`click ${(event.target as Element).id}`));
    root.addEventListener('change', (event) => order.push(`change ${(event.target as HTMLSelectElement).value}`));
    announceLive(remote);
    expect(order).toEqual(['change skin', 'click add']);
    expect(replay.held).toHaveLength(0);
  });
});
