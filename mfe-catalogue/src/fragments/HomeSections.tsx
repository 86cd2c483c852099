import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, FadeIn, HERO_ENTRANCE_DELAYS, homeAnchors, Link, Name, ResponsiveImage, Section, useIntl } from 'shared';
import { art } from '../art/generated/manifest';
import { useCatalogue } from '../data/localized';

const messages = defineMessages({
  collectionsEyebrow: { id: 'catalogue.home.collections-eyebrow', defaultMessage: 'The Collections' },
  collectionsTitle: { id: 'catalogue.home.collections-title', defaultMessage: 'Three houses of care' },
  explore: {
    id: 'catalogue.home.explore',
    defaultMessage: 'Explore {title}<hidden> collection</hidden>',
    description: 'a link to a collection, by its title ("Skin"); what is in <hidden> only screen readers hear',
  },
  clientsEyebrow: { id: 'catalogue.home.clients-eyebrow', defaultMessage: 'Client Experience' },
  clientsTitle: { id: 'catalogue.home.clients-title', defaultMessage: 'In their words' },
  rated: { id: 'catalogue.home.rated', defaultMessage: 'Rated {rating} out of 5' },
});

/** The quotation marks of a quote in the page's language. */
const QUOTE_MARKS: Readonly<Record<string, readonly [string, string]>> = { en: ['“', '”'], fr: ['«\u00a0', '\u00a0»'], es: ['«', '»'] };

/** Spec: the home page's animation delays (0.3 s, 0.6 s, 0.9 s) set the cards' entrance. */
const delayOf = (index: number) => HERO_ENTRANCE_DELAYS[index % HERO_ENTRANCE_DELAYS.length] ?? 0;

/**
 * The home page's catalogue sections, a fragment (shared/src/fragments.ts) the shell places under
 * the hero as `catalogue/HomeSections`: the three collections, science and formulation, and the
 * client experience.
 */
export default function HomeSections() {
  const intl = useIntl();
  const { collectionCards, scienceSection, testimonials } = useCatalogue();
  const [open, close] = QUOTE_MARKS[intl.locale] ?? QUOTE_MARKS.en!;
  return (
    <>
      <Section id={homeAnchors.collections} eyebrow={intl.formatMessage(messages.collectionsEyebrow)} title={intl.formatMessage(messages.collectionsTitle)}>
        <ul className="grid gap-8 md:grid-cols-3">
          {collectionCards.map((card, index) => (
            <FadeIn as="li" key={card.id} delay={delayOf(index)}>
              <article className="group relative flex h-full flex-col bg-ivory-deep">
                <ResponsiveImage image={art[card.image]} alt="" sizes="(min-width: 768px) 33vw, 100vw" className="aspect-[4/5] h-auto w-full object-cover" />
                <div className="flex flex-1 flex-col p-8">
                  <h3 className="font-display text-3xl">{card.title}</h3>
                  <p className="mt-4 flex-1 leading-relaxed text-taupe">{card.description}</p>
                  <Link to={card.link} className="mt-8 text-xs font-medium tracking-[0.2em] text-gold-ink uppercase underline-offset-8 after:absolute after:inset-0 hover:underline">
                    {intl.formatMessage(messages.explore, { title: <>{card.title}</>, hidden: (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span> })}
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
                <p>
                  {open}
                  {scienceSection.quote.text}
                  {close}
                </p>
              </blockquote>
              <figcaption className="mt-8">
                <span className="block font-medium text-gold">
                  <Name>{scienceSection.quote.author}</Name>
                </span>
                <span className="mt-1 block text-sm text-mist">{scienceSection.quote.role}</span>
              </figcaption>
            </figure>
          </FadeIn>
        </div>
      </Section>

      <Section eyebrow={intl.formatMessage(messages.clientsEyebrow)} title={intl.formatMessage(messages.clientsTitle)}>
        <ul className="grid gap-8 md:grid-cols-3">
          {testimonials.map((testimonial, index) => (
            <FadeIn as="li" key={testimonial.id} delay={delayOf(index)}>
              <figure className="flex h-full flex-col bg-ivory-deep p-8">
                <p className="flex gap-1 text-gold-ink" role="img" aria-label={intl.formatMessage(messages.rated, { rating: testimonial.rating })}>
                  {Array.from({ length: testimonial.rating }, (_, star) => (
                    <Star key={star} aria-hidden="true" className="size-4 fill-current" />
                  ))}
                </p>
                <blockquote className="mt-6 flex-1 font-display text-2xl leading-snug">
                  <p>
                    {open}
                    {testimonial.quote}
                    {close}
                  </p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4">
                  <ResponsiveImage image={art[testimonial.image]} alt="" sizes="4rem" className="size-16 rounded-full object-cover" />
                  <span>
                    <span className="block font-medium">
                      <Name>{testimonial.author}</Name>
                    </span>
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
