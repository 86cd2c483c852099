import { defineMessages, useEnglishMark, useIntl } from 'shared';

const messages = defineMessages({
  label: { id: 'press.article.comment', defaultMessage: 'A reader’s comment' },
  heading: { id: 'press.article.comment-heading', defaultMessage: 'From our readers' },
});

/** A reader's comment the article highlights (in English, as the article is). */
export function ReaderComment({ comment }: { comment: string }) {
  const intl = useIntl();
  const english = useEnglishMark();
  return (
    <aside aria-label={intl.formatMessage(messages.label)} className="mt-16 border-l-2 border-gold-ink pl-6">
      <p className="eyebrow text-gold-ink">{intl.formatMessage(messages.heading)}</p>
      <p lang={english} className="mt-3 text-lg leading-relaxed italic">
        {comment}
      </p>
    </aside>
  );
}
