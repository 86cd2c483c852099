import { FadeIn, Link, ResponsiveImage, Section } from 'shared';
import { art, type ArtId } from '../../art/generated/manifest';
import { divisions } from '../../data/about';
import { categoryArt } from '../../data/catalogue';

/** The picture of each division, by the path it links to. */
const divisionArt: Record<string, ArtId> = {
  '/skin': categoryArt.skin.card,
  '/makeup': categoryArt.makeup.card,
  '/hair': categoryArt.hair.card,
  '/beauty': 'portrait-coils',
};

/** The house's four divisions, each a picture beside its words, the picture alternating sides. */
export function Divisions() {
  return (
    <Section eyebrow="The House" title="Four divisions, one house">
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
                <h3 className="mt-4 font-display text-3xl leading-tight md:text-4xl">{division.title}</h3>
                <p className="mt-5 leading-relaxed text-taupe">{division.text}</p>
                <Link
                  to={division.link}
                  className="mt-8 inline-block text-xs font-medium tracking-[0.2em] text-gold-ink uppercase underline-offset-8 hover:underline"
                >
                  Explore {division.title}
                </Link>
              </div>
            </article>
          </FadeIn>
        ))}
      </ul>
    </Section>
  );
}
