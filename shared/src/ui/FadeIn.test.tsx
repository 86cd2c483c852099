import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FadeIn } from './FadeIn';
import { FADE_THRESHOLD, observeFades } from './observe-fades';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FadeIn and observeFades', () => {
  type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; elements: Element[]; instance: IntersectionObserver };
  const stubObserver = () => {
    const observers: Observed[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly record: Observed;
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, options, elements: [], instance: this as unknown as IntersectionObserver };
          observers.push(this.record);
        }
        observe(element: Element) {
          this.record.elements.push(element);
        }
        unobserve(element: Element) {
          this.record.elements = this.record.elements.filter((observed) => observed !== element);
        }
        disconnect() {
          this.record.elements = [];
        }
      },
    );
    return observers;
  };

  it('shows a card once 10% of it is in view, with its stagger delay', () => {
    const observers = stubObserver();
    const stop = observeFades(document);
    render(<FadeIn delay={0.4}>Card</FadeIn>);
    const card = screen.getByText('Card');
    expect(card).not.toHaveAttribute('data-visible');
    expect(card.style.getPropertyValue('--nl-fade-delay')).toBe('0.4s');
    return vi.waitFor(() => {
      const [observer] = observers;
      expect(observer?.options?.threshold).toBe(FADE_THRESHOLD);
      expect(observer?.elements).toContain(card);
      observer!.callback([{ isIntersecting: true, target: card } as unknown as IntersectionObserverEntry], observer!.instance);
      expect(card).toHaveAttribute('data-visible', 'true');
      expect(observer?.elements).not.toContain(card);
      stop();
    });
  });

  it('reveals a section that was in the page before any component rendered it (the composed HTML)', () => {
    const observers = stubObserver();
    document.body.innerHTML = '<section class="nl-fade"><p>Testimonials</p></section>';
    const section = document.querySelector('section')!;
    const stop = observeFades(document);
    expect(observers[0]?.elements).toEqual([section]);
    observers[0]!.callback([{ isIntersecting: true, target: section } as unknown as IntersectionObserverEntry], observers[0]!.instance);
    expect(section).toHaveAttribute('data-visible', 'true');
    stop();
    document.body.innerHTML = '';
  });

  it('shows everything at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = '<div class="nl-fade">Quote</div>';
    const stop = observeFades(document);
    expect(document.querySelector('.nl-fade')).toHaveAttribute('data-visible', 'true');
    stop();
    document.body.innerHTML = '';
  });
});
