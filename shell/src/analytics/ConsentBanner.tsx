import { useEffect, useId, useRef } from 'react';
import { Button, Link } from 'shared';
import type { ConsentChoice } from './consent-store';

interface ConsentBannerProps {
  onChoose: (choice: ConsentChoice) => void;
  /** The choice being reviewed, when the visitor reopened the banner from "Cookie settings". */
  current: ConsentChoice | null;
  /** Reopened on request: take focus, so a keyboard user lands where they asked to go. */
  takeFocus: boolean;
}

/**
 * Not a dialog: the page stays usable behind it, and it is fixed, so it shifts nothing. No
 * animation, so nothing moves for anyone, reduced motion or not. Both answers look the same
 * (equal prominence), and it stays until one is given.
 */
export function ConsentBanner({ onChoose, current, takeFocus }: ConsentBannerProps) {
  const headingId = useId();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!takeFocus) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    region.current?.focus();
    // Back to the "Cookie settings" button (or wherever) once the banner goes away.
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [takeFocus]);

  return (
    <section
      ref={region}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="fixed inset-x-3 bottom-3 z-50 max-h-[calc(100dvh-1.5rem)] overflow-y-auto border border-gold/40 bg-espresso p-4 text-ivory sm:p-5 shadow-soft outline-none sm:right-auto sm:max-w-lg md:bottom-5 md:left-5"
    >
      <h2 id={headingId} className="eyebrow text-gold">
        Cookie consent
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-mist">
        With your permission, Google Analytics counts the pages you visit and the forms you complete, so we can
        improve the site. No advertising cookies, and nothing is sent unless you accept.{' '}
        <Link to="/privacy" className="text-ivory underline underline-offset-4 hover:text-gold">
          Privacy policy
        </Link>
      </p>
      {current && (
        <p className="mt-2 text-sm text-mist">Your current choice: analytics {current === 'granted' ? 'accepted' : 'declined'}.</p>
      )}
      {/* Side by side down to a 320 px phone (narrower padding and tracking than the site's buttons):
          stacked, the two buttons made the banner cover a third of a phone's screen. */}
      <div className="mt-4 flex flex-wrap gap-2 sm:gap-3">
        <Button variant="outline" className="flex-auto px-3! tracking-[0.12em]! whitespace-nowrap sm:px-7! sm:tracking-[0.2em]!" onClick={() => onChoose('granted')}>
          Accept analytics
        </Button>
        <Button variant="outline" className="flex-auto px-3! tracking-[0.12em]! whitespace-nowrap sm:px-7! sm:tracking-[0.2em]!" onClick={() => onChoose('denied')}>
          Decline
        </Button>
      </div>
    </section>
  );
}
