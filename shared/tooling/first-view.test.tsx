import { describe, expect, it } from 'vitest';
import { Island } from '../src/islands/Island';
import { defineIsland } from '../src/islands/define-island';
import { useLocation, useSearchParams } from '../src/router';
import { renderFirstView, withIslandWrittenFor } from './first-view';

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

function Heading({ title }: { title: string }) {
  const [params] = useSearchParams();
  return (
    <h2>
      {title}: {params.get('tag') ?? 'All'}
    </h2>
  );
}
const heading = defineIsland('press/heading', Heading);

describe('withIslandWrittenFor', () => {
  const published = renderFirstView(
    '/press',
    <main>
      <Island load="interaction" of={heading} props={{ title: 'Tags & "quotes"' }} />
      <p>After the island</p>
    </main>,
  ).html;

  it('writes one island of a published page again for another address and props, keeping its place and id', () => {
    const html = withIslandWrittenFor(published, heading, { title: 'Found <3' }, '/press?tag=Hair&x=1')!;
    const page = new DOMParser().parseFromString(html, 'text/html');
    const island = page.querySelector('[data-island-name="press/heading"]')!;
    expect(island.querySelector('h2')?.textContent).toBe('Found <3: Hair');
    expect(JSON.parse(island.getAttribute('data-island-props')!)).toEqual({ title: 'Found <3' });
    expect(island.getAttribute('data-island-at')).toBe('/press?tag=Hair&x=1');
    expect(island.getAttribute('data-island-id')).toBe(new DOMParser().parseFromString(published, 'text/html').querySelector('[data-island-id]')!.getAttribute('data-island-id'));
    expect(page.querySelector('main > p')?.textContent).toBe('After the island');
    expect(page.querySelectorAll('h2')).toHaveLength(1);
  });

  it('leaves the page as published when its island is not what this code writes from its props', () => {
    expect(withIslandWrittenFor(published.replace('&quot;quotes&quot;<', 'from another build<'), heading, { title: 'x' }, '/press?tag=Hair')).toBeUndefined();
    expect(withIslandWrittenFor('<main></main>', heading, { title: 'x' }, '/press')).toBeUndefined();
  });
});
