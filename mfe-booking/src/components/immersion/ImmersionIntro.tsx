import { FadeIn } from 'shared';
import { immersionIntro } from '../../data/immersion';

/** What the Immersion is, before its chapters. */
export function ImmersionIntro() {
  return (
    <section aria-labelledby="immersion-intro" className="bg-ivory py-20 md:py-32">
      <FadeIn className="page-container mx-auto max-w-3xl text-center">
        <p className="eyebrow text-gold-ink">The Immersion</p>
        <h2 id="immersion-intro" className="mt-4 font-display text-4xl leading-tight md:text-6xl">
          {immersionIntro.title}
        </h2>
        <p className="mt-8 text-lg leading-relaxed text-taupe">{immersionIntro.description}</p>
        <p className="mt-8 font-display text-2xl text-gold-ink italic">{immersionIntro.tagline}</p>
      </FadeIn>
    </section>
  );
}
