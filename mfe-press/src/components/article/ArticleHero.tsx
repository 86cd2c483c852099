import { Breadcrumb, defineMessages, Link, ResponsiveImage, useEnglishMark, useIntl, useNameMark } from 'shared';
import { art } from '../../art/generated/manifest';
import type { PressArticle } from '../../data/article-types';
import { articleCrumbs } from '../../lib/crumbs';
import { formatPublished } from '../../lib/format';
import { pressMessages } from '../../lib/messages';
import { readingTime } from '../../lib/reading-time';
import { tagLabel, tagPath } from '../../lib/tags';

const messages = defineMessages({
  inEnglish: {
    id: 'press.article.in-english',
    defaultMessage: 'This article is available in English.',
    description: 'shown only on the French and Spanish pages of an article, under its byline',
  },
});

/** The cover's `sizes`, which its preload in the composed HTML must repeat. */
export const COVER_SIZES = '(min-width: 1024px) 976px, 100vw';

/**
 * The article's opening: where it sits, its tags, title, subtitle and byline on the dark band, then
 * its cover, drawn up into the band's foot.
 */
export function ArticleHero({ article }: { article: PressArticle }) {
  const intl = useIntl();
  // The article is in English on every page: its title and subtitle say so, and a line in the page's language.
  const english = useEnglishMark();
  const name = useNameMark();
  return (
    <>
      <header className="bg-espresso pt-32 pb-40 text-ivory md:pt-36 md:pb-56">
        <div className="page-container max-w-4xl">
          <Breadcrumb crumbs={articleCrumbs(article, intl)} tone="dark" separator="›" lastIsCurrent lastLang={english} />
          <ul aria-label={intl.formatMessage(pressMessages.tags)} className="mt-10 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={tagPath(tag)}
                  className="inline-flex min-h-8 items-center border border-gold/50 px-3 text-[0.6875rem] tracking-[0.15em] text-gold uppercase transition-colors hover:bg-gold hover:text-espresso"
                >
                  {tagLabel(intl, tag)}
                </Link>
              </li>
            ))}
          </ul>
          <h1 id="article-title" lang={english} className="mt-6 font-display text-5xl leading-[1.05] font-medium text-balance md:text-7xl">
            {article.title}
          </h1>
          <p lang={english} className="mt-6 max-w-2xl text-xl leading-relaxed text-mist">
            {article.subtitle}
          </p>
          <p className="mt-8 text-sm tracking-wide text-mist">
            <span translate={name} className="text-ivory">
              {article.author}
            </span>
            <span aria-hidden="true"> · </span>
            <time dateTime={article.date_published}>{formatPublished(intl, article.date_published)}</time>
            <span aria-hidden="true"> · </span>
            {readingTime(intl, article.reading_time)}
          </p>
          {english && <p className="mt-4 text-sm text-mist">{intl.formatMessage(messages.inEnglish)}</p>}
        </div>
      </header>

      <div className="page-container -mt-28 max-w-5xl md:-mt-44">
        <ResponsiveImage
          image={art[article.cover_image]}
          alt={article.cover_alt}
          priority
          sizes={COVER_SIZES}
          className="aspect-[3/2] h-auto w-full object-cover shadow-[0_40px_80px_-40px_rgba(20,13,9,0.6)]"
        />
      </div>
    </>
  );
}
