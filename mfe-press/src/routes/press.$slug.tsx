import { ArrowLeft } from 'lucide-react';
import { brand, Breadcrumb, breadcrumbJsonLd, ButtonLink, Card, defineRoute, FadeIn, leadImageOf, Link, ResponsiveImage, STAGGER_SECONDS } from 'shared';
import { art } from '../art/generated/manifest';
import type { AssetCalloutStyle, PressArticle } from '../data/article-types';
import { articles } from '../data/articles';
import { articleSectionNodes } from '../data/article-nodes';
import { ArticleCard } from '../components/ArticleCard';
import { ArticleHtml } from '../components/ArticleHtml';
import { formatPublished } from '../lib/format';
import { relatedArticles } from '../lib/related';
import { articleJsonLd } from '../lib/structured-data';
import { tagPath } from '../lib/tags';

/** /press/{slug}: one article; an unknown slug leaves for /press without a history entry. */
export default defineRoute({
  pages: () => articles.map((article) => ({ slug: article.slug })),
  data: ({ slug }) => articles.find((article) => article.slug === slug),
  missing: '/press',
  head: (article) => {
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
        articleJsonLd(article, cover.src),
        breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Press', path: '/press' },
          { name: article.title, path: `/press/${article.slug}` },
        ]),
      ],
    };
  },
  lastModified: (article) => article.date_published,
  leadImage: (article) => leadImageOf(art[article.cover_image], COVER_SIZES),
  // Keyed: another article is a new page (its pictures, its hydrated sections).
  Page: ({ data: article }) => <Article key={article.slug} article={article} related={relatedArticles(article, articles)} />,
});

/** The cover's `sizes`, which its preload in the composed HTML must repeat. */
const COVER_SIZES = '(min-width: 1024px) 976px, 100vw';

/** Markup for the sanitised article HTML: the only place the page styles elements it did not write. */
const proseClasses =
  'space-y-5 text-lg leading-[1.8] text-espresso/90 [&_a]:text-gold-ink [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-espresso [&_blockquote]:border-l-2 [&_blockquote]:border-gold-ink [&_blockquote]:pl-6 [&_blockquote]:font-display [&_blockquote]:text-2xl [&_blockquote]:italic [&_h3]:pt-4 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:leading-snug [&_h3]:text-espresso [&_h4]:font-semibold [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-espresso [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-gold-ink';

function ArticleSections({ article }: { article: PressArticle }) {
  const nodes = articleSectionNodes(article.slug);
  return article.sections.map((section, index) => (
    <section key={section.title} className="mt-16" aria-label={section.title}>
      <h2 className="font-display text-3xl leading-tight md:text-4xl">{section.title}</h2>
      <ArticleHtml nodes={nodes[index]!} className={`mt-6 ${proseClasses}`} />
    </section>
  ));
}

