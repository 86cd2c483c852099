import { ArrowLeft } from 'lucide-react';
import { brand, breadcrumbJsonLd, ButtonLink, defineMessages, defineRoute, leadImageOf, Link, useEnglishMark, useIntl, useLocale, useNameMark } from 'shared';
import { art } from '../art/generated/manifest';
import type { AssetCalloutStyle, PressArticle } from '../data/article-types';
import { articleIn } from '../data/article-copy';
import { articles } from '../data/articles';
import { ArticleBody } from '../components/article/ArticleBody';
import { ArticleFigures } from '../components/article/ArticleFigures';
import { ArticleHero, COVER_SIZES } from '../components/article/ArticleHero';
import { ArticleQuotes } from '../components/article/ArticleQuotes';
import { EditorsNotes } from '../components/article/EditorsNotes';
import { KeyTakeaway } from '../components/article/KeyTakeaway';
import { ReaderComment } from '../components/article/ReaderComment';
import { RelatedArticles } from '../components/article/RelatedArticles';
import { articleCrumbs } from '../lib/crumbs';
import { pressMessages } from '../lib/messages';
import { relatedArticles } from '../lib/related';
import { articleJsonLd } from '../lib/structured-data';

const messages = defineMessages({
  back: { id: 'press.article.back', defaultMessage: 'Back to Press' },
  domains: { id: 'press.article.domains', defaultMessage: 'Featured domains' },
  package: {
    id: 'press.article.package',
    defaultMessage: 'The four {brand} beauty domains are offered together, as one digital asset package, to a serious buyer.',
    description: 'the call-out of an article that has no words of its own for it',
  },
});

/** /press/{slug}: one article; an unknown slug leaves for /press without a history entry. */
export default defineRoute({
  pages: () => articles.map((article) => ({ slug: article.slug })),
  // The article in English, with what a page in another language says of it in that language (its description, its pictures').
  data: ({ slug }, { locale }) => {
    const article = articles.find((candidate) => candidate.slug === slug);
    return article && articleIn(article, locale);
  },
  missing: '/press',
  head: (article, { intl }) => {
    const cover = art[article.cover_image];
    const social = art[article.social_preview.image];
    return {
      // Spec: the page title is the article's meta title.
      title: article.meta_title,
      description: article.meta_description,
      keywords: article.structured_keywords,
      canonicalPath: `/press/${article.slug}`,
      type: 'article',
      image: { url: social.src, width: social.width, height: social.height, alt: article.social_preview.alt },
      jsonLd: [
        // The article itself, as it is written: in English (`inLanguage`), with its English description.
        articleJsonLd(articles.find((candidate) => candidate.slug === article.slug) ?? article, cover.src),
        breadcrumbJsonLd(articleCrumbs(article, intl)),
      ],
    };
  },
  lastModified: (article) => article.date_published,
  leadImage: (article) => leadImageOf(art[article.cover_image], COVER_SIZES),
  // Keyed: another article is a new page (its pictures, its hydrated sections).
  Page: ({ data: article }) => <Article key={article.slug} article={article} related={relatedArticles(article, articles)} />,
});

/** The article's parts, in reading order: the hero, the text, its figures, what to keep from it, the call-out, more to read. */
function Article({ article, related }: { article: PressArticle; related: readonly PressArticle[] }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <article aria-labelledby="article-title" className="bg-ivory">
      <ArticleHero article={article} />

      <ArticleBody article={article} />

      <ArticleFigures statistics={article.statistics} />

      <div className="page-container max-w-3xl py-16 md:py-24">
        <KeyTakeaway takeaway={article.key_takeaway} />

        {article.quotes && article.quotes.length > 0 && <ArticleQuotes quotes={article.quotes} />}

        {article.highlighted_comment && <ReaderComment comment={article.highlighted_comment} />}

        <EditorsNotes article={article} />
      </div>

      <AssetCallout article={article} style={article.asset_callout_style ?? 'quiet-note'} />

      {related.length > 0 && <RelatedArticles related={related.map((other) => articleIn(other, locale))} />}
      <div className="page-container pb-20 text-center md:pb-28">
        <Link to="/press" className="inline-flex min-h-11 items-center gap-2 text-xs font-medium tracking-[0.2em] text-espresso uppercase underline-offset-8 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {intl.formatMessage(messages.back)}
        </Link>
      </div>
    </article>
  );
}

const calloutTones: Record<AssetCalloutStyle, { section: string; frame: string; eyebrow: string; muted: string }> = {
  'gold-banner': { section: 'bg-gold text-espresso', frame: '', eyebrow: 'text-espresso', muted: 'text-espresso/80' },
  'boxed-ledger': { section: 'bg-espresso text-ivory', frame: 'border border-gold/40 p-8 md:p-12', eyebrow: 'text-gold', muted: 'text-mist' },
  'quiet-note': { section: 'bg-ivory-deep text-espresso', frame: '', eyebrow: 'text-gold-ink', muted: 'text-taupe' },
};

/** The featured domains and the article's own call to action, set off as the article asks. */
function AssetCallout({ article, style }: { article: PressArticle; style: AssetCalloutStyle }) {
  const tone = calloutTones[style];
  const intl = useIntl();
  // The article's own words stay in English on every page; the domains are names.
  const english = useEnglishMark();
  const name = useNameMark();
  return (
    <section aria-labelledby="article-domains" data-callout={style} className={`${tone.section} py-20 md:py-24`}>
      <div className="page-container max-w-4xl">
        <div className={`text-center ${tone.frame}`}>
          <h2 id="article-domains" className={`eyebrow ${tone.eyebrow}`}>
            {intl.formatMessage(messages.domains)}
          </h2>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 font-display text-3xl md:text-4xl">
            {article.featured_domains.map((domain) => (
              <li key={domain} translate={name}>
                {domain}
              </li>
            ))}
          </ul>
          {article.luxury_buyer_trigger ? (
            <p lang={english} className={`mx-auto mt-8 max-w-2xl leading-relaxed ${tone.muted}`}>
              {article.luxury_buyer_trigger}
            </p>
          ) : (
            <p className={`mx-auto mt-8 max-w-2xl leading-relaxed ${tone.muted}`}>{intl.formatMessage(messages.package, { brand: brand.name })}</p>
          )}
          {article.scarcity_trigger && (
            <p lang={english} className={`mx-auto mt-4 max-w-2xl text-sm italic ${tone.muted}`}>
              {article.scarcity_trigger}
            </p>
          )}
          <div className="mt-10 flex justify-center">
            <ButtonLink to={article.cta.link} variant={style === 'gold-banner' ? 'outline-dark' : style === 'boxed-ledger' ? 'primary' : 'outline-dark'}>
              {intl.formatMessage(pressMessages.inquire)}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
