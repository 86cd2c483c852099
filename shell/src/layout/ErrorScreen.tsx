import { brand, buttonClasses, defineMessages, localizedPath, useIntl, useLocale } from 'shared';

const messages = defineMessages({
  heading: { id: 'shell.error.heading', defaultMessage: 'Unexpected Application Error!' },
  body: { id: 'shell.error.body', defaultMessage: 'Something went wrong on our side. Please try again in a moment.' },
  reload: { id: 'shell.error.reload', defaultMessage: 'Reload this page' },
  home: { id: 'shell.error.home', defaultMessage: 'Return to Home' },
});

/**
 * What an error nobody handled while the site's server routed a page shows (spec: headed
 * 'Unexpected Application Error!'), in place of the whole layout, so it depends on nothing that
 * may have failed: its links open the page again and the home page.
 */
export function ErrorScreen({ path }: { path: string }) {
  const intl = useIntl();
  const home = localizedPath('/', useLocale());
  return (
    <main className="flex min-h-svh items-center bg-espresso text-ivory">
      <div className="page-container py-24 text-center">
        <p className="font-display text-2xl tracking-[0.3em] text-gold uppercase">{brand.name}</p>
        <h1 className="mt-10 font-display text-4xl md:text-6xl">{intl.formatMessage(messages.heading)}</h1>
        <p className="mx-auto mt-6 max-w-lg text-mist">{intl.formatMessage(messages.body)}</p>
        <div className="mt-12 flex flex-wrap justify-center gap-4">
          <a href={path} className={buttonClasses('primary')}>
            {intl.formatMessage(messages.reload)}
          </a>
          <a href={home} className={buttonClasses('outline')}>
            {intl.formatMessage(messages.home)}
          </a>
        </div>
      </div>
    </main>
  );
}
