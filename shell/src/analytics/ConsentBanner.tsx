import { Button, defineMessages, Link, useIntl } from 'shared';
import { ACCEPT_ANALYTICS, CONSENT_BANNER_ID, DECLINE_ANALYTICS } from './consent';
import { CONSENT_ACCEPTED_TEXT_ATTRIBUTE, CONSENT_CURRENT_ATTRIBUTE, CONSENT_DECLINED_TEXT_ATTRIBUTE } from 'shared/page-protocol';

const headingId = `${CONSENT_BANNER_ID}-heading`;
const answerClasses = 'flex-auto px-3! tracking-[0.12em]! whitespace-nowrap sm:px-7! sm:tracking-[0.2em]!';

/**
 * In every page's HTML where analytics are configured, hidden: the boot script shows it to a first
 * visitor a moment after the first paint, answers its buttons (invoker commands aimed at it) and
 * hides it again (src/boot/analytics.ts), with or without the app. The app renders the same markup
 * and never changes it, so its `hidden` stays the boot script's.
 *
 * Not a dialog: the page stays usable behind it, and it is fixed, so it shifts nothing. No
 * animation, so nothing moves for anyone, reduced motion or not. Both answers look the same
 * (equal prominence), and it stays until one is given.
 */
const messages = defineMessages({
  heading: { id: 'shell.consent.heading', defaultMessage: 'Cookie consent' },
  body: {
    id: 'shell.consent.body',
    defaultMessage:
      'With your permission, Google Analytics counts the pages you visit and the forms you complete, so we can improve the site. No advertising cookies, and nothing is sent unless you accept.',
  },
  privacy: { id: 'shell.consent.privacy', defaultMessage: 'Privacy policy' },
  accept: { id: 'shell.consent.accept', defaultMessage: 'Accept analytics' },
  decline: { id: 'shell.consent.decline', defaultMessage: 'Decline' },
  accepted: { id: 'shell.consent.current-accepted', defaultMessage: 'Your current choice: analytics accepted.' },
  declined: { id: 'shell.consent.current-declined', defaultMessage: 'Your current choice: analytics declined.' },
});

export function ConsentBanner() {
  const intl = useIntl();
  return (
    <section
      id={CONSENT_BANNER_ID}
      hidden
      aria-labelledby={headingId}
      tabIndex={-1}
      suppressHydrationWarning
      className="fixed inset-x-3 bottom-3 z-50 max-h-[calc(100dvh-1.5rem)] overflow-y-auto border border-gold/40 bg-espresso p-4 text-ivory sm:p-5 shadow-soft outline-none sm:right-auto sm:max-w-lg md:bottom-5 md:left-5"
    >
      <h2 id={headingId} className="eyebrow text-gold">
        {intl.formatMessage(messages.heading)}
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-mist">
        {intl.formatMessage(messages.body)}{' '}
        <Link to="/privacy" className="text-ivory underline underline-offset-4 hover:text-gold">
          {intl.formatMessage(messages.privacy)}
        </Link>
      </p>
      <p
        {...{ [CONSENT_CURRENT_ATTRIBUTE]: '', [CONSENT_ACCEPTED_TEXT_ATTRIBUTE]: intl.formatMessage(messages.accepted), [CONSENT_DECLINED_TEXT_ATTRIBUTE]: intl.formatMessage(messages.declined) }}
        hidden
        suppressHydrationWarning
        className="mt-2 text-sm text-mist"
      />
      {/* Side by side down to a 320 px phone (narrower padding and tracking than the site's buttons):
          stacked, the two buttons made the banner cover a third of a phone's screen. */}
      <div className="mt-4 flex flex-wrap gap-2 sm:gap-3">
        <Button variant="outline" className={answerClasses} commandfor={CONSENT_BANNER_ID} command={ACCEPT_ANALYTICS}>
          {intl.formatMessage(messages.accept)}
        </Button>
        <Button variant="outline" className={answerClasses} commandfor={CONSENT_BANNER_ID} command={DECLINE_ANALYTICS}>
          {intl.formatMessage(messages.decline)}
        </Button>
      </div>
    </section>
  );
}
