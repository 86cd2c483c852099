import type { ReactNode } from 'react';

/** What the point stands on: gold on umber or espresso, gold-ink and taupe on ivory. */
export type NumberedPointTone = 'dark' | 'light';

const tones: Record<NumberedPointTone, { number: string; title: string; text: string }> = {
  dark: {
    number: 'font-display text-2xl text-gold',
    title: 'mt-4 font-display text-2xl leading-snug text-ivory',
    text: 'mt-4 leading-relaxed text-mist',
  },
  light: {
    number: 'font-display text-2xl text-gold-ink',
    title: 'mt-3 font-display text-2xl leading-snug',
    text: 'mt-3 text-sm leading-relaxed text-taupe',
  },
};

interface NumberedPointProps {
  /** Its place in the list, from 0: shown as 01, 02… */
  index: number;
  title: ReactNode;
  children: ReactNode;
  tone?: NumberedPointTone;
}

/**
 * One point of a short numbered list (the house's values, the reasons to choose it, the steps of a
 * booking): its number, its title as an h3 and its text. The number is decoration (the list already
 * counts), so it is hidden from assistive technology. The frame round it is the caller's: a `Card`,
 * or a list item with a rule above.
 */
export function NumberedPoint({ index, title, children, tone = 'dark' }: NumberedPointProps) {
  const classes = tones[tone];
  return (
    <>
      <p className={classes.number} aria-hidden="true">
        {String(index + 1).padStart(2, '0')}
      </p>
      <h3 className={classes.title}>{title}</h3>
      <p className={classes.text}>{children}</p>
    </>
  );
}
