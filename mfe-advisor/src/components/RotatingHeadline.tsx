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
        <span key={phrase} className="inline-block text-gold" data-testid="headline-phrase">
          {phrase}
        </span>
      </span>
    </>
  );
}
