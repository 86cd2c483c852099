import { Link } from 'shared';
import type { RichText as RichTextValue } from '../data/locations';

/** Structured rich text (paragraphs of runs and site links): rendered by React, so no HTML is ever injected. */
export function RichText({ value, className = '' }: { value: RichTextValue; className?: string }) {
  return (
    <div className={className}>
      {value.map((paragraph, index) => (
        <p key={index}>
          {paragraph.map((run, runIndex) =>
            typeof run === 'string' ? (
              run
            ) : (
              <Link key={runIndex} to={run.to} className="text-gold-ink underline decoration-gold-ink/40 underline-offset-4 hover:decoration-gold-ink">
                {run.text}
              </Link>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
