import { brand, ButtonLink, cardClasses, defineRoute, DiamondList, FadeIn, leadImageOf, PageHero, ResponsiveImage, STAGGER_SECONDS, topLevelBreadcrumb } from 'shared';
import { art, type ArtId } from '../art/generated/manifest';
import {
  immersionChapters,
  immersionCta,
  immersionEnhancements,
  immersionFacts,
  immersionHero,
  immersionIntro,
  type ChapterId,
  type ImmersionChapter,
} from '../data/immersion';

/** The hero's `sizes`, which its preload in the composed HTML must repeat. */
const HERO_SIZES = '100vw';

/**
 * /beauty, the Immersion: no part of it needs code (its parallax is the stylesheet's). When the
 * app navigates here, the table holds the hero's place while the route's chunk arrives
 * (src/routes.tsx).
 */
export default defineRoute({
  head: () => ({
    title: `${immersionHero.title}: Four Hours of Skin, Hair and Makeup`,
    description: `${immersionHero.title}: four private hours of skin, hair and makeup artistry for melanin-rich skin and textured hair. One appointment per day in each house; duo experience available.`,
    keywords: ['luxury beauty experience', 'spa day for Black women', 'textured hair ritual', 'melanin-rich skin facial', 'bridal beauty day', 'duo spa experience'],
    canonicalPath: '/beauty',
    jsonLd: [topLevelBreadcrumb(immersionHero.title, '/beauty')],
  }),
  leadImage: () => leadImageOf(art['hero-immersion'], HERO_SIZES),
  Page: ImmersionPage,
});

const chapterArt: Record<ChapterId, ArtId> = {
  arrival: 'chapter-arrival',
  skin: 'chapter-skin',
  hair: 'chapter-hair',
  makeup: 'chapter-makeup',
  decadence: 'chapter-decadence',
  exit: 'chapter-exit',
};

