import { brand, breadcrumbJsonLd, ButtonLink, defineMessages, defineRoute, FadeIn, Island, PageHero, useEnglishMark, useIntl, useLocale } from 'shared';
import { summaryOf } from '../components/ArticleCard';
import { articles } from '../data/articles';
import { articleIn } from '../data/article-copy';
import articleList from '../islands/article-list';
import { pressCrumbs } from '../lib/crumbs';
import { pressMessages } from '../lib/messages';

const messages = defineMessages({
  keywords: { id: 'press.list.search-keywords', defaultMessage: 'press news articles', description: 'words site search knows the press page by' },
  description: {
    id: 'press.list.description',
    defaultMessage:
      'News, essays and announcements from {brand}: our nine houses, melanin-rich beauty, the lip gloss economy, and the four beauty domains offered as one digital asset package.',
  },
  keywordPress: { id: 'press.list.keyword-press', defaultMessage: '{brand} press' },
  keywordNews: { id: 'press.list.keyword-news', defaultMessage: 'beauty industry news' },
  keywordMelanin: { id: 'press.list.keyword-melanin', defaultMessage: 'melanin-rich beauty' },
  keywordDomains: { id: 'press.list.keyword-domains', defaultMessage: 'beauty domain names' },
  keywordPackage: { id: 'press.list.keyword-package', defaultMessage: 'digital asset package' },
  title: { id: 'press.list.title', defaultMessage: '{brand} in the Press' },
  subtitle: { id: 'press.list.subtitle', defaultMessage: 'News, essays and announcements from the house: our cities, our craft, and the business of melanin-rich beauty.' },
  latest: { id: 'press.list.latest', defaultMessage: 'Latest' },
  stories: { id: 'press.list.stories', defaultMessage: 'Stories from the house' },
  inEnglish: {
    id: 'press.list.in-english',
    defaultMessage: 'Our articles are available in English.',
    description: 'shown only on the French and Spanish pages, under the heading of the list of articles',
  },
  enquiries: { id: 'press.list.enquiries', defaultMessage: 'Enquiries' },
  packageHeading: { id: 'press.list.package-heading', defaultMessage: 'Four domains, one package' },
  packageBody: {
    id: 'press.list.package-body',
    defaultMessage:
      'For press, partnerships, or the acquisition of the four {brand} beauty domains as one digital asset package, speak with our team. There is no auction, and the domains are not sold individually.',
  },
});

/** /press: the house's articles, filtered by one tag at a time. */
export default defineRoute({
  search: ({ intl }) => ({ keywords: intl.formatMessage(messages.keywords) }),
  head: (_data, { intl }) => ({
    title: intl.formatMessage(pressMessages.press),
    description: intl.formatMessage(messages.description, { brand: brand.name }),
    keywords: [
      intl.formatMessage(messages.keywordPress, { brand: brand.name }),
      intl.formatMessage(messages.keywordNews),
      intl.formatMessage(messages.keywordMelanin),
      intl.formatMessage(messages.keywordDomains),
      intl.formatMessage(messages.keywordPackage),
    ],
    canonicalPath: '/press',
    jsonLd: [breadcrumbJsonLd(pressCrumbs(intl))],
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
  const intl = useIntl();
  const locale = useLocale();
  // What the list's cards show of each article, in the page's language: a few fields, not the articles' bodies.
  const summaries = articles.map((article) => summaryOf(articleIn(article, locale)));
  // The articles are in English: on a page in another language, a line says so.
  const inEnglish = useEnglishMark();
  return (
    <>
      <PageHero eyebrow={intl.formatMessage(pressMessages.press)} title={intl.formatMessage(messages.title, { brand: brand.name })} subtitle={intl.formatMessage(messages.subtitle)} />

      <section aria-labelledby="press-stories" className="bg-ivory py-20 md:py-28">
        <div className="page-container">
          <header className="mx-auto mb-10 max-w-2xl text-center">
            <p className="eyebrow mb-4 text-gold-ink">{intl.formatMessage(messages.latest)}</p>
            <h2 id="press-stories" className="font-display text-4xl leading-tight md:text-5xl">
              {intl.formatMessage(messages.stories)}
            </h2>
            {inEnglish && <p className="mt-4 text-sm text-taupe">{intl.formatMessage(messages.inEnglish)}</p>}
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
          <p className="eyebrow text-gold">{intl.formatMessage(messages.enquiries)}</p>
          <h2 id="press-enquiries" className="mt-4 font-display text-4xl leading-tight md:text-5xl">
            {intl.formatMessage(messages.packageHeading)}
          </h2>
          {/* The brand's name as a part of its own, as the sentence was written (its HTML stays the same in English). */}
          <p className="mt-6 leading-relaxed text-mist">{intl.formatMessage(messages.packageBody, { brand: <>{brand.name}</> })}</p>
          <div className="mt-10 flex justify-center">
            <ButtonLink to="/inquire">{intl.formatMessage(pressMessages.inquire)}</ButtonLink>
          </div>
        </FadeIn>
      </section>
    </>
  );
}
