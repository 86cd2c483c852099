import { breadcrumbJsonLd, defineMessages, defineRoute, HOME_CRUMB, leadImageOf } from 'shared';
import { inSentence } from '../lib/words';
import { art } from '../art/generated/manifest';
import { categoryArt, type Category, type CategoryId } from '../data/catalogue';
import { catalogueIn, useCatalogue } from '../data/localized';

import { CategoryHero, HERO_SIZES } from './category/CategoryHero';
import { CategoryPhilosophy } from './category/CategoryPhilosophy';
import { CategoryProducts } from './category/CategoryProducts';
import { CategoryServices } from './category/CategoryServices';

const messages = defineMessages({
  searchKeywords: { id: 'catalogue.category.search-keywords', defaultMessage: '{category} collection', description: 'what site search knows a category page by: "Skin collection"' },
  title: { id: 'catalogue.category.title', defaultMessage: '{category} Collection for Melanin-Rich Beauty' },
  keywordLuxury: { id: 'catalogue.category.keyword-luxury', defaultMessage: 'luxury {category} care', description: 'a search keyword: "luxury skin care"; {category} is the category in lower case' },
  keywordMelanin: { id: 'catalogue.category.keyword-melanin', defaultMessage: 'melanin-rich skin' },
  keywordHair: { id: 'catalogue.category.keyword-hair', defaultMessage: 'textured hair' },
  keywordBlackBeauty: { id: 'catalogue.category.keyword-black-beauty', defaultMessage: 'Black beauty' },
});

/** The route module of a category (/skin, /makeup, /hair): the same page, its own collection. */
export function categoryRoute(id: CategoryId) {
  const inLanguage = (locale: Parameters<typeof catalogueIn>[0]) => {
    const catalogue = catalogueIn(locale);
    return { category: catalogue.categories.find((candidate) => candidate.id === id)!, products: catalogue.items.filter((item) => item.category === id && item.type === 'product') };
  };
  return defineRoute({
    search: ({ locale, intl }) => ({ keywords: intl.formatMessage(messages.searchKeywords, { category: inSentence(inLanguage(locale).category.name, locale) }) }),
    head: (_, { locale, intl }) => {
      const { category, products } = inLanguage(locale);
      return {
        title: intl.formatMessage(messages.title, { category: inSentence(category.name, locale) }),
        description: category.description,
        keywords: [
          intl.formatMessage(messages.keywordLuxury, { category: locale === 'en' ? id : inSentence(category.name, locale) }),
          intl.formatMessage(messages.keywordMelanin),
          intl.formatMessage(messages.keywordHair),
          intl.formatMessage(messages.keywordBlackBeauty),
          ...products.map((item) => item.name),
        ],
        canonicalPath: `/${id}`,
        jsonLd: [
          breadcrumbJsonLd([
            { name: intl.formatMessage(HOME_CRUMB), path: '/' },
            { name: category.name, path: `/${id}` },
          ]),
        ],
      };
    },
    leadImage: () => leadImageOf(art[categoryArt[id].hero], HERO_SIZES),
    Page: () => <CategoryPage id={id} />,
  });
}

function CategoryPage({ id }: { id: CategoryId }) {
  const { categories, categoryStories, items: catalogueItems } = useCatalogue();
  const category: Category = categories.find((candidate) => candidate.id === id)!;
  const story = categoryStories[category.id];
  const items = catalogueItems.filter((item) => item.category === category.id);
  const products = items.filter((item) => item.type === 'product');
  const services = items.filter((item) => item.type === 'service');
  const featured = items.find((item) => item.id === story.featured);
  // Spec: landing pages turn on a fade flag about 100 ms after mount. The hero is exempt (it is the largest paint).
  return (
    <>
      <CategoryHero category={category} />

      <div className="nl-arrive">
        <CategoryPhilosophy story={story} featured={featured} />
        <CategoryProducts category={category} products={products} />
        <CategoryServices category={category} services={services} />
      </div>
    </>
  );
}
