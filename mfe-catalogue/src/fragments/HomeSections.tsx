import { Star } from 'lucide-react';
import { FadeIn, HERO_ENTRANCE_DELAYS, homeAnchors, Link, ResponsiveImage, Section } from 'shared';
import { art } from '../art/generated/manifest';
import { collectionCards, scienceSection, testimonials } from '../data/home';

/** Spec: the home page's animation delays (0.3 s, 0.6 s, 0.9 s) set the cards' entrance. */
const delayOf = (index: number) => HERO_ENTRANCE_DELAYS[index % HERO_ENTRANCE_DELAYS.length] ?? 0;

/**
 * The home page's catalogue sections, a fragment (shared/src/fragments.ts) the shell places under
 * the hero as `catalogue/HomeSections`: the three collections, science and formulation, and the
 * client experience.
 */
export default function HomeSections() {
  return (
    <>
      <Section id={homeAnchors.collections} eyebrow="The Collections" title="Three houses of care">
        <ul className="grid gap-8 md:grid-cols-3">
          {collectionCards.map((card, index) => (
            <FadeIn as="li" key={card.id} delay={delayOf(index)}>
              <article className="group relative flex h-full flex-col bg-ivory-deep">
                <ResponsiveImage image={art[card.image]} alt="" sizes="(min-width: 768px) 33vw, 100vw" className="aspect-[4/5] h-auto w-full object-cover" />
                <div className="flex flex-1 flex-col p-8">
                  <h3 className="font-display text-3xl">{card.title}</h3>
                  <p className="mt-4 flex-1 leading-relaxed text-taupe">{card.description}</p>
                  <Link to={card.link} className="mt-8 text-xs font-medium tracking-[0.2em] text-gold-ink uppercase underline-offset-8 after:absolute after:inset-0 hover:underline">
                    Explore {card.title}
                    <span className="sr-only"> collection</span>
                  </Link>
                </div>
              </article>
            </FadeIn>
          ))}
        </ul>
      </Section>

      <Section tone="umber" eyebrow={scienceSection.eyebrow} title={scienceSection.title}>
        <div className="grid gap-14 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
          <FadeIn className="space-y-6 text-lg leading-relaxed text-mist">
            {scienceSection.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ul className="grid gap-6 pt-6 sm:grid-cols-3">
              {scienceSection.pillars.map((pillar) => (
                <li key={pillar.title} className="border-t border-gold/30 pt-5">
                  <h3 className="font-display text-xl text-ivory">{pillar.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed">{pillar.text}</p>
                </li>
              ))}
            </ul>
          </FadeIn>
          <FadeIn delay={HERO_ENTRANCE_DELAYS[0]}>
            <figure className="border-l border-gold pl-8">
              <blockquote className="font-display text-3xl leading-snug text-ivory italic md:text-4xl">
                <p>“{scienceSection.quote.text}”</p>
              </blockquote>
              <figcaption className="mt-8">
                <span className="block font-medium text-gold">{scienceSection.quote.author}</span>
                <span className="mt-1 block text-sm text-mist">{scienceSection.quote.role}</span>
              </figcaption>
            </figure>
          </FadeIn>
        </div>
      </Section>

      <Section eyebrow="Client Experience" title="In their words">
        <ul className="grid gap-8 md:grid-cols-3">
          {testimonials.map((testimonial, index) => (
            <FadeIn as="li" key={testimonial.id} delay={delayOf(index)}>
              <figure className="flex h-full flex-col bg-ivory-deep p-8">
                <p className="flex gap-1 text-gold-ink" role="img" aria-label={`Rated ${testimonial.rating} out of 5`}>
                  {Array.from({ length: testimonial.rating }, (_, star) => (
                    <Star key={star} aria-hidden="true" className="size-4 fill-current" />
                  ))}
                </p>
                <blockquote className="mt-6 flex-1 font-display text-2xl leading-snug">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4">
                  <ResponsiveImage image={art[testimonial.image]} alt="" sizes="4rem" className="size-16 rounded-full object-cover" />
                  <span>
                    <span className="block font-medium">{testimonial.author}</span>
                    <span className="block text-sm text-taupe">{testimonial.title}</span>
                  </span>
                </figcaption>
              </figure>
            </FadeIn>
          ))}
        </ul>
      </Section>
    </>
  );
}
