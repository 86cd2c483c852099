import { apart, defineMessages, FadeIn, Link, Name, ResponsiveImage, Section, useIntl } from 'shared';
import { art, type ArtId } from '../../art/generated/manifest';
import { categoryArt } from '../../data/catalogue';
import { useCatalogue } from '../../data/localized';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.about.divisions-eyebrow', defaultMessage: 'The House' },
  title: { id: 'catalogue.about.divisions-title', defaultMessage: 'Four divisions, one house' },
  explore: { id: 'catalogue.about.explore', defaultMessage: 'Explore {division}', description: 'a link to a division, by its name ("Noirelle Skin")' },
});

/** The picture of each division, by the path it links to. */
const divisionArt: Record<string, ArtId> = {
  '/skin': categoryArt.skin.card,
  '/makeup': categoryArt.makeup.card,
  '/hair': categoryArt.hair.card,
  '/beauty': 'portrait-coils',
};

/** The house's four divisions, each a picture beside its words, the picture alternating sides. */
export function Divisions() {
  const intl = useIntl();
  const { divisions } = useCatalogue();
  return (
    <Section eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title)}>
      <ul className="space-y-16 md:space-y-24">
        {divisions.map((division, index) => (
          <FadeIn as="li" key={division.link}>
            <article className="grid items-center gap-8 md:grid-cols-2 md:gap-16">
              <div className={index % 2 === 1 ? 'md:order-2' : ''}>
                <ResponsiveImage
                  image={art[divisionArt[division.link] ?? 'texture-silk']}
                  alt=""
                  sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
                  className="aspect-[4/3] h-auto w-full object-cover"
                />
              </div>
              <div className="max-w-lg">
                <p className="eyebrow text-gold-ink">{String(index + 1).padStart(2, '0')}</p>
                <h3 className="mt-4 font-display text-3xl leading-tight md:text-4xl">
                  <Name>{division.title}</Name>
                </h3>
                <p className="mt-5 leading-relaxed text-taupe">{division.text}</p>
                <Link
                  to={division.link}
                  className="mt-8 inline-block text-xs font-medium tracking-[0.2em] text-gold-ink uppercase underline-offset-8 hover:underline"
                >
                  {intl.formatMessage(messages.explore, { division: <Name>{apart(division.title)}</Name> })}
                </Link>
              </div>
            </article>
          </FadeIn>
        ))}
      </ul>
    </Section>
  );
}
