import { apartEach, defineMessages, DiamondList, FadeIn, ResponsiveImage, useIntl, useLocale } from 'shared';
import { art, type ArtId } from '../../art/generated/manifest';
import type { ChapterId } from '../../data/immersion';
import { immersionIn, type LocalizedChapter } from '../../data/localized';

const messages = defineMessages({
  chapter: { id: 'booking.immersion.chapter-number', defaultMessage: 'Chapter {number}: ' },
  quote: { id: 'booking.immersion.quote', defaultMessage: '“{quote}”' },
});

const chapterArt: Record<ChapterId, ArtId> = {
  arrival: 'chapter-arrival',
  skin: 'chapter-skin',
  hair: 'chapter-hair',
  makeup: 'chapter-makeup',
  decadence: 'chapter-decadence',
  exit: 'chapter-exit',
};

/** The six chapters of the afternoon, one after another. */
export function ImmersionChapters() {
  const { chapters } = immersionIn(useLocale());
  return (
    <div className="bg-ivory pb-8 md:pb-16">
      {chapters.map((chapter, index) => (
        <Chapter key={chapter.id} chapter={chapter} index={index} />
      ))}
    </div>
  );
}

/** One chapter: text and a picture that drifts against the scroll, on alternating sides. */
function Chapter({ chapter, index }: { chapter: LocalizedChapter; index: number }) {
  const intl = useIntl();
  const reversed = index % 2 === 1;
  const number = String(index + 1).padStart(2, '0');
  const titleId = `chapter-${chapter.id}`;
  return (
    <article aria-labelledby={titleId} className="page-container grid items-center gap-10 py-14 md:grid-cols-2 md:gap-16 md:py-20 lg:gap-24">
      <ParallaxPicture image={chapterArt[chapter.id]} alt={chapter.alt} className={reversed ? 'md:order-2' : ''} />
      <FadeIn>
        <p className="flex items-baseline gap-4">
          <span className="font-display text-5xl text-gold-ink md:text-6xl" aria-hidden="true">
            {number}
          </span>
          <span className="eyebrow text-taupe">{chapter.subtitle}</span>
        </p>
        <h2 id={titleId} className="mt-4 font-display text-4xl leading-tight md:text-5xl">
          <span className="sr-only">{intl.formatMessage(messages.chapter, apartEach({ number: index + 1 }))}</span>
          {chapter.title}
        </h2>
        <p className="mt-6 leading-relaxed text-taupe">{chapter.description}</p>
        <figure className="mt-8 border-l-2 border-gold-ink pl-6">
          <blockquote className="font-display text-xl leading-snug italic md:text-2xl">
            <p>{intl.formatMessage(messages.quote, apartEach({ quote: chapter.quote }))}</p>
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
 * (`[data-parallax]`, ../../index.css), so the page needs no script for it, and visitors who prefer
 * reduced motion get the picture still.
 */
function ParallaxPicture({ image, alt, className }: { image: ArtId; alt: string; className: string }) {
  return (
    <div className={`relative aspect-[4/5] overflow-hidden bg-umber ${className}`} data-parallax="">
      <div className="absolute inset-0">
        <ResponsiveImage image={art[image]} alt={alt} sizes="(min-width: 768px) 50vw, 100vw" className="h-full w-full object-cover" />
      </div>
    </div>
  );
}
