import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button, DiamondList, ResponsiveImage } from 'shared';
import { art } from '../art/generated/manifest';
import type { Experience } from '../data/experiences';
import { wrapIndex } from '../lib/carousel';
import { formatDollars } from '../lib/totals';

const categoryLabels: Record<Experience['category'], string> = {
  skin: 'Skin',
  hair: 'Hair',
  makeup: 'Makeup',
  combined: 'Skin · Hair · Makeup',
};

/** A horizontal drag longer than this (px) turns the carousel on a touch screen. */
const SWIPE_DISTANCE = 48;

interface ExperienceCarouselProps {
  experiences: readonly Experience[];
  onSelect: (id: Experience['id']) => void;
}

/**
 * The four experiences, one at a time: previous and next buttons, one dot per slide, the arrow
 * keys (and Home and End) anywhere inside it, a swipe on touch screens. Built to the WAI-ARIA
 * carousel pattern: a labelled region announced as a carousel, each slide a group announced as a
 * slide ("2 of 4"), the slides polite-live because nothing rotates by itself. Slides are stacked
 * in one grid cell and cross-fade, so the carousel is as tall as its tallest slide and never
 * shifts; hidden slides are inert (out of the tab order and the accessibility tree).
 */
export function ExperienceCarousel({ experiences, onSelect }: ExperienceCarouselProps) {
  const [active, setActive] = useState(0);
  const count = experiences.length;
  const swipeStart = useRef<number | null>(null);
  const go = (offset: number) => setActive((index) => wrapIndex(index, offset, count));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      Home: () => setActive(0),
      End: () => setActive(count - 1),
    };
    const action = keys[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_DISTANCE) go(distance < 0 ? 1 : -1);
  };

  return (
    <section aria-roledescription="carousel" aria-label="Experiences" onKeyDown={onKeyDown} className="mx-auto max-w-6xl">
      <div
        aria-live="polite"
        className="grid touch-pan-y"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {experiences.map((experience, index) => {
          const shown = index === active;
          return (
            <div
              key={experience.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              inert={!shown}
              // inert already hides it from assistive technology in current browsers; aria-hidden says so to older ones too.
              aria-hidden={!shown || undefined}
              data-active={shown}
              className={`[grid-area:1/1] transition-opacity duration-700 ease-out motion-reduce:transition-none ${shown ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              <ExperienceSlide experience={experience} priority={index === 0} onSelect={() => onSelect(experience.id)} />
            </div>
          );
        })}
      </div>

      <div className="mt-10 flex items-center justify-center gap-4 md:mt-12 md:gap-6">
        <button type="button" onClick={() => go(-1)} aria-label="Previous experience" className={arrowClasses}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex items-center">
          {experiences.map((experience, index) => (
            <button
              key={experience.id}
              type="button"
              onClick={() => setActive(index)}
              aria-label={`Show ${experience.name}`}
              aria-current={index === active ? 'true' : undefined}
              className="group grid size-11 place-items-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                  index === active ? 'w-8 bg-gold-ink' : 'w-2 bg-espresso/30 group-hover:bg-espresso/60'
                }`}
              />
            </button>
          ))}
        </div>
        <button type="button" onClick={() => go(1)} aria-label="Next experience" className={arrowClasses}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="mt-3 text-center text-xs tracking-[0.2em] text-taupe" aria-hidden="true">
        {String(active + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
      </p>
    </section>
  );
}

const arrowClasses =
  'grid size-12 place-items-center rounded-full border border-espresso/30 text-espresso transition-colors duration-300 hover:border-espresso hover:bg-espresso hover:text-ivory';

function ExperienceSlide({ experience, priority, onSelect }: { experience: Experience; priority: boolean; onSelect: () => void }) {
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
        <p className="eyebrow text-gold-ink">{categoryLabels[experience.category]}</p>
        <h3 className="mt-3 font-display text-4xl leading-tight md:text-5xl">{experience.name}</h3>
        <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div className="flex gap-2">
            <dt className="text-taupe">Duration</dt>
            <dd className="font-medium">{experience.duration}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-taupe">Price</dt>
            <dd className="font-medium">{formatDollars(Number(experience.price))}</dd>
          </div>
        </dl>
        <p className="mt-6 leading-relaxed text-taupe">{experience.description}</p>
        <DiamondList items={experience.benefits} className="mt-6 border-t border-espresso/10 pt-6 text-sm leading-relaxed" />
        {/* The name starts with the visible words (WCAG 2.5.3), and says which experience. */}
        <Button className="mt-8" onClick={onSelect} aria-label={`Select Experience: ${experience.name}`}>
          Select Experience
        </Button>
      </div>
    </article>
  );
}
