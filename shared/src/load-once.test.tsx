import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce, useLoaded } from './load-once';

describe('loadOnce', () => {
  it('starts its load once, for everyone who asks, and keeps the value readable at once', async () => {
    const load = vi.fn(async () => 'articles');
    const task = loadOnce(load);
    expect(task.loaded).toBe(false);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([task.start(), task.start()]);
    expect([first, second, task.value, task.loaded]).toEqual(['articles', 'articles', 'articles', true]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts again after a failure, so a Retry can work', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('articles');
    const task = loadOnce(load);
    await expect(task.start()).rejects.toThrow('offline');
    expect(task.loaded).toBe(false);
    await expect(task.start()).resolves.toBe('articles');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useLoaded', () => {
  function Greeting({ task }: { task: ReturnType<typeof loadOnce<string>> }) {
    return <p>Hello {useLoaded(task)}</p>;
  }

  it('suspends until the load is here, then renders with its value', async () => {
    let release: (name: string) => void = () => undefined;
    const task = loadOnce(() => new Promise<string>((resolve) => (release = resolve)));
    // In act() with async callbacks: React 19 retries a suspended render only when an async act settles.
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Greeting task={task} />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => {
      release('Amara');
      await task.start();
    });
    expect(await screen.findByText('Hello Amara')).toBeInTheDocument();
  });

  it('renders synchronously once loaded, which is what the first view needs from renderToString', async () => {
    const task = loadOnce(async () => 'Amara');
    const page = <Suspense fallback={<i>fallback</i>}><Greeting task={task} /></Suspense>;
    expect(renderToString(page)).toContain('fallback');
    await task.start();
    expect(renderToString(page)).toContain('Hello <!-- -->Amara');
  });
});