function Article({ article, related }: { article: PressArticle; related: readonly PressArticle[] }) {
  const positioning = Object.entries(article).filter(([key, value]) => key.endsWith('_positioning_reference') && typeof value === 'string') as [string, string][];
  const notes: [string, string | undefined][] = [
    ['Market insight', article.market_insight],
    ['The luxury angle', article.luxury_angle],
    ['Cultural context', article.cultural_trend_reference],
    ['From the house', article.brand_reference],
    ...positioning.map(([key, value]): [string, string] => [`Positioning: ${key.replace('_positioning_reference', '').replace(/_/g, ' ')}`, value]),
  ];

  return (
    <article aria-labelledby="article-title" className="bg-ivory">
      <header className="bg-espresso pt-32 pb-40 text-ivory md:pt-36 md:pb-56">
        <div className="page-container max-w-4xl">
          <Breadcrumb
            tone="dark"
            separator="›"
            lastIsCurrent
            crumbs={[
              { name: 'Home', path: '/' },
              { name: 'Press', path: '/press' },
              { name: article.title, path: `/press/${article.slug}` },
            ]}
          />
          <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={tagPath(tag)}
                  className="inline-flex min-h-8 items-center border border-gold/50 px-3 text-[0.6875rem] tracking-[0.15em] text-gold uppercase transition-colors hover:bg-gold hover:text-espresso"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
          <h1 id="article-title" className="mt-6 font-display text-5xl leading-[1.05] font-medium text-balance md:text-7xl">
            {article.title}
          </h1>
          <p className="mt-6 max-w-2xl text-xl leading-relaxed text-mist">{article.subtitle}</p>
          <p className="mt-8 text-sm tracking-wide text-mist">
            <span className="text-ivory">{article.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={article.date_published}>{formatPublished(article.date_published)}</time>
            <span aria-hidden="true"> · </span>
            {article.reading_time}
          </p>
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

      <div className="page-container max-w-3xl py-16 md:py-24">
        <p className="font-display text-xl leading-relaxed text-espresso md:text-2xl md:leading-relaxed">{article.intro_paragraph}</p>

        <ArticleSections article={article} />
      </div>

      <section aria-labelledby="article-figures" className="bg-umber py-20 text-ivory md:py-24">
        <div className="page-container max-w-5xl">
          <h2 id="article-figures" className="eyebrow text-center text-gold">
            By the numbers
          </h2>
          <dl className="mt-12 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
            {article.statistics.map((statistic, index) => (
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

      <div className="page-container max-w-3xl py-16 md:py-24">
        <Card as="section" tone="accent" aria-labelledby="article-takeaway" className="p-8 md:p-12">
          <h2 id="article-takeaway" className="eyebrow text-gold-ink">
            Key takeaway
          </h2>
          <p className="mt-5 font-display text-2xl leading-snug md:text-3xl">{article.key_takeaway}</p>
        </Card>

        {article.quotes && article.quotes.length > 0 && (
          <section aria-label="Quotes" className="mt-16 space-y-12">
            {article.quotes.map((quote) => (
              <figure key={quote.text} className="text-center">
                <blockquote className="font-display text-2xl leading-snug italic md:text-3xl">
                  <p>“{quote.text}”</p>
                </blockquote>
                <figcaption className="mt-4 text-xs tracking-[0.18em] text-taupe uppercase">{quote.author}</figcaption>
              </figure>
            ))}
          </section>
        )}

        {article.highlighted_comment && (
          <aside aria-label="A reader’s comment" className="mt-16 border-l-2 border-gold-ink pl-6">
            <p className="eyebrow text-gold-ink">From our readers</p>
            <p className="mt-3 text-lg leading-relaxed italic">{article.highlighted_comment}</p>
          </aside>
        )}

        {notes.some(([, value]) => value) && (
          <aside aria-labelledby="article-notes" className="mt-16">
            <h2 id="article-notes" className="eyebrow text-gold-ink">
              Editor’s notes
            </h2>
            <dl className="mt-6 divide-y divide-espresso/10 border-y border-espresso/10">
              {notes.map(([label, value]) =>
                value ? (
                  <div key={label} className="grid gap-2 py-5 sm:grid-cols-[11rem_1fr] sm:gap-6">
                    <dt className="text-sm font-medium text-taupe">{label}</dt>
                    <dd className="leading-relaxed">{value}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          </aside>
        )}
      </div>

      <AssetCallout article={article} style={article.asset_callout_style ?? 'quiet-note'} />

      {related.length > 0 && (
        <section aria-labelledby="article-related" className="bg-ivory py-20 md:py-28">
          <div className="page-container">
            <h2 id="article-related" className="text-center font-display text-4xl md:text-5xl">
              Related articles
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
      )}
      <div className="page-container pb-20 text-center md:pb-28">
        <Link to="/press" className="inline-flex min-h-11 items-center gap-2 text-xs font-medium tracking-[0.2em] text-espresso uppercase underline-offset-8 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Press
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
  return (
    <section aria-labelledby="article-domains" data-callout={style} className={`${tone.section} py-20 md:py-24`}>
      <div className="page-container max-w-4xl">
        <div className={`text-center ${tone.frame}`}>
          <h2 id="article-domains" className={`eyebrow ${tone.eyebrow}`}>
            Featured domains
          </h2>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 font-display text-3xl md:text-4xl">
            {article.featured_domains.map((domain) => (
              <li key={domain}>{domain}</li>
            ))}
          </ul>
          <p className={`mx-auto mt-8 max-w-2xl leading-relaxed ${tone.muted}`}>
            {article.luxury_buyer_trigger ?? `The four ${brand.name} beauty domains are offered together, as one digital asset package, to a serious buyer.`}
          </p>
          {article.scarcity_trigger && <p className={`mx-auto mt-4 max-w-2xl text-sm italic ${tone.muted}`}>{article.scarcity_trigger}</p>}
          <div className="mt-10 flex justify-center">
            <ButtonLink to={article.cta.link} variant={style === 'gold-banner' ? 'outline-dark' : style === 'boxed-ledger' ? 'primary' : 'outline-dark'}>
              Inquire Now
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
