import { useEffect, useRef, useState, type CSSProperties, type ElementType, type ReactNode } from 'react';

/** Spec: sections and cards fade in once when 10% visible. */
export const FADE_THRESHOLD = 0.1;
/** Spec: pages turn on a fade flag after 100 ms. */
export const FADE_FLAG_DELAY_MS = 100;
/** Spec: 0.2 s per item in a staggered list; 0.1 s per FAQ item. */
export const STAGGER_SECONDS = 0.2;
export const FAQ_STAGGER_SECONDS = 0.1;

interface FadeInProps {
  children: ReactNode;
  /** Seconds before the transition starts once visible (use index * STAGGER_SECONDS for lists). */
  delay?: number;
  as?: ElementType;
  className?: string;
  id?: string;
}

/**
 * Fades its content in once, when 10% of it is visible. Built on IntersectionObserver and a CSS
 * transition rather than an animation library, so it costs nothing on the first view; under
 * `prefers-reduced-motion: reduce` the stylesheet shows it at once, with no movement.
 */
export function FadeIn({ children, delay = 0, as: Tag = 'div', className = '', id }: FadeInProps) {
  const ref = useRef<HTMLElement | null>(null);
  // Without IntersectionObserver (very old browsers), show everything rather than nothing.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: FADE_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const style = { '--nl-fade-delay': `${delay}s` } as CSSProperties;
  return (
    <Tag ref={ref} id={id} className={`nl-fade ${className}`} data-visible={visible} style={style}>
      {children}
    </Tag>
  );
}

/** False on mount, true after `delayMs` (spec: landing pages turn on a fade flag after 100 ms). */
export function useFadeFlag(delayMs: number = FADE_FLAG_DELAY_MS): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOn(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return on;
}
