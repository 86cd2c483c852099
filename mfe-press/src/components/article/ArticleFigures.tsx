import { defineMessages, FadeIn, STAGGER_SECONDS, useEnglishMark, useIntl } from 'shared';
import type { ArticleStatistic } from '../../data/article-types';

const messages = defineMessages({
  heading: { id: 'press.article.figures', defaultMessage: 'By the numbers' },
  source: { id: 'press.article.figure-source', defaultMessage: 'Source: {source}', description: 'where an article’s figure comes from: an organisation, its report and the year' },
});

/** The figures the article cites, each with what it measures and its source (the article's words, in English on every page). */
export function ArticleFigures({ statistics }: { statistics: readonly ArticleStatistic[] }) {
  const intl = useIntl();
  const english = useEnglishMark();
  return (
    <section aria-labelledby="article-figures" className="bg-umber py-20 text-ivory md:py-24">
      <div className="page-container max-w-5xl">
        <h2 id="article-figures" className="eyebrow text-center text-gold">
          {intl.formatMessage(messages.heading)}
        </h2>
        <dl className="mt-12 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {statistics.map((statistic, index) => (
            <FadeIn key={`${statistic.value}-${statistic.description}`} delay={index * STAGGER_SECONDS} className="flex flex-col-reverse justify-end border-t border-gold/30 pt-6">
              <dt className="mt-3 leading-relaxed text-mist">
                {english ? <span lang={english}>{statistic.description}</span> : statistic.description}
                {statistic.source && (
                  <span className="mt-2 block text-xs tracking-wide text-mist/80">
                    {/* The source as a part of its own, as the label was written (its HTML stays the same in English). */}
                    {intl.formatMessage(messages.source, { source: english ? <span lang={english}>{statistic.source}</span> : <>{statistic.source}</> })}
                  </span>
                )}
              </dt>
              <dd lang={english} className="font-display text-5xl text-gold">
                {statistic.value}
              </dd>
            </FadeIn>
          ))}
        </dl>
      </div>
    </section>
  );
}
