import { apart, defineMessages, FadeIn, Link, Name, ResponsiveImage, Section, STAGGER_SECONDS, useIntl } from 'shared';
import { art } from '../../art/generated/manifest';
import type { CategoryStory } from '../../data/catalogue';
import type { CatalogueItem } from '../../data/items';
import { linkClasses } from './links';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.category.philosophy', defaultMessage: 'Our Philosophy' },
  featured: { id: 'catalogue.category.featured', defaultMessage: 'Featured' },
  discover: { id: 'catalogue.category.discover', defaultMessage: 'Discover {name}', description: 'a link to the featured item, by its name' },
});

/** What the category believes, beside the item it features (when it has one). */
export function CategoryPhilosophy({ story, featured }: { story: CategoryStory; featured: CatalogueItem | undefined }) {
  const intl = useIntl();
  return (
    <Section eyebrow={intl.formatMessage(messages.eyebrow)} title={story.philosophyTitle}>
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
                <p className="eyebrow text-gold-ink">{intl.formatMessage(messages.featured)}</p>
                <h3 className="mt-2 font-display text-2xl leading-tight">
                  <Name>{featured.name}</Name>
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-taupe">{featured.description}</p>
                <Link to={`/product/${featured.id}`} className={`${linkClasses} mt-4 inline-block text-gold-ink`}>
                  {intl.formatMessage(messages.discover, { name: <Name>{apart(featured.name)}</Name> })}
                </Link>
              </div>
            </article>
          </FadeIn>
        )}
      </div>
    </Section>
  );
}
