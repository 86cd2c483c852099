import { Link } from 'react-router-dom';
import { FadeIn, homeAnchors, ResponsiveImage, Section, STAGGER_SECONDS } from 'shared';
import { art } from './art/generated/manifest';
import { categories, categoryArt } from './data/catalogue';
import './index.css';

/** The home page's catalogue sections, composed by the shell under the hero. */
export default function HomeSections() {
  return (
    <Section id={homeAnchors.collections} eyebrow="The Collections" title="Three houses of care">
      <ul className="grid gap-8 md:grid-cols-3">
        {categories.map((category, index) => (
          <FadeIn as="li" key={category.id} delay={index * STAGGER_SECONDS}>
            <article className="flex h-full flex-col bg-ivory-deep">
              <ResponsiveImage
                image={art[categoryArt[category.id].card]}
                sizes="(min-width: 768px) 33vw, 100vw"
                className="aspect-[4/5] h-auto w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-8">
                <h3 className="font-display text-3xl">{category.name}</h3>
                <p className="mt-4 flex-1 leading-relaxed text-taupe">{category.description}</p>
                <Link to={`/${category.id}`} className="mt-8 text-xs font-medium tracking-[0.2em] text-gold-ink uppercase underline-offset-8 hover:underline">
                  Explore {category.name}
                  <span className="sr-only"> collection</span>
                </Link>
              </div>
            </article>
          </FadeIn>
        ))}
      </ul>
    </Section>
  );
}
