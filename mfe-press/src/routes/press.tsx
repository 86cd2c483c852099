import { brand, ButtonLink, defineRoute, FadeIn, Island, PageHero, topLevelBreadcrumb } from 'shared';
import { summaryOf } from '../components/ArticleCard';
import { articles } from '../data/articles';
import articleList from '../islands/article-list';

/** What the list's cards show of each article: a few fields, not the articles' bodies. */
const summaries = articles.map(summaryOf);

/** /press: the house's articles, filtered by one tag at a time. */
export default defineRoute({
  search: () => ({ keywords: 'press news articles' }),
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

          {/*
            An island: the tag in the address picks the cards. Its chips are links, which work with
            no code, so its code comes only when the visitor reaches for it (a tag's link then
            changes the list in place), or at once on a visit with a tag (/press?tag=Makeup), whose
            cards its HTML does not show.
          */}
          <Island load="interaction" of={articleList} props={{ articles: summaries }} />
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
