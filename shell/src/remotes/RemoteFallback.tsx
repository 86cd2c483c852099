import { Button, buttonClasses, defineMessages, useIntl } from 'shared';

const messages = defineMessages({
  eyebrow: { id: 'shell.fallback.eyebrow', defaultMessage: 'A brief pause' },
  heading: { id: 'shell.fallback.heading', defaultMessage: 'This part of the house is unavailable' },
  body: { id: 'shell.fallback.body', defaultMessage: 'It could not be loaded just now. Everything else on the site is open to you, and you can try this again.' },
  retry: { id: 'shell.fallback.retry', defaultMessage: 'Retry' },
});

interface RemoteFallbackProps {
  /** `page` for a route (the fallback carries the page's h1), `section` for a part of a page. */
  kind: 'page' | 'section';
  /** Reserved height, so the footer does not jump (no layout shift). */
  minHeight?: string;
  /**
   * What Retry does: ask for the part again in the page (an island's code), or, on a page the
   * server composed without the part, open the page again (a link: it needs no code).
   */
  retry: { onRetry: () => void } | { href: string };
}

/**
 * What the visitor sees where a remote's part could not come (its server down or hanging, or its
 * code failing): the rest of the page stays theirs, and Retry asks for the part again.
 */
export function RemoteFallback({ kind, minHeight, retry }: RemoteFallbackProps) {
  const Heading = kind === 'page' ? 'h1' : 'h2';
  const intl = useIntl();
  return (
    <section role="status" style={{ minHeight }} className="flex items-center bg-espresso text-ivory" data-testid="remote-fallback">
      <div className="page-container py-32 text-center">
        <p className="eyebrow mb-5 text-gold">{intl.formatMessage(messages.eyebrow)}</p>
        <Heading className="font-display text-4xl md:text-5xl">{intl.formatMessage(messages.heading)}</Heading>
        <p className="mx-auto mt-5 max-w-md leading-relaxed text-mist">
          {intl.formatMessage(messages.body)}
        </p>
        {'href' in retry ? (
          <a className={buttonClasses('primary', 'mt-10')} href={retry.href}>
            {intl.formatMessage(messages.retry)}
          </a>
        ) : (
          <Button className="mt-10" onClick={retry.onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        )}
      </div>
    </section>
  );
}
