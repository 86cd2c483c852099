import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleAppStart } from './start-app';

const config = { entry: '/assets/index-abc.js', preloads: ['/assets/react-def.js'] };

/** The page still loading (jsdom's document is always complete). */
const stillLoading = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

describe('scheduleAppStart', () => {
  it('starts once, with the preloads, at the latest after the time limit', () => {
    stillLoading();
    const load = vi.fn();
    scheduleAppStart(window, config, load, 3000);
    vi.advanceTimersByTime(2999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-abc.js');
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/react-def.js']);
    vi.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts after the load event and the frame after it, where paint timing is missing', () => {
    stillLoading();
    const load = vi.fn();
    scheduleAppStart(window, config, load, 3000);
    vi.advanceTimersByTime(100);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts at once when the visitor reaches for the page', () => {
    stillLoading();
    const load = vi.fn();
    scheduleAppStart(window, config, load, 3000);
    window.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('keydown'));
    expect(load).toHaveBeenCalledOnce();
  });

  it('returns the start, for an interaction held before anything else', () => {
    stillLoading();
    const load = vi.fn();
    const start = scheduleAppStart(window, config, load, 3000);
    start();
    start();
    expect(load).toHaveBeenCalledOnce();
  });
});
