import type { CSSProperties } from 'react';
import { allDomains, listInWords } from 'shared';
import { HEADLINE_INTERVAL_MS, headlinePhrases } from '../lib/chat';

/** The headline's accessible name: stable, where the visible phrase rotates. */
export const CHAT_HEADLINE = `Acquire ${listInWords(allDomains)}`;

/**
 * Spec: the headline cycles every 2.5 s through the four domain names, then 'all 4 domain names',
 * and loops. The stylesheet turns it (`headline-turn` in ../index.css), so it turns from the first
 * paint with no script at all, and holds still for visitors who prefer reduced motion. Its changes
 * are not announced (a phrase every 2.5 s would drown a screen reader): the full list is in the label.
 */
export function RotatingHeadline() {
  return (
    <>
      <span className="sr-only">{CHAT_HEADLINE}</span>
      <span aria-hidden="true">
        Acquire{' '}
        {/* Every phrase sits in the same grid cell and only the current one shows: the headline is
            always as wide as its longest phrase, so rotating never rewraps the hero or moves the page. */}
        <span className="inline-grid text-gold">
          {headlinePhrases.map((phrase, index) => (
            <span
              key={phrase}
              data-headline-phrase=""
              className="[grid-area:1/1]"
              style={{ '--phrase': index, '--phrases': headlinePhrases.length, '--turn': `${HEADLINE_INTERVAL_MS}ms` } as CSSProperties}
            >
              {phrase}
            </span>
          ))}
        </span>
      </span>
    </>
  );
}
