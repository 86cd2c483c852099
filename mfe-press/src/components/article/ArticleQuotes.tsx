import type { ArticleQuote } from '../../data/article-types';

/** The voices the article quotes, each with who said it. */
export function ArticleQuotes({ quotes }: { quotes: readonly ArticleQuote[] }) {
  return (
    <section aria-label="Quotes" className="mt-16 space-y-12">
      {quotes.map((quote) => (
        <figure key={quote.text} className="text-center">
          <blockquote className="font-display text-2xl leading-snug italic md:text-3xl">
            <p>“{quote.text}”</p>
          </blockquote>
          <figcaption className="mt-4 text-xs tracking-[0.18em] text-taupe uppercase">{quote.author}</figcaption>
        </figure>
      ))}
    </section>
  );
}
