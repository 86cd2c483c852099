import { defineMessages, useIntl } from 'shared';

/** Spec: what a city page says until its location is found. */
export const LOADING_TEXT = 'Finding your Noirelle house…';

const messages = defineMessages({
  loading: { id: 'locations.city.loading', defaultMessage: 'Finding your Noirelle house…' },
});

/**
 * A city page while its route's chunk (with the locations) arrives: a visit with no composed HTML
 * to keep, or a link followed from another page. It sits beside the route's module and loads with
 * the route table, so it is here before the chunk is.
 */
export default function CityLoading() {
  const intl = useIntl();
  return (
    <section role="status" className="flex min-h-[70svh] items-center justify-center bg-espresso text-mist">
      <p className="font-display text-2xl">{intl.formatMessage(messages.loading)}</p>
    </section>
  );
}
