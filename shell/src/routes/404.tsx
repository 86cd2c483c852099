import { ButtonLink, defineMessages, defineRoute, HeroBackdrop, NOT_FOUND_PATH, useIntl } from 'shared';

const messages = defineMessages({
  title: { id: 'shell.not-found.title', defaultMessage: 'Page not found' },
  body: { id: 'shell.not-found.body', defaultMessage: 'The page you are looking for does not exist.' },
  home: { id: 'shell.not-found.home', defaultMessage: 'Return to Home' },
});

/**
 * Any address no route answers (the shell's route table answers them all with it: src/routes.tsx); the composed
 * site publishes it at /404 and answers unknown paths with it and HTTP 404.
 */
export default defineRoute({
  // The address asked for: the catch-all's `*` is it without its leading slash.
  data: (params) => ({ pathname: params['*'] ? `/${params['*']}` : NOT_FOUND_PATH }),
  head: ({ pathname }, { intl }) => ({
    title: intl.formatMessage(messages.title),
    description: intl.formatMessage(messages.body),
    canonicalPath: pathname,
    robots: 'noindex, follow',
  }),
  Page: NotFoundPage,
});

function NotFoundPage() {
  const intl = useIntl();
  return (
    <section className="relative isolate flex min-h-[80svh] items-center overflow-hidden bg-espresso text-ivory">
      <div className="absolute inset-0 -z-10">
        <HeroBackdrop />
      </div>
      <div className="page-container py-40 text-center">
        <h1 className="font-display text-8xl leading-none text-gold md:text-9xl">404</h1>
        <p className="mx-auto mt-8 max-w-md text-lg text-mist">{intl.formatMessage(messages.body)}</p>
        <ButtonLink to="/" className="mt-12">
          {intl.formatMessage(messages.home)}
        </ButtonLink>
      </div>
    </section>
  );
}
