import { ButtonLink, FadeIn, PageHero, ResponsiveImage, Section, usePageMeta } from 'shared';
import { art } from '../art/generated/manifest';
import { BookExperienceButton } from '../components/BookExperienceButton';
import { categoryArt, signatureServices, type Category } from '../data/catalogue';

export function CategoryPage({ category }: { category: Category }) {
  const service = signatureServices.find((item) => item.category === category.id);
  usePageMeta({
    title: `${category.name} Collection`,
    description: category.description,
    keywords: [`luxury ${category.id}`, 'melanin-rich skin', 'textured hair', 'Black beauty'],
    canonicalPath: `/${category.id}`,
  });
  return (
    <>
      <PageHero
        height="category"
        eyebrow="The Collection"
        title={category.name}
        subtitle={category.description}
        media={<ResponsiveImage image={art[categoryArt[category.id].hero]} alt="" priority className="absolute inset-0 h-full w-full object-cover" />}
      >
        <ButtonLink to={`/products?category=${category.id}`}>Shop {category.name}</ButtonLink>
      </PageHero>
      {service && (
        <Section eyebrow="Signature Service" title={service.name}>
          <FadeIn className="mx-auto max-w-2xl text-center">
            <p className="leading-relaxed text-taupe">{service.description}</p>
            <p className="mt-6 text-sm tracking-[0.2em] text-gold-ink uppercase">
              {service.duration} · ${service.price}
            </p>
            <div className="mt-10">
              <BookExperienceButton serviceId={service.id} />
            </div>
          </FadeIn>
        </Section>
      )}
    </>
  );
}
