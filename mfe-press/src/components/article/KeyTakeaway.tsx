import { Card, defineMessages, useEnglishMark, useIntl } from 'shared';

const messages = defineMessages({
  heading: { id: 'press.article.takeaway', defaultMessage: 'Key takeaway' },
});

/** The one thing to remember from the article (its words, in English on every page), on an accent card. */
export function KeyTakeaway({ takeaway }: { takeaway: string }) {
  const intl = useIntl();
  const english = useEnglishMark();
  return (
    <Card as="section" tone="accent" aria-labelledby="article-takeaway" className="p-8 md:p-12">
      <h2 id="article-takeaway" className="eyebrow text-gold-ink">
        {intl.formatMessage(messages.heading)}
      </h2>
      <p lang={english} className="mt-5 font-display text-2xl leading-snug md:text-3xl">
        {takeaway}
      </p>
    </Card>
  );
}
