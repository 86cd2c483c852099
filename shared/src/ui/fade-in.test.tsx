import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FADE_FLAG_DELAY_MS, FADE_THRESHOLD, FadeIn, useFadeFlag } from './fade-in';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useFadeFlag', () => {
  it('turns on after 100 ms, not before', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFadeFlag());
    expect(FADE_FLAG_DELAY_MS).toBe(100);
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});

describe('FadeIn', () => {
  it('becomes visible once, when 10% of it is in view, with its stagger delay', () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnect: ReturnType<typeof vi.fn> }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options, disconnect: this.disconnect });
        }
        observe() {}
      },
    );
    render(<FadeIn delay={0.4}>Card</FadeIn>);
    const card = screen.getByText('Card');
    expect(card).toHaveAttribute('data-visible', 'false');
    expect(card.style.getPropertyValue('--nl-fade-delay')).toBe('0.4s');
    const [observer] = observers;
    expect(observer?.options?.threshold).toBe(FADE_THRESHOLD);
    act(() => observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(card).toHaveAttribute('data-visible', 'true');
    expect(observer?.disconnect).toHaveBeenCalled();
  });
});
