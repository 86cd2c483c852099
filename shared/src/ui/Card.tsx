import type { HTMLAttributes } from 'react';

/** What the card stands on, which sets its hairline and its fill. */
export type CardTone = 'light' | 'dark' | 'accent';

const tones: Record<CardTone, string> = {
  // On ivory: an espresso hairline round the deeper ivory.
  light: 'border-espresso/15 bg-ivory-deep',
  // On umber or espresso: a gold hairline, no fill.
  dark: 'border-gold/30',
  // On ivory, set apart (an article's key takeaway): a gold-ink hairline round the deeper ivory.
  accent: 'border-gold-ink/40 bg-ivory-deep',
};

/** The elements a card is written as: a list item in a grid, an article, a labelled section, a plain box. */
export type CardElement = 'article' | 'li' | 'div' | 'section';

/** Classes of a card, for an element that must look like one (a `FadeIn` list item). */
export function cardClasses(tone: CardTone = 'light', extra = ''): string {
  return `border ${tones[tone]} ${extra}`.trim();
}

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: CardElement;
  tone?: CardTone;
}

/**
 * The bordered card: a one-pixel hairline and, on ivory, the deeper ivory fill. Padding and layout
 * (`p-8`, `h-full`, `mx-auto max-w-2xl`) come with `className`, since each page sets its own; headings,
 * links and labels stay the caller's, so the card adds no role or landmark of its own.
 */
export function Card({ as: Tag = 'article', tone = 'light', className = '', ...props }: CardProps) {
  return <Tag className={cardClasses(tone, className)} {...props} />;
}
