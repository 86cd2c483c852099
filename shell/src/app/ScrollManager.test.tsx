import { act, fireEvent, render, screen } from '@testing-library/react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { emit, PART_ATTRIBUTE, LivePart, Link, MemoryRouter, Route, Routes, useNavigate } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './ScrollManager';

type InitialEntry = string | { pathname: string; hash?: string; key?: string };

const navigator: { navigate?: ReturnType<typeof useNavigate> } = {};
const navigate = (to: string | number, options?: { replace?: boolean }) => (typeof to === 'number' ? navigator.navigate?.(to) : navigator.navigate?.(to, options));
function Capture() {
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigator.navigate = routerNavigate;
  }, [routerNavigate]);
  return null;
}

/**
 * A remote's part, as RemoteSlot renders it: its content, and once committed, its LivePart. Shown
 * when the test says, and rendered afresh (new elements) as many times as it says.
 */
const remotePart: { show?: () => void; renderAfresh?: () => void } = {};
function LateTerms() {
  const part = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const [rendering, setRendering] = useState(0);
  useEffect(() => {
    remotePart.show = () => setShown(true);
    remotePart.renderAfresh = () => setRendering((count) => count + 1);
  }, []);
  return (
    <div ref={part} {...{ [PART_ATTRIBUTE]: 'press/routes' }}>
      {shown && (
        <Fragment key={rendering}>
          <section id="governing-law" aria-labelledby="governing-law-title">
            <h2 id="governing-law-title">Governing law</h2>
          </section>
          <LivePart part={part} />
        </Fragment>
      )}
    </div>
  );
}

function renderSite(initialEntries: InitialEntry[] = ['/'], initialIndex?: number) {
  return render(
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialIndex}>
      <ScrollManager />
      <Capture />
      <Routes>
        <Route path="/later" element={<LateTerms />} />
        <Route path="*" element={<Link to="/skin">Skin</Link>} />
      </Routes>
      <section id="governing-law-here" aria-label="Governing law, on every page" />
    </MemoryRouter>,
  );
}

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});
/** The elements scrolled into view, in order, with the options each was scrolled with. */
let scrolledIntoView: { element: Element; options: unknown }[] = [];
beforeEach(() => {
  scrollY = 0;
  scrolledIntoView = [];
  sessionStorage.clear();
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolledIntoView.push({ element: this, options });
  };
});
afterEach(() => vi.unstubAllGlobals());

/** What the visitor does with a wheel or the scrollbar: the page moves, and says so. */
function visitorScrollsTo(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
}

it('leaves the first view where the browser put it (a reload, or a scroll before the app started)', () => {
  scrollY = 700;
  renderSite(['/terms']);
  expect(scrollTo).not.toHaveBeenCalled();
});

it('leaves a first view with a #fragment where the browser put it when the target came with the page', () => {
  scrollY = 700;
  renderSite(['/terms#governing-law-here']);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(scrolledIntoView).toEqual([]);
});

