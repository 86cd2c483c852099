import type { MouseEvent } from 'react';
import { brand, buttonClasses, ButtonLink, homeAnchors, PageHero, usePageMeta } from 'shared';
import { homeMeta } from '../head/page-meta';
import { useHeroMedia } from '../home/HeroMedia';
import { RemoteSlot } from '../remotes/RemoteSlot';

/**
 * Goes to a home section smoothly (at once under reduced motion), and moves focus there, without a
 * history entry per press. The sections are in the page's HTML from the first byte, so before the
 * app has taken over the link does the same natively.
 */
function goToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  history.replaceState(history.state, '', `#${id}`);
}

export function HomePage() {
  const hero = useHeroMedia();
  usePageMeta(homeMeta);

  return (
    <>
      <PageHero
        height="full"
        entrance
        media={hero.media}
        controls={hero.control}
        eyebrow={`Est. ${brand.established} · ${brand.headOffice.label}`}
        title="Beauty, formulated for melanin."
        subtitle="Skin, makeup and hair rituals made for deep skin tones and textured hair, in nine cities and online."
      >
        <ButtonLink to="/chat">AI Beauty Advisor</ButtonLink>
        <a
          href={`#${homeAnchors.collections}`}
          onClick={(event) => goToSection(event, homeAnchors.collections)}
          className={buttonClasses('outline')}
        >
          Explore Collections
        </a>
        <a
          href={`#${homeAnchors.registerInterest}`}
          onClick={(event) => goToSection(event, homeAnchors.registerInterest)}
          className={buttonClasses('outline')}
        >
          Register Interest
        </a>
      </PageHero>
      {/* Their HTML comes with the page; their code loads when needed (they show, or the visitor moves). */}
      <RemoteSlot id="catalogue/HomeSections" kind="section" minHeight="60rem" when="needed" />
      <RemoteSlot id="advisor/InterestSection" kind="section" minHeight="32rem" when="needed" />
    </>
  );
}
