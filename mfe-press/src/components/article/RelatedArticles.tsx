import { defineMessages, FadeIn, STAGGER_SECONDS, useIntl } from 'shared';
import type { PressArticle } from '../../data/article-types';
import { ArticleCard } from '../ArticleCard';

const messages = defineMessages({
  heading: { id: 'press.article.related', defaultMessage: 'Related articles' },
});

/** Other articles to read next, as cards. */
export function RelatedArticles({ related }: { related: readonly PressArticle[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="article-related" className="bg-ivory py-20 md:py-28">
      <div className="page-container">
        <h2 id="article-related" className="text-center font-display text-4xl md:text-5xl">
          {intl.formatMessage(messages.heading)}
        </h2>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-10 md:grid-cols-2">
          {related.map((other, index) => (
            <FadeIn as="li" key={other.slug} delay={index * STAGGER_SECONDS}>
              <ArticleCard article={other} />
            </FadeIn>
          ))}
        </ul>
      </div>
    </section>
  );
}