it('starts a new page at the top, and Back returns to where the visitor was', () => {
  renderSite(['/']);
  scrollY = 1200;
  act(() => navigate('/skin'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  act(() => navigate(-1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
});

it('goes to the #fragment of a new page at once, and moves focus there', () => {
  renderSite(['/']);
  act(() => navigate('/terms#governing-law-here'));
  const section = screen.getByRole('region', { name: 'Governing law, on every page' });
  expect(scrolledIntoView).toEqual([{ element: section, options: { block: 'start', behavior: 'instant' } }]);
  expect(section).not.toHaveFocus(); // Not focusable: no tabindex.
  expect(scrollTo).not.toHaveBeenCalled();
});

describe('a #fragment on the same page', () => {
  it('is reached smoothly, and moves focus to a target that can take it', () => {
    renderSite(['/terms']);
    const section = screen.getByRole('region', { name: 'Governing law, on every page' });
    section.tabIndex = -1;
    act(() => navigate('/terms#governing-law-here', { replace: true }));
    expect(scrolledIntoView).toEqual([{ element: section, options: { block: 'start', behavior: 'smooth' } }]);
    expect(section).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('is reached at once for a visitor who prefers reduced motion', () => {
    Object.assign(window, { __matchingMedia: ['(prefers-reduced-motion: reduce)'] });
    renderSite(['/terms']);
    act(() => navigate('/terms#governing-law-here', { replace: true }));
    expect(scrolledIntoView).toEqual([{ element: screen.getByRole('region', { name: 'Governing law, on every page' }), options: { block: 'start', behavior: 'instant' } }]);
  });

  it('leaves Back from a plain #link to the browser, which restores where the visitor was', () => {
    // A plain #link's entry has no history state, so react-router names it "default", as it names
    // the visit's first entry: a position saved under that name belongs to either.
    renderSite([{ pathname: '/terms', key: 'default' }, { pathname: '/terms', hash: '#governing-law-here', key: 'default' }], 1);
    // The link took the visitor down to the section; Back is a move within the same page, and the
    // browser restores where they were (once react-router has heard of it).
    scrollY = 4991;
    act(() => navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrolledIntoView).toEqual([]);
  });
});

describe('a #fragment whose target comes with a part of the page that renders later', () => {
  it('is reached once that part says it is ready, after a navigation', () => {
    renderSite(['/']);
    act(() => navigate('/later#governing-law'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrolledIntoView).toEqual([]);

    act(() => remotePart.show?.());
    expect(scrolledIntoView).toEqual([{ element: screen.getByRole('region', { name: 'Governing law' }), options: { block: 'start', behavior: 'instant' } }]);
    // Once: another part getting ready later leaves the page alone.
    act(() => emit('part/ready', { id: 'advisor/InterestSection' }));
    expect(scrolledIntoView).toHaveLength(1);
  });

  it('is reached again when its part renders it afresh after a plain #link went there (the page under the visitor was replaced)', () => {
    renderSite([{ pathname: '/later', key: 'default' }, { pathname: '/later', hash: '#governing-law', key: 'default' }], 0);
    act(() => remotePart.show?.());
    // A plain #link: the browser goes to the section, then react-router hears of it.
    scrollY = 4991;
    act(() => navigate(1));
    expect(scrolledIntoView).toEqual([]);
    // The part drops its HTML and renders it afresh (an update reached it before it was live):
    // the page shrank under the visitor meanwhile, and the section is a new element.
    scrollY = 434;
    fireEvent.scroll(window);
    act(() => remotePart.renderAfresh?.());
    expect(scrolledIntoView.map(({ element }) => element)).toEqual([screen.getByRole('region', { name: 'Governing law' })]);
  });

  it('is not reached again once the visitor has moved, even if its part renders it afresh', () => {
    renderSite([{ pathname: '/later', key: 'default' }, { pathname: '/later', hash: '#governing-law', key: 'default' }], 0);
    act(() => remotePart.show?.());
    act(() => navigate(1));
    fireEvent.wheel(window);
    act(() => remotePart.renderAfresh?.());
    expect(scrolledIntoView).toEqual([]);
  });

  it('is reached on a first view the app renders itself (no composed HTML), once the part is ready', () => {
    renderSite(['/later#governing-law']);
    act(() => remotePart.show?.());
    expect(scrolledIntoView.map(({ element }) => element)).toEqual([screen.getByRole('region', { name: 'Governing law' })]);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('is given up on once the visitor scrolls: they are never moved from where they went', () => {
    renderSite(['/']);
    act(() => navigate('/later#governing-law'));
    visitorScrollsTo(600);
    act(() => remotePart.show?.());
    expect(scrolledIntoView).toEqual([]);
    expect(scrollY).toBe(600);
  });

  it('is given up on at the first wheel, touch or key, before the page has even moved', () => {
    for (const move of [() => fireEvent.wheel(window), () => fireEvent.touchMove(window), () => fireEvent.keyDown(window, { key: 'PageDown' })]) {
      const { unmount } = renderSite(['/']);
      act(() => navigate('/later#governing-law'));
      move();
      act(() => remotePart.show?.());
      expect(scrolledIntoView).toEqual([]);
      unmount();
    }
  });

  it('is given up on once the visitor goes to another page', () => {
    renderSite(['/']);
    act(() => navigate('/later#governing-law'));
    act(() => navigate('/skin'));
    // Some part of the new page is ready, and an element of that id happens to be on it.
    const section = document.createElement('section');
    section.id = 'governing-law';
    document.body.append(section);
    act(() => emit('part/ready', { id: 'catalogue/routes' }));
    section.remove();
    expect(scrolledIntoView).toEqual([]);
  });

  it('ignores its own move to the top of the new page, which the browser reports as a scroll', () => {
    renderSite(['/']);
    scrollY = 900;
    act(() => navigate('/later#governing-law'));
    fireEvent.scroll(window);
    act(() => remotePart.show?.());
    expect(scrolledIntoView).toHaveLength(1);
  });
});
