import { defineMessages, useIntl } from 'shared';

/** Spec (section 4): what an article's page says while it loads. */
export const LOADING_TEXT = 'Loading article...';

const messages = defineMessages({
  loading: { id: 'press.article.loading', defaultMessage: 'Loading article...' },
});

/**
 * An article's page while its route's chunk arrives (a visit with no composed HTML to keep, or a
 * link followed from another page). It sits beside the route's module and loads with the route
 * table, so it is here before the chunk is.
 */
export default function ArticleLoading() {
  const intl = useIntl();
  return (
    <div className="min-h-svh bg-ivory pt-40">
      <p role="status" className="text-center text-taupe">
        {intl.formatMessage(messages.loading)}
      </p>
    </div>
  );
}
