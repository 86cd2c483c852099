import { FadeIn, STAGGER_SECONDS } from 'shared';
import type { ArticleStatistic } from '../../data/article-types';

/** The figures the article cites, each with what it measures and its source. */
export function ArticleFigures({ statistics }: { statistics: readonly ArticleStatistic[] }) {
  return (
    <section aria-labelledby="article-figures" className="bg-umber py-20 text-ivory md:py-24">
      <div className="page-container max-w-5xl">
        <h2 id="article-figures" className="eyebrow text-center text-gold">
          By the numbers
        </h2>
        <dl className="mt-12 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {statistics.map((statistic, index) => (
            <FadeIn key={`${statistic.value}-${statistic.description}`} delay={index * STAGGER_SECONDS} className="flex flex-col-reverse justify-end border-t border-gold/30 pt-6">
              <dt className="mt-3 leading-relaxed text-mist">
                {statistic.description}
                {statistic.source && <span className="mt-2 block text-xs tracking-wide text-mist/80">Source: {statistic.source}</span>}
              </dt>
              <dd className="font-display text-5xl text-gold">{statistic.value}</dd>
            </FadeIn>
          ))}
        </dl>
      </div>
    </section>
  );
}
