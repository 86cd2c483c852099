import type { CSSProperties, ElementType, ReactNode } from 'react';
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
 * Fades its content in once, when 10% of it is visible (theme.css, `.nl-fade`). The element holds
 * no state: `observeFades` (./observe-fades.ts) marks it, whoever rendered it and whenever, so a section that came with
 * the composed HTML fades in as the visitor scrolls to it even before its code has arrived (it never
 * waits, invisible, for hydration). Under `prefers-reduced-motion: reduce` it shows at once.
 */
export function FadeIn({ children, delay = 0, as: Tag = 'div', className = '', id }: FadeInProps) {
  const style = { '--nl-fade-delay': `${delay}s` } as CSSProperties;
  return (
    <Tag id={id} className={`nl-fade ${className}`} style={style}>
      {children}
    </Tag>
  );
}
