import { act, render } from '@testing-library/react';
import { emit, MemoryRouter } from 'shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigationProbe } from '../testing/navigation-probe';
import { PageMetaWriter } from './PageMetaWriter';

const { Probe: Navigator, navigate } = navigationProbe();

const renderWriter = (headFromHtml: boolean) =>
  render(
    <MemoryRouter initialEntries={['/skin']}>
      <PageMetaWriter headFromHtml={headFromHtml} />
      <Navigator />
    </MemoryRouter>,
  );

beforeEach(() => {
  document.head.innerHTML = '<link rel="canonical" href="https://noirelle.beauty/skin">';
  document.title = 'From the HTML';
});

describe('PageMetaWriter', () => {
  it('leaves the head of the composed HTML as it is on the first view, and writes it on each navigation after', async () => {
    renderWriter(true);
    act(() => emit('page/meta', { title: 'Skin Collection', description: 'Skin.', canonicalPath: '/skin' }));
    expect(document.title).toBe('From the HTML');
    await act(async () => navigate('/makeup'));
    act(() => emit('page/meta', { title: 'Makeup', description: 'Makeup.', canonicalPath: '/makeup' }));
    expect(document.title).toBe('Makeup | Noirelle');
    // Back on the first entry, the head is the page's again, not the one left by the page before.
    await act(async () => navigate(-1));
    act(() => emit('page/meta', { title: 'Skin Collection', description: 'Skin.', canonicalPath: '/skin' }));
    expect(document.title).toBe('Skin Collection | Noirelle');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('writes the first page too when the app rendered it without composed HTML', () => {
    renderWriter(false);
    act(() => emit('page/meta', { title: 'Skin Collection', description: 'Skin.', canonicalPath: '/skin' }));
    expect(document.title).toBe('Skin Collection | Noirelle');
  });
});
