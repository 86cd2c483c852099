import { useId, type ReactNode } from 'react';

type Tone = 'ivory' | 'umber' | 'espresso';

const tones: Record<Tone, string> = {
  ivory: 'bg-ivory text-espresso',
  umber: 'bg-umber text-ivory',
  espresso: 'bg-espresso text-ivory',
};

interface SectionProps {
  title?: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: Tone;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A page section: generous space, an optional eyebrow + display heading it is labelled by. */
export function Section({ title, eyebrow, intro, tone = 'ivory', id, className = '', children }: SectionProps) {
  const headingId = useId();
  const isDark = tone !== 'ivory';
  return (
    <section
      id={id}
      // An anchored section can take focus, so an in-page link moves keyboard users there too.
      tabIndex={id ? -1 : undefined}
      aria-labelledby={title ? headingId : undefined}
      className={`${tones[tone]} py-20 outline-none md:py-28 ${className}`}
    >
      <div className="page-container">
        {(eyebrow || title || intro) && (
          <header className="mx-auto mb-12 max-w-2xl text-center md:mb-16">
            {eyebrow && <p className={`eyebrow mb-4 ${isDark ? 'text-gold' : 'text-gold-ink'}`}>{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className="font-display text-4xl leading-tight md:text-5xl">
                {title}
              </h2>
            )}
            {intro && <p className={`mt-5 text-base leading-relaxed ${isDark ? 'text-mist' : 'text-taupe'}`}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
