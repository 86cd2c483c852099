import type { WebPage } from 'schema-dts';
import { absoluteUrl, brand, breadcrumbJsonLd, defineMessages, defineRoute, HOME_CRUMB, Island, Name, PageHero, type RouteContext, useIntl } from 'shared';
import { catalogueIn } from '../data/localized';
import { SHADED_ITEM, SHADES } from '../data/shades';
import shadeFinder from '../islands/shade-finder';

const messages = defineMessages({
  title: { id: 'catalogue.finder.title', defaultMessage: 'Shade Finder' },
  description: {
    id: 'catalogue.finder.description',
    defaultMessage: 'Find your {item} shade in three questions: 40 shades, 22 of them for deep and very deep skin, by depth on the Monk scale and undertone.',
  },
  subtitle: { id: 'catalogue.finder.subtitle', defaultMessage: 'Three questions, and the reason for every shade we suggest. Nothing is stored, and no camera is used.' },
  keywords: {
    id: 'catalogue.finder.search-keywords',
    defaultMessage: 'which shade am I foundation shade match undertone depth Monk skin tone scale',
    description: 'words site search knows the shade finder by, besides its title and description',
  },
  keywordFinder: { id: 'catalogue.finder.keyword-finder', defaultMessage: 'foundation shade finder' },
  keywordDarkSkin: { id: 'catalogue.finder.keyword-dark-skin', defaultMessage: 'foundation for dark skin' },
  keywordUndertone: { id: 'catalogue.finder.keyword-undertone', defaultMessage: 'undertone' },
  keywordMonk: { id: 'catalogue.finder.keyword-monk', defaultMessage: 'Monk skin tone scale' },
});

const foundationIn = (locale: RouteContext['locale']) => catalogueIn(locale).items.find((item) => item.id === SHADED_ITEM)!;

const descriptionIn = ({ locale, intl }: RouteContext) => intl.formatMessage(messages.description, { item: foundationIn(locale).name });

/** The page, with Second Skin's shades as the offers it leads to, each at its own address. */
function finderJsonLd(context: RouteContext): WebPage {
  const foundation = foundationIn(context.locale);
  const { shadeName } = catalogueIn(context.locale);
  return {
    '@type': 'WebPage',
    '@id': absoluteUrl('/shade-finder'),
    url: absoluteUrl('/shade-finder'),
    name: context.intl.formatMessage(messages.title),
    description: descriptionIn(context),
    about: {
      '@type': 'Product',
      name: foundation.name,
      brand: { '@type': 'Brand', name: brand.name },
      url: absoluteUrl(`/product/${SHADED_ITEM}`),
      offers: SHADES.map((shade) => ({ '@type': 'Offer', name: shadeName(shade), url: absoluteUrl(`/product/${SHADED_ITEM}?shade=${shade.id}`), price: foundation.price, priceCurrency: 'USD' })),
    },
  };
}

/**
 * /shade-finder: Second Skin's shade in three questions, with pictures: depth on the Monk scale,
 * how the skin answers the sun, and the undertone in everyday ways. No account, nothing stored, no
 * camera: the answers are the address.
 */
export default defineRoute({
  // A line for each shade, so "which shade am I" and "foundation for very deep skin with a red
  // undertone" find the finder, and the advisor quotes the shades that answer.
  search: ({ locale, intl }) => ({
    keywords: intl.formatMessage(messages.keywords),
    body: SHADES.map(catalogueIn(locale).finderLine).join('\n'),
  }),
  head: (_, context) => ({
    title: context.intl.formatMessage(messages.title),
    description: descriptionIn(context),
    keywords: [
      context.intl.formatMessage(messages.keywordFinder),
      context.intl.formatMessage(messages.keywordDarkSkin),
      context.intl.formatMessage(messages.keywordUndertone),
      context.intl.formatMessage(messages.keywordMonk),
      foundationIn(context.locale).name,
    ],
    canonicalPath: '/shade-finder',
    jsonLd: [
      finderJsonLd(context),
      breadcrumbJsonLd([
        { name: context.intl.formatMessage(HOME_CRUMB), path: '/' },
        { name: catalogueIn(context.locale).categories.find((category) => category.id === 'makeup')!.name, path: '/makeup' },
        { name: context.intl.formatMessage(messages.title), path: '/shade-finder' },
      ]),
    ],
  }),
  Page: ShadeFinderPage,
});

function ShadeFinderPage() {
  const intl = useIntl();
  const foundation = foundationIn(intl.locale as RouteContext['locale']);
  return (
    <>
      <PageHero eyebrow={<Name>{foundation.name}</Name>} title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)} />
      <section className="bg-ivory py-16 md:py-20">
        <div className="page-container max-w-3xl">
          {/* Its steps are radios and a GET form, which work before its code comes: the code only
              shows the answer in place, so it comes at the first choice (or at once on a visit
              whose address holds answers: it reads the query). */}
          <Island load="interaction" of={shadeFinder} props={{}} />
        </div>
      </section>
    </>
  );
}
