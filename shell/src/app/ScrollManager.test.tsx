import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'shared';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ScrollManager } from './ScrollManager';

const navigator: { navigate?: ReturnType<typeof useNavigate> } = {};
const navigate = (to: string | number) => (typeof to === 'number' ? navigator.navigate?.(to) : navigator.navigate?.(to));
function Capture() {
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigator.navigate = routerNavigate;
  }, [routerNavigate]);
  return null;
}

function renderSite(initialPath = '/') {
  return render(
    <MemoryRouter initialEntries={[initialPath]}>
      <ScrollManager />
      <Capture />
      <Routes>
        <Route path="*" element={<Link to="/skin">Skin</Link>} />
      </Routes>
      <h2 id="governing-law">Governing law</h2>
    </MemoryRouter>,
  );
}

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});
beforeEach(() => {
  scrollY = 0;
  sessionStorage.clear();
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

it('leaves the first view where the browser put it (a reload, or a scroll before the app started)', () => {
  scrollY = 700;
  renderSite('/terms');
  expect(scrollTo).not.toHaveBeenCalled();
});

it('starts a new page at the top, and Back returns to where the visitor was', () => {
  renderSite('/');
  scrollY = 1200;
  act(() => navigate('/skin'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  act(() => navigate(-1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
});

it('goes to the #fragment of a new page', () => {
  renderSite('/');
  act(() => navigate('/terms#governing-law'));
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  expect(scrollTo).not.toHaveBeenCalled();
});
