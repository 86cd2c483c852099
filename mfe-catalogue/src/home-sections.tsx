import { Link } from 'react-router-dom';
import { FadeIn, homeAnchors, Section, STAGGER_SECONDS } from 'shared';
import { categories } from './data/catalogue';
import './index.css';

/** The home page's catalogue sections, composed by the shell under the hero. */
export default function HomeSections() {
  return (
    <Section id={homeAnchors.collections} eyebrow="The Collections" title="Three houses of care">
      <ul className="grid gap-8 md:grid-cols-3">
        {categories.map((category, index) => (
          <FadeIn as="li" key={category.id} delay={index * STAGGER_SECONDS}>
            <article className="flex h-full flex-col bg-ivory-deep">
              <div aria-hidden="true" className="aspect-[4/5] bg-[radial-gradient(ellipse_at_60%_30%,rgb(212_175_55/0.35),transparent_60%),linear-gradient(160deg,#4a2c1d,#140d09)]" />
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
