import { apart, defineMessages, FadeIn, Link, Name, ResponsiveImage, Section, STAGGER_SECONDS, useIntl } from 'shared';
import { inSentence } from '../../lib/words';
import { art } from '../../art/generated/manifest';
import type { Category } from '../../data/catalogue';
import type { CatalogueItem } from '../../data/items';
import { priceIn } from '../../lib/labels';
import { BookExperienceButton } from '../BookExperienceButton';
import { linkClasses } from './links';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.category.services-eyebrow', defaultMessage: 'In the Salon' },
  title: { id: 'catalogue.category.services-title', defaultMessage: '{category} Services' },
  viewAll: { id: 'catalogue.category.view-services', defaultMessage: 'View {category} services', description: '{category} is in lower case: "View makeup services"' },
});

/** The category's salon services, each with its duration, price and booking button, then a link to them all. */
export function CategoryServices({ category, services }: { category: Category; services: readonly CatalogueItem[] }) {
  const intl = useIntl();
  return (
    <Section eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title, { category: inSentence(category.name, intl.locale) })}>
      <ul className="mx-auto max-w-3xl space-y-8">
        {services.map((item, index) => (
          <FadeIn as="li" key={item.id} delay={index * STAGGER_SECONDS}>
            <article className="grid gap-6 bg-ivory-deep p-6 sm:grid-cols-[10rem_1fr] sm:p-8">
              <ResponsiveImage image={art[item.image]} alt="" sizes="10rem" className="aspect-[4/5] h-auto w-full object-cover" />
              <div>
                <p className="eyebrow text-gold-ink">
                  {item.duration} · {priceIn(intl, item.price)}
                </p>
                <h3 className="mt-3 font-display text-3xl leading-tight">
                  <Link to={`/product/${item.id}`} className="hover:text-gold-ink">
                    <Name>{item.name}</Name>
                  </Link>
                </h3>
                <p className="mt-3 leading-relaxed text-taupe">{item.description}</p>
                <div className="mt-6">
                  <BookExperienceButton />
                </div>
              </div>
            </article>
          </FadeIn>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link to={`/products?category=${category.id}&type=service`} className={`${linkClasses} text-gold-ink`}>
          {intl.formatMessage(messages.viewAll, { category: apart(category.name.toLocaleLowerCase(intl.locale)) })}
        </Link>
      </p>
    </Section>
  );
}
