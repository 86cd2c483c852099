import type { ReactNode } from 'react';

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
  children?: ReactNode;
}

/**
 * The hero every page opens with: a dark, full-bleed image area with the page's one h1 over it.
 * The header sits over the hero, so the content is padded clear of it.
 */
export function PageHero({ title, subtitle, eyebrow, media, height = 'page', children }: PageHeroProps) {
  return (
    <section
      data-hero={height}
      className={`relative isolate flex items-end overflow-hidden bg-espresso text-ivory ${heights[height]}`}
    >
      <div className="absolute inset-0 -z-10" data-testid="hero-image-area">
        {media ?? <HeroBackdrop />}
        {/* Scrim: keeps ivory text above 7:1 on any image. */}
        <div className="absolute inset-0 bg-gradient-to-t from-espresso via-espresso/70 to-espresso/20" aria-hidden="true" />
      </div>
      <div className="page-container pt-32 pb-16 md:pb-24">
        <div className="max-w-3xl">
          {eyebrow && <p className="eyebrow mb-5 text-gold">{eyebrow}</p>}
          <h1 className="font-display text-5xl leading-[1.05] font-medium text-balance md:text-7xl">{title}</h1>
          {subtitle && <p className="mt-6 max-w-xl text-lg leading-relaxed text-mist md:text-xl">{subtitle}</p>}
          {children && <div className="mt-10 flex flex-wrap gap-4">{children}</div>}
        </div>
      </div>
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
