import { FOCUS_ON_SHOW_ATTRIBUTE } from 'shared';
import type { ReactNode } from 'react';

interface StepFrameProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** The step's buttons, bottom of the step. */
  actions?: ReactNode;
}

/**
 * One step of the flow. Its heading is where focus lands when the step changes (../../islands/booking-wizard.tsx), so
 * a screen reader announces the new step and the keyboard continues from the top of it.
 */
export function StepFrame({ title, intro, children, actions }: StepFrameProps) {
  return (
    <div>
      <header className="mb-10 text-center">
        <h2 {...{ [FOCUS_ON_SHOW_ATTRIBUTE]: '' }} tabIndex={-1} className="font-display text-4xl leading-tight outline-none md:text-5xl">
          {title}
        </h2>
        {intro && <p className="mx-auto mt-4 max-w-xl leading-relaxed text-taupe">{intro}</p>}
      </header>
      {children}
      {actions && <div className="mt-12 flex flex-col-reverse gap-4 border-t border-espresso/10 pt-8 sm:flex-row sm:items-start sm:justify-between">{actions}</div>}
    </div>
  );
}

/** Says why a button is disabled, next to it (a disabled button alone explains nothing). */
export function DisabledHint({ id, shown, children }: { id: string; shown: boolean; children: ReactNode }) {
  return (
    <p id={id} className={`mt-3 text-sm text-taupe sm:text-right ${shown ? '' : 'sr-only'}`}>
      {shown ? children : ''}
    </p>
  );
}
