import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferredComponent } from './deferred';

describe('deferredComponent', () => {
  it('renders nothing of the part until its code is loaded, then the part', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(() => gate.then(() => ({ name }: { name: string }) => <p>Hello {name}</p>));
    const deferred = deferredComponent(load);
    // In act() with async callbacks: React 19 retries a suspended render only when an async act settles.
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <deferred.Component name="Amara" />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => {
      release();
      await deferred.preload();
    });
    expect(await screen.findByText('Hello Amara')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders synchronously once preloaded, which is what the first view needs from renderToString', async () => {
    const deferred = deferredComponent(async () => () => <nav aria-label="Main">links</nav>);
    expect(renderToString(<Suspense fallback={<i>fallback</i>}><deferred.Component /></Suspense>)).toContain('fallback');
    await deferred.preload();
    expect(renderToString(<Suspense fallback={<i>fallback</i>}><deferred.Component /></Suspense>)).toContain('<nav aria-label="Main">links</nav>');
  });
});