/** The Immersion: hero, the format in three facts, intro, six chapters, enhancements, invitation. */
function ImmersionPage() {
  return (
    <>
      <PageHero
        height="full"
        eyebrow="Four Hours · One Appointment Per Day"
        title={immersionHero.title}
        subtitle={
          <>
            {immersionHero.subtitle}
            <span className="mt-4 block text-base text-mist/90">{immersionHero.description}</span>
          </>
        }
        media={<ResponsiveImage image={art['hero-immersion']} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover" />}
      >
        <ButtonLink to="/booking">Request Private Invitation</ButtonLink>
      </PageHero>

      <section aria-label="The format" className="border-t border-gold/20 bg-espresso text-ivory">
        <dl className="page-container grid divide-y divide-gold/20 py-4 sm:grid-cols-3 sm:divide-x sm:divide-y-0 sm:py-10">
          {immersionFacts.map((fact) => (
            <div key={fact.label} className="flex flex-col items-center gap-1 py-5 text-center sm:py-2">
              <dt className="eyebrow text-gold">{fact.label}</dt>
              <dd className="font-display text-2xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

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

      <div className="bg-ivory pb-8 md:pb-16">
        {immersionChapters.map((chapter, index) => (
          <Chapter key={chapter.id} chapter={chapter} index={index} />
        ))}
      </div>

      <section aria-labelledby="immersion-enhancements" className="bg-umber py-20 text-ivory md:py-28">
        <div className="page-container">
          <header className="mx-auto mb-14 max-w-2xl text-center">
            <p className="eyebrow text-gold">Optional</p>
            <h2 id="immersion-enhancements" className="mt-4 font-display text-4xl leading-tight md:text-5xl">
              Enhancements
            </h2>
            <p className="mt-5 leading-relaxed text-mist">Three additions to arrange with your concierge when you book.</p>
          </header>
          <ul className="grid gap-8 lg:grid-cols-3">
            {immersionEnhancements.map((enhancement, index) => (
              <FadeIn as="li" key={enhancement.id} delay={index * STAGGER_SECONDS} className={cardClasses('dark', 'flex flex-col p-8 md:p-10')}>
                <h3 className="font-display text-3xl leading-tight">{enhancement.title}</h3>
                {enhancement.price && <p className="mt-3 text-sm font-medium tracking-[0.15em] text-gold uppercase">{enhancement.price}</p>}
                <p className="mt-5 leading-relaxed text-mist">{enhancement.description}</p>
                <DiamondList items={enhancement.details} tone="dark" className="mt-6 flex-1 border-t border-gold/20 pt-6 text-sm leading-relaxed" />
                {enhancement.note && <p className="mt-6 text-sm text-mist italic">{enhancement.note}</p>}
              </FadeIn>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="immersion-invitation" className="bg-espresso py-24 text-center text-ivory md:py-36">
        <FadeIn className="page-container mx-auto max-w-3xl">
          <p className="eyebrow text-gold">By Invitation</p>
          <h2 id="immersion-invitation" className="mt-4 font-display text-4xl leading-tight md:text-6xl">
            {immersionCta.title}
          </h2>
          <blockquote className="mt-8 font-display text-2xl leading-snug text-gold-soft italic md:text-3xl">
            <p>“{immersionCta.quote}”</p>
          </blockquote>
          <p className="mt-8 leading-relaxed text-mist">{immersionCta.description}</p>
          <ul className="mx-auto mt-8 max-w-xl space-y-2 text-sm text-mist">
            {immersionCta.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
          <p className="mt-8 eyebrow text-gold">{immersionCta.tagline}</p>
          <div className="mt-10 flex justify-center">
            <ButtonLink to="/booking">{immersionCta.buttonText}</ButtonLink>
          </div>
          <p className="mt-6 text-sm text-mist">
            Or call our concierge on{' '}
            <a href={`tel:${brand.phone.tel}`} className="underline underline-offset-4 hover:text-gold">
              {brand.phone.display}
            </a>
          </p>
        </FadeIn>
      </section>
    </>
  );
}

/** One chapter: text and a picture that drifts against the scroll, on alternating sides. */
function Chapter({ chapter, index }: { chapter: ImmersionChapter; index: number }) {
  const reversed = index % 2 === 1;
  const number = String(index + 1).padStart(2, '0');
  const titleId = `chapter-${chapter.id}`;
  return (
    <article aria-labelledby={titleId} className="page-container grid items-center gap-10 py-14 md:grid-cols-2 md:gap-16 md:py-20 lg:gap-24">
      <ParallaxPicture image={chapterArt[chapter.id]} className={reversed ? 'md:order-2' : ''} />
      <FadeIn>
        <p className="flex items-baseline gap-4">
          <span className="font-display text-5xl text-gold-ink md:text-6xl" aria-hidden="true">
            {number}
          </span>
          <span className="eyebrow text-taupe">{chapter.subtitle}</span>
        </p>
        <h2 id={titleId} className="mt-4 font-display text-4xl leading-tight md:text-5xl">
          <span className="sr-only">Chapter {index + 1}: </span>
          {chapter.title}
        </h2>
        <p className="mt-6 leading-relaxed text-taupe">{chapter.description}</p>
        <figure className="mt-8 border-l-2 border-gold-ink pl-6">
          <blockquote className="font-display text-xl leading-snug italic md:text-2xl">
            <p>“{chapter.quote}”</p>
          </blockquote>
          <figcaption className="mt-3 text-xs tracking-[0.15em] text-taupe uppercase">{chapter.quoteAuthor}</figcaption>
        </figure>
        <DiamondList items={chapter.details} className="mt-8 text-sm leading-relaxed" />
        <p className="mt-8 border-t border-espresso/10 pt-6 leading-relaxed">{chapter.conclusion}</p>
      </FadeIn>
    </article>
  );
}

/**
 * The picture moves at a slower pace than the page: the stylesheet's scroll-driven animation
 * (`[data-parallax]`, ../index.css), so the page needs no script for it, and visitors who prefer
 * reduced motion get the picture still.
 */
function ParallaxPicture({ image, className }: { image: ArtId; className: string }) {
  return (
    <div className={`relative aspect-[4/5] overflow-hidden bg-umber ${className}`} data-parallax="">
      <div className="absolute inset-0">
        <ResponsiveImage image={art[image]} sizes="(min-width: 768px) 50vw, 100vw" className="h-full w-full object-cover" />
      </div>
    </div>
  );
}
