import { defineRoute, leadImageOf, topLevelBreadcrumb } from 'shared';
import { art } from '../art/generated/manifest';
import { categories, categoryArt, categoryStories, type Category, type CategoryId } from '../data/catalogue';
import { catalogueItems } from '../data/items';
import { CategoryHero, HERO_SIZES } from './category/CategoryHero';
import { CategoryPhilosophy } from './category/CategoryPhilosophy';
import { CategoryProducts } from './category/CategoryProducts';
import { CategoryServices } from './category/CategoryServices';

/** The route module of a category (/skin, /makeup, /hair): the same page, its own collection. */
export function categoryRoute(id: CategoryId) {
  const category = categories.find((candidate) => candidate.id === id)!;
  const products = catalogueItems.filter((item) => item.category === id && item.type === 'product');
  return defineRoute({
    search: () => ({ keywords: `${category.name} collection` }),
    head: () => ({
      title: `${category.name} Collection for Melanin-Rich Beauty`,
      description: category.description,
      keywords: [`luxury ${id} care`, 'melanin-rich skin', 'textured hair', 'Black beauty', ...products.map((item) => item.name)],
      canonicalPath: `/${id}`,
      jsonLd: [topLevelBreadcrumb(category.name, `/${id}`)],
    }),
    leadImage: () => leadImageOf(art[categoryArt[id].hero], HERO_SIZES),
    Page: () => <CategoryPage category={category} />,
  });
}

function CategoryPage({ category }: { category: Category }) {
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
