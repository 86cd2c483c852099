import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, type PointerEvent } from 'react';
import { Button, CHOOSE, defineMessages, DiamondList, formatUsd, nameMark, NEXT, PREVIOUS, ResponsiveImage, stepChoice, useIntl, useLocale, type MessageDescriptor } from 'shared';
import { art } from '../art/generated/manifest';
import type { Experience } from '../data/experiences';

const categoryLabels = defineMessages<Experience['category']>({
  skin: { id: 'booking.carousel.category-skin', defaultMessage: 'Skin' },
  hair: { id: 'booking.carousel.category-hair', defaultMessage: 'Hair' },
  makeup: { id: 'booking.carousel.category-makeup', defaultMessage: 'Makeup' },
  combined: { id: 'booking.carousel.category-combined', defaultMessage: 'Skin · Hair · Makeup' },
}) satisfies Record<Experience['category'], MessageDescriptor>;

const messages = defineMessages({
  carousel: { id: 'booking.carousel.label', defaultMessage: 'Experiences' },
  slide: { id: 'booking.carousel.slide', defaultMessage: '{position} of {count}' },
  previous: { id: 'booking.carousel.previous', defaultMessage: 'Previous experience' },
  next: { id: 'booking.carousel.next', defaultMessage: 'Next experience' },
  dots: { id: 'booking.carousel.choose', defaultMessage: 'Choose an experience' },
  show: { id: 'booking.carousel.show', defaultMessage: 'Show {name}' },
  duration: { id: 'booking.carousel.duration', defaultMessage: 'Duration' },
  price: { id: 'booking.carousel.price', defaultMessage: 'Price' },
  select: { id: 'booking.carousel.select', defaultMessage: 'Select Experience' },
  selectNamed: { id: 'booking.carousel.select-named', defaultMessage: 'Select Experience: {name}' },
});

/** A horizontal drag longer than this (px) turns the carousel on a touch screen. */
const SWIPE_DISTANCE = 48;

/** The most slides the stylesheet has a rule for (../index.css); the spec has four experiences. */
export const MAX_SLIDES = 4;

interface ExperienceCarouselProps {
  experiences: readonly Experience[];
  /** The wizard's element: Select Experience chooses the experience on it (a `--choose` command). */
  wizardId: string;
}

/**
 * The four experiences, one at a time: previous and next buttons, one dot per slide, a swipe on
 * touch screens. Built to the WAI-ARIA carousel pattern: a labelled region announced as a
 * carousel, each slide a group announced as a slide ("2 of 4"), the slides polite-live because
 * nothing rotates by itself.
 *
 * It works from the page's HTML, before and after the app, with no state: the dots are radio
 * buttons (the arrow keys move between them and wrap, natively), the stylesheet shows the chosen
 * one's slide (`[data-carousel]` in ../index.css), and Previous and Next are invoker commands on
 * the dots that choose the radio before or after, wrapping (shared/src/commands.ts, answered by
 * the boot script). The app adds only the swipe. Slides are stacked in one grid cell and
 * cross-fade, so the carousel is as tall as its tallest slide and never shifts; hidden slides are
 * `visibility: hidden`, out of the tab order and the accessibility tree.
 */
export function ExperienceCarousel({ experiences, wizardId }: ExperienceCarouselProps) {
  const name = useId();
  const dotsId = `${name}-dots`;
  const count = experiences.length;
  const swipeStart = useRef<number | null>(null);
  const intl = useIntl();

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    const dots = document.getElementById(dotsId);
    if (dots && Math.abs(distance) >= SWIPE_DISTANCE) stepChoice(dots, distance < 0 ? 1 : -1);
  };

  return (
    <section aria-roledescription="carousel" aria-label={intl.formatMessage(messages.carousel)} data-carousel="" className="mx-auto max-w-6xl">
      <div
        aria-live="polite"
        className="grid touch-pan-y"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {experiences.map((experience, index) => (
          <div
            key={experience.id}
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage(messages.slide, { position: index + 1, count })}
            data-slide={index}
            className="[grid-area:1/1]"
          >
            <ExperienceSlide experience={experience} priority={index === 0} wizardId={wizardId} />
          </div>
        ))}
      </div>

      <div className="mt-10 flex items-center justify-center gap-4 md:mt-12 md:gap-6">
        <button type="button" commandfor={dotsId} command={PREVIOUS} aria-label={intl.formatMessage(messages.previous)} className={arrowClasses}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div id={dotsId} role="radiogroup" aria-label={intl.formatMessage(messages.dots)} className="flex items-center">
          {experiences.map((experience, index) => (
            <label key={experience.id} className="group relative grid size-11 cursor-pointer place-items-center">
              <input
                type="radio"
                name={name}
                value={index}
                defaultChecked={index === 0}
                data-slide-choice={index}
                aria-label={intl.formatMessage(messages.show, { name: experience.name })}
                // The radio covers its 44px target; the dot drawn after it shows its state and focus.
                className="peer absolute inset-0 cursor-pointer appearance-none outline-none"
              />
              <span
                aria-hidden="true"
                className="block h-2 w-2 rounded-full bg-espresso/30 transition-all duration-300 group-hover:bg-espresso/60 peer-checked:w-8 peer-checked:bg-gold-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-gold-ink motion-reduce:transition-none"
              />
            </label>
          ))}
        </div>
        <button type="button" commandfor={dotsId} command={NEXT} aria-label={intl.formatMessage(messages.next)} className={arrowClasses}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="mt-3 grid text-center text-xs tracking-[0.2em] text-taupe" aria-hidden="true">
        {experiences.map((experience, index) => (
          <span key={experience.id} data-slide={index} className="[grid-area:1/1]">
            {String(index + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
          </span>
        ))}
      </p>
    </section>
  );
}

const arrowClasses =
  'grid size-12 place-items-center rounded-full border border-espresso/30 text-espresso transition-colors duration-300 hover:border-espresso hover:bg-espresso hover:text-ivory';

function ExperienceSlide({ experience, priority, wizardId }: { experience: Experience; priority: boolean; wizardId: string }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <article className="grid items-center gap-8 md:grid-cols-2 md:gap-14">
      <ResponsiveImage
        image={art[experience.image]}
        alt=""
        priority={priority}
        sizes="(min-width: 1152px) 548px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[4/3] h-auto w-full object-cover object-[50%_30%] md:aspect-[4/5]"
      />
      <div>
        <p className="eyebrow text-gold-ink">{intl.formatMessage(categoryLabels[experience.category])}</p>
        <h3 translate={nameMark(locale)} className="mt-3 font-display text-4xl leading-tight md:text-5xl">{experience.name}</h3>
        <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div className="flex gap-2">
            <dt className="text-taupe">{intl.formatMessage(messages.duration)}</dt>
            <dd className="font-medium">{experience.duration}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-taupe">{intl.formatMessage(messages.price)}</dt>
            <dd className="font-medium">{formatUsd(intl, Number(experience.price))}</dd>
          </div>
        </dl>
        <p className="mt-6 leading-relaxed text-taupe">{experience.description}</p>
        <DiamondList items={experience.benefits} className="mt-6 border-t border-espresso/10 pt-6 text-sm leading-relaxed" />
        {/* The name starts with the visible words (WCAG 2.5.3), and says which experience. */}
        <Button className="mt-8" commandfor={wizardId} command={CHOOSE} value={experience.id} aria-label={intl.formatMessage(messages.selectNamed, { name: experience.name })}>
          {intl.formatMessage(messages.select)}
        </Button>
      </div>
    </article>
  );
}
