import { brand, ButtonLink, defineRoute, FadeIn, Link, PageHero, STAGGER_SECONDS, topLevelBreadcrumb, useSearchParams } from 'shared';
import { ArticleCard } from '../components/ArticleCard';
import { articles } from '../data/articles';
import { allTags, articlesWithTag, tagPath } from '../lib/tags';

/** Spec (section 8): the list's empty state. */
export const NO_MATCH_TEXT = 'No articles found with the selected tag. Please try another filter.';

const chipClasses = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-5 py-2 text-xs font-medium tracking-[0.18em] uppercase transition-colors duration-300 motion-reduce:transition-none ${
    active ? 'border-espresso bg-espresso text-ivory' : 'border-espresso/30 text-espresso hover:border-espresso'
  }`;

/** /press: the house's articles, filtered by one tag at a time. */
export default defineRoute({
  head: () => ({
    title: 'Press',
    description: `News, essays and announcements from ${brand.name}: our nine houses, melanin-rich beauty, the lip gloss economy, and the four beauty domains offered as one digital asset package.`,
    keywords: ['Noirelle press', 'beauty industry news', 'melanin-rich beauty', 'beauty domain names', 'digital asset package'],
    canonicalPath: '/press',
    jsonLd: [topLevelBreadcrumb('Press', '/press')],
  }),
  lastModified: () => articles.map((article) => article.date_published).sort().at(-1),
  Page: PressListPage,
});

/**
 * Hero, the tag filter, the cards. The filter lives in the address (?tag=...), so the tag links on
 * an article land on a filtered list, and a filtered list can be shared or reloaded. Its choices
 * are links to those addresses, so they work from the page's HTML before the app runs.
 */
function PressListPage() {
  return (
    <>
      <PageHero eyebrow="Press" title={`${brand.name} in the Press`} subtitle="News, essays and announcements from the house: our cities, our craft, and the business of melanin-rich beauty." />

      <section aria-labelledby="press-stories" className="bg-ivory py-20 md:py-28">
        <div className="page-container">
          <header className="mx-auto mb-10 max-w-2xl text-center">
            <p className="eyebrow mb-4 text-gold-ink">Latest</p>
            <h2 id="press-stories" className="font-display text-4xl leading-tight md:text-5xl">
              Stories from the house
            </h2>
          </header>

          <ArticleList />
        </div>
      </section>

      <section aria-labelledby="press-enquiries" className="bg-espresso py-20 text-center text-ivory md:py-28">
        <FadeIn className="page-container mx-auto max-w-2xl">
          <p className="eyebrow text-gold">Enquiries</p>
          <h2 id="press-enquiries" className="mt-4 font-display text-4xl leading-tight md:text-5xl">
            Four domains, one package
          </h2>
          <p className="mt-6 leading-relaxed text-mist">
            For press, partnerships, or the acquisition of the four {brand.name} beauty domains as one digital asset package, speak with our team. There is no
            auction, and the domains are not sold individually.
          </p>
          <div className="mt-10 flex justify-center">
            <ButtonLink to="/inquire">Inquire Now</ButtonLink>
          </div>
        </FadeIn>
      </section>
    </>
  );
}

/** The tag filter and the cards. */
function ArticleList() {
  const [params] = useSearchParams();
  // `?tag=` (an emptied address) is no filter, as with none: All is the one marked.
  const active = params.get('tag') || null;
  const shown = articlesWithTag(articles, active);
  return (
    <>
      <div role="group" aria-label="Filter articles by tag" className="mb-12 flex flex-wrap justify-center gap-3 md:mb-16">
        {/* Spec: clicking the active tag does not turn it off (its link is the address already); All clears it. */}
        {[null, ...allTags(articles)].map((tag) => (
          <Link key={tag ?? 'all'} to={tag ? tagPath(tag) : '/press'} aria-current={active === tag ? 'page' : undefined} className={chipClasses(active === tag)}>
            {tag ?? 'All'}
          </Link>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown.length === 1 ? '1 article shown' : `${shown.length} articles shown`}
      </p>
      {shown.length === 0 ? (
        <p className="mx-auto max-w-md py-16 text-center text-lg leading-relaxed text-taupe">{NO_MATCH_TEXT}</p>
      ) : (
        <ul className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2">
          {shown.map((article) => (
            // Spec: the entrance is staggered by article id.
            <FadeIn as="li" key={article.id} delay={(article.id - 1) * STAGGER_SECONDS}>
              <ArticleCard article={article} />
            </FadeIn>
          ))}
        </ul>
      )}
    </>
  );
}
