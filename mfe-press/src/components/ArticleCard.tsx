import { englishMark, Link, ResponsiveImage, useIntl, type Locale } from 'shared';
import { art } from '../art/generated/manifest';
import type { PressArticle } from '../data/article-types';
import { formatPublished } from '../lib/format';
import { pressMessages } from '../lib/messages';
import { readingTime } from '../lib/reading-time';
import { cardTags, tagLabel } from '../lib/tags';

/** What a card shows of an article: plain data, so a list of them can travel as an island's props. */
export type ArticleSummary = Pick<PressArticle, 'id' | 'slug' | 'title' | 'subtitle' | 'tags' | 'date_published' | 'reading_time' | 'intro_paragraph' | 'thumbnail_image' | 'thumbnail_alt'>;

export const summaryOf = ({ id, slug, title, subtitle, tags, date_published, reading_time, intro_paragraph, thumbnail_image, thumbnail_alt }: PressArticle): ArticleSummary => ({
  id,
  slug,
  title,
  subtitle,
  tags,
  date_published,
  reading_time,
  intro_paragraph,
  thumbnail_image,
  thumbnail_alt,
});

/**
 * A press card: thumbnail, up to 3 tags, title, subtitle, date, reading time and the intro
 * clamped to three lines. The title's link covers the whole card, so the card is one tab stop.
 */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const intl = useIntl();
  // The article is in English on every page: its title, subtitle and intro say so.
  const english = englishMark(intl.locale as Locale);
  return (
    <article className="group relative flex h-full flex-col bg-ivory-deep transition-shadow duration-300 focus-within:outline-2 focus-within:outline-offset-4 focus-within:outline-gold-ink hover:shadow-[0_24px_48px_-24px_rgba(20,13,9,0.35)]">
      <div className="overflow-hidden">
        <ResponsiveImage
          image={art[article.thumbnail_image]}
          alt={article.thumbnail_alt}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-7 md:p-8">
        <ul aria-label={intl.formatMessage(pressMessages.tags)} className="flex flex-wrap gap-2">
          {cardTags(article).map((tag) => (
            <li key={tag} className="border border-gold-ink/40 px-2.5 py-1 text-[0.6875rem] tracking-[0.15em] text-gold-ink uppercase">
              {tagLabel(intl, tag)}
            </li>
          ))}
        </ul>
        <Heading lang={english} className="mt-5 font-display text-3xl leading-tight">
          <Link to={`/press/${article.slug}`} className="outline-none after:absolute after:inset-0 hover:text-gold-ink">
            {article.title}
          </Link>
        </Heading>
        <p lang={english} className="mt-3 leading-relaxed">
          {article.subtitle}
        </p>
        <p className="mt-4 text-sm text-taupe">
          <time dateTime={article.date_published}>{formatPublished(intl, article.date_published)}</time>
          <span aria-hidden="true"> · </span>
          <span>{readingTime(intl, article.reading_time)}</span>
        </p>
        <p lang={english} className="mt-4 line-clamp-3 text-sm leading-relaxed text-taupe">
          {article.intro_paragraph}
        </p>
      </div>
    </article>
  );
}
