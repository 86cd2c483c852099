import { describe, expect, it } from 'vitest';
import { Island } from '../src/islands/Island';
import { defineIsland } from '../src/islands/define-island';
import { useLocation, useSearchParams } from '../src/router';
import { renderFirstView } from './first-view';

function Filtered() {
  const [params] = useSearchParams();
  return <p>{params.get('tag') ?? 'All'}</p>;
}

function AtPath() {
  return <p>{useLocation().pathname}</p>;
}

function WithSearch() {
  return <p>{useLocation().search || 'no query'}</p>;
}

const filter = defineIsland('press/filter', Filtered);

describe('renderFirstView', () => {
  it('finds that a page reads its query string, whether by useSearchParams or useLocation().search', () => {
    expect(renderFirstView('/press', <Filtered />).readsQuery).toBe(true);
    expect(renderFirstView('/press', <WithSearch />).readsQuery).toBe(true);
  });

  it('and that it does not: its path alone, or its query read in an island only, which follows the address itself', () => {
    expect(renderFirstView('/about', <AtPath />).readsQuery).toBe(false);
    const page = renderFirstView(
      '/press',
      <>
        <AtPath />
        <Island load="visible" of={filter} props={{}} />
      </>,
    );
    expect(page.readsQuery).toBe(false);
    expect(page.html).toContain('<p>All</p>');
  });

  it('marks an island that reads the query as it renders, and no other, with the address it was written at', () => {
    const path = defineIsland('press/path', AtPath);
    const { html } = renderFirstView(
      '/press',
      <>
        <Island load="interaction" of={filter} props={{}} />
        <Island load="visible" of={path} props={{}} />
      </>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const marked = (name: string) => page.querySelector(`[data-island-name="${name}"]`)!;
    expect(marked('press/filter').hasAttribute('data-island-query')).toBe(true);
    expect(marked('press/filter').getAttribute('data-island-at')).toBe('/press');
    expect(marked('press/path').hasAttribute('data-island-query')).toBe(false);
  });
});
