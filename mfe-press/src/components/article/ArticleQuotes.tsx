import { defineMessages, useEnglishMark, useIntl } from 'shared';
import type { ArticleQuote } from '../../data/article-types';

const messages = defineMessages({
  label: { id: 'press.article.quotes', defaultMessage: 'Quotes', description: 'the name of the section of an article that quotes people' },
});

/** The voices the article quotes, each with who said it (the article's words, in English on every page). */
export function ArticleQuotes({ quotes }: { quotes: readonly ArticleQuote[] }) {
  const intl = useIntl();
  const english = useEnglishMark();
  return (
    <section aria-label={intl.formatMessage(messages.label)} className="mt-16 space-y-12">
      {quotes.map((quote) => (
        <figure key={quote.text} lang={english} className="text-center">
          <blockquote className="font-display text-2xl leading-snug italic md:text-3xl">
            <p>“{quote.text}”</p>
          </blockquote>
          <figcaption className="mt-4 text-xs tracking-[0.18em] text-taupe uppercase">{quote.author}</figcaption>
        </figure>
      ))}
    </section>
  );
}
