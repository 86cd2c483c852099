import { ButtonLink, defineRoute, FadeIn, leadImageOf, Link, PageHero, ResponsiveImage, Section, STAGGER_SECONDS, topLevelBreadcrumb } from 'shared';
import { art } from '../art/generated/manifest';
import { categories, categoryArt, categoryStories, type Category, type CategoryId } from '../data/catalogue';
import { catalogueItems } from '../data/items';
import { formatPrice } from '../lib/format';
import { BookExperienceButton } from './BookExperienceButton';

const linkClasses = 'text-xs font-medium tracking-[0.2em] uppercase underline-offset-8 hover:underline';

/** The hero picture's `sizes` (full bleed), which its preload in the composed HTML must repeat. */
const HERO_SIZES = '100vw';

/** The route module of a category (/skin, /makeup, /hair): the same page, its own collection. */
export function categoryRoute(id: CategoryId) {
  const category = categories.find((candidate) => candidate.id === id)!;
  const products = catalogueItems.filter((item) => item.category === id && item.type === 'product');
  return defineRoute({
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
      <PageHero
        height="category"
        eyebrow="The Collection"
        title={category.name}
        subtitle={category.description}
        media={<ResponsiveImage image={art[categoryArt[category.id].hero]} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover" />}
      >
        <ButtonLink to={`/products?category=${category.id}`}>Shop {category.name}</ButtonLink>
        {category.id === 'makeup' && (
          <ButtonLink to="/shade-finder" variant="outline">
            Find your foundation shade
          </ButtonLink>
        )}
      </PageHero>

      <div className="nl-arrive">
        <Section eyebrow="Our Philosophy" title={story.philosophyTitle}>
          <div className="grid items-center gap-12 lg:grid-cols-2">
            <FadeIn className="space-y-6 text-lg leading-relaxed text-taupe">
              {story.philosophy.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </FadeIn>
            {featured && (
              <FadeIn delay={STAGGER_SECONDS} className="bg-ivory-deep">
                <article className="grid grid-cols-[8rem_1fr] items-center gap-6 p-6 sm:grid-cols-[10rem_1fr]">
                  <ResponsiveImage image={art[featured.image]} alt="" sizes="10rem" className="aspect-[4/5] h-auto w-full object-cover" />
                  <div>
                    <p className="eyebrow text-gold-ink">Featured</p>
                    <h3 className="mt-2 font-display text-2xl leading-tight">{featured.name}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-taupe">{featured.description}</p>
                    <Link to={`/product/${featured.id}`} className={`${linkClasses} mt-4 inline-block text-gold-ink`}>
                      Discover {featured.name}
                    </Link>
                  </div>
                </article>
              </FadeIn>
            )}
          </div>
        </Section>

        <Section tone="umber" eyebrow="The Products" title={`The ${category.name} Collection`}>
          <ol className="divide-y divide-gold/20 border-y border-gold/20">
            {products.map((item, index) => (
              <FadeIn as="li" key={item.id} delay={index * STAGGER_SECONDS}>
                <article className="grid grid-cols-[3rem_5rem_1fr] items-center gap-5 py-8 md:grid-cols-[5rem_7rem_1fr_auto] md:gap-8">
                  <span aria-hidden="true" className="font-display text-3xl text-gold md:text-4xl">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <ResponsiveImage image={art[item.image]} alt="" sizes="7rem" className="aspect-[4/5] h-auto w-full object-cover" />
                  <div>
                    <h3 className="font-display text-2xl leading-tight md:text-3xl">
                      <Link to={`/product/${item.id}`} className="hover:text-gold">
                        {item.name}
                      </Link>
                    </h3>
                    <p className="mt-2 max-w-xl text-sm leading-relaxed text-mist">{item.description}</p>
                  </div>
                  <p className="col-start-3 font-display text-xl md:col-start-auto">{formatPrice(item.price)}</p>
                </article>
              </FadeIn>
            ))}
          </ol>
          <p className="mt-10 text-center">
            <Link to={`/products?category=${category.id}`} className={`${linkClasses} text-gold`}>
              View all {category.name.toLowerCase()} products
            </Link>
          </p>
        </Section>

        <Section eyebrow="In the Salon" title={`${category.name} Services`}>
          <ul className="mx-auto max-w-3xl space-y-8">
            {services.map((item, index) => (
              <FadeIn as="li" key={item.id} delay={index * STAGGER_SECONDS}>
                <article className="grid gap-6 bg-ivory-deep p-6 sm:grid-cols-[10rem_1fr] sm:p-8">
                  <ResponsiveImage image={art[item.image]} alt="" sizes="10rem" className="aspect-[4/5] h-auto w-full object-cover" />
                  <div>
                    <p className="eyebrow text-gold-ink">
                      {item.duration} · {formatPrice(item.price)}
                    </p>
                    <h3 className="mt-3 font-display text-3xl leading-tight">
                      <Link to={`/product/${item.id}`} className="hover:text-gold-ink">
                        {item.name}
                      </Link>
                    </h3>
                    <p className="mt-3 leading-relaxed text-taupe">{item.description}</p>
                    <div className="mt-6">
                      <BookExperienceButton serviceId={item.id} />
                    </div>
                  </div>
                </article>
              </FadeIn>
            ))}
          </ul>
          <p className="mt-10 text-center">
            <Link to={`/products?category=${category.id}&type=service`} className={`${linkClasses} text-gold-ink`}>
              View {category.name.toLowerCase()} services
            </Link>
          </p>
        </Section>
      </div>
    </>
  );
}
