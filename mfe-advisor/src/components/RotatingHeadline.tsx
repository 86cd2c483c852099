import type { CSSProperties } from 'react';
import { allDomains, defineMessages, nameMark, useIntl, type IntlShape, type Locale } from 'shared';
import { listIn } from '../data/copy/list';
import { HEADLINE_INTERVAL_MS, headlinePhrasesIn } from '../lib/chat';

const messages = defineMessages({
  acquire: { id: 'advisor.headline.acquire', defaultMessage: 'Acquire' },
  label: { id: 'advisor.headline.label', defaultMessage: 'Acquire {domains}' },
});

/** The headline's accessible name, in the language of `intl`: stable, where the visible phrase rotates. */
export const chatHeadlineIn = (intl: IntlShape): string => intl.formatMessage(messages.label, { domains: listIn(intl.locale as Locale, allDomains) });

/**
 * Spec: the headline cycles every 2.5 s through the four domain names, then 'all 4 domain names',
 * and loops. The stylesheet turns it (`headline-turn` in ../index.css), so it turns from the first
 * paint with no script at all, and holds still for visitors who prefer reduced motion. Its changes
 * are not announced (a phrase every 2.5 s would drown a screen reader): the full list is in the label.
 */
export function RotatingHeadline() {
  const intl = useIntl();
  const phrases = headlinePhrasesIn(intl);
  return (
    <>
      <span className="sr-only">{chatHeadlineIn(intl)}</span>
      <span aria-hidden="true">
        {intl.formatMessage(messages.acquire)}{' '}
        {/* Every phrase sits in the same grid cell and only the current one shows: the headline is
            always as wide as its longest phrase, so rotating never rewraps the hero or moves the page. */}
        <span className="inline-grid text-gold">
          {phrases.map((phrase, index) => (
            <span
              key={phrase}
              data-headline-phrase=""
              translate={index < allDomains.length ? nameMark(intl.locale) : undefined}
              className="[grid-area:1/1]"
              style={{ '--phrase': index, '--phrases': phrases.length, '--turn': `${HEADLINE_INTERVAL_MS}ms` } as CSSProperties}
            >
              {phrase}
            </span>
          ))}
        </span>
      </span>
    </>
  );
}
