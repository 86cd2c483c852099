import type { CSSProperties, ReactNode } from 'react';

type HeroHeight = 'full' | 'category' | 'page';

const heights: Record<HeroHeight, string> = {
  // Spec: the home hero fills the viewport; the category hero is 70% of it.
  full: 'min-h-svh',
  category: 'min-h-[70svh]',
  page: 'min-h-[60svh]',
};

interface PageHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  /** The image area: a picture, a video, or the art of the page. Decorative unless it says otherwise. */
  media?: ReactNode;
  height?: HeroHeight;
  /** Small controls over the image area (e.g. pause the video), bottom right, above the text layer. */
  controls?: ReactNode;
  /** Staggered entrance of title, subtitle and actions (spec, home: 0.3 s, 0.6 s, 0.9 s). */
  entrance?: boolean;
  children?: ReactNode;
}

const rise = (on: boolean, delay: number) =>
  on ? { className: 'nl-rise', style: { '--nl-rise-delay': `${delay}s` } as CSSProperties } : {};

/** Spec: the home page's animation delays. */
export const HERO_ENTRANCE_DELAYS = [0.3, 0.6, 0.9] as const;

/**
 * The hero every page opens with: a dark, full-bleed image area with the page's one h1 over it.
 * The header sits over the hero, so the content is padded clear of it.
 */
export function PageHero({ title, subtitle, eyebrow, media, height = 'page', entrance = false, controls, children }: PageHeroProps) {
  const [first, second, third] = HERO_ENTRANCE_DELAYS;
  return (
    <section
      data-hero={height}
      className={`relative isolate flex items-end overflow-hidden bg-espresso text-ivory ${heights[height]}`}
    >
      {/*
        The image area is the whole hero, under the header, full bleed. In the home hero that is the
        whole viewport, which Chrome never counts as the largest contentful paint (it takes a
        viewport-sized image for a background: w3c/largest-contentful-paint#73): the largest paint
        there is the hero's text, which comes with the HTML and its inlined CSS, at the first paint.
      */}
      <div className="absolute inset-0 -z-10" data-hero-media data-testid="hero-image-area">
        {media ?? <HeroBackdrop />}
        {/* Scrim: keeps ivory text above 7:1 on any image. */}
        <div className="absolute inset-0 bg-gradient-to-t from-espresso via-espresso/70 to-espresso/20" aria-hidden="true" />
      </div>
      <div className="page-container pt-32 pb-16 md:pb-24">
        <div className="max-w-3xl">
          <div {...rise(entrance, first)}>
            {eyebrow && <p className="eyebrow mb-5 text-gold">{eyebrow}</p>}
            <h1 className="font-display text-5xl leading-[1.05] font-medium text-balance md:text-7xl">{title}</h1>
          </div>
          {subtitle && (
            <div {...rise(entrance, second)}>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-mist md:text-xl">{subtitle}</p>
            </div>
          )}
          {children && (
            <div {...rise(entrance, third)}>
              <div className="mt-10 flex flex-wrap gap-4">{children}</div>
            </div>
          )}
        </div>
      </div>
      {controls && <div className="absolute right-5 bottom-5 z-10 md:right-10 md:bottom-10">{controls}</div>}
    </section>
  );
}

/** The brand's light until a page supplies its own image: soft gold studio light on deep umber. */
export function HeroBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-[radial-gradient(ellipse_at_75%_25%,rgb(212_175_55/0.35),transparent_55%),radial-gradient(ellipse_at_15%_90%,rgb(140_90_50/0.45),transparent_60%),linear-gradient(160deg,#2b1a12,#140d09)]"
    />
  );
}
