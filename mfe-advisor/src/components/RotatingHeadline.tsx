import { useEffect, useState } from 'react';
import { allDomains, listInWords, usePrefersReducedMotion } from 'shared';
import { HEADLINE_INTERVAL_MS, headlinePhrase, headlinePhrases } from '../lib/chat';

/** The headline's accessible name: stable, where the visible phrase rotates. */
export const CHAT_HEADLINE = `Acquire ${listInWords(allDomains)}`;

/**
 * Spec: the headline cycles every 2.5 s through the four domain names, then 'all 4 domain names',
 * and loops. It holds still for visitors who prefer reduced motion, and its changes are not
 * announced (a phrase every 2.5 s would drown a screen reader): the full list is in the label.
 */
export function RotatingHeadline() {
  const still = usePrefersReducedMotion();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (still) return;
    const timer = setInterval(() => setTick((value) => value + 1), HEADLINE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [still]);
  const phrase = headlinePhrase(still ? headlinePhrases.length - 1 : tick);
  return (
    <>
      <span className="sr-only">{CHAT_HEADLINE}</span>
      <span aria-hidden="true">
        Acquire{' '}
        {/* Every phrase sits in the same grid cell and only the current one shows: the headline is
            always as wide as its longest phrase, so rotating (and the first render after the
            composed HTML, which may start on another phrase) never rewraps the hero or moves the page. */}
        <span className="inline-grid text-gold">
          {headlinePhrases.map((candidate) =>
            candidate === phrase ? (
              <span key={candidate} className="[grid-area:1/1]" data-testid="headline-phrase">
                {candidate}
              </span>
            ) : (
              <span key={candidate} className="invisible [grid-area:1/1]">
                {candidate}
              </span>
            ),
          )}
        </span>
      </span>
    </>
  );
}
