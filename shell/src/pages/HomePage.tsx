import type { MouseEvent } from 'react';
import { brand, buttonClasses, ButtonLink, homeAnchors, PageHero, usePageMeta } from 'shared';
import { homeMeta } from '../head/page-meta';
import { useHeroMedia } from '../home/HeroMedia';
import { RemoteSlot } from '../remotes/RemoteSlot';

/** How long a hero action waits for its section's remote (loading started with the click's pointerdown or keydown). */
const SECTION_WAIT_MS = 8000;

function goToSection(target: HTMLElement, id: string) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  history.replaceState(null, '', `#${id}`);
}

/**
 * Goes to a home section once it, and every section above it, is on the page: a section that
 * arrived above the target after the scroll would push the target out of view.
 */
function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string, sectionsAbove: readonly string[] = []) {
  event.preventDefault();
  const ready = () => (sectionsAbove.every((above) => document.getElementById(above)) ? document.getElementById(id) : null);
  const target = ready();
  if (target) return goToSection(target, id);
  // The sections load when needed (see RemoteSlot's `load`): the click itself started the load, so go
  // there as soon as the sections are on the page.
  const startedAt = performance.now();
  const poll = () => {
    const arrived = ready();
    if (arrived) goToSection(arrived, id);
    else if (performance.now() - startedAt < SECTION_WAIT_MS) requestAnimationFrame(poll);
    else location.hash = id;
  };
  requestAnimationFrame(poll);
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
          onClick={(event) => scrollToSection(event, homeAnchors.collections)}
          className={buttonClasses('outline')}
        >
          Explore Collections
        </a>
        <a
          href={`#${homeAnchors.registerInterest}`}
          onClick={(event) => scrollToSection(event, homeAnchors.registerInterest, [homeAnchors.collections])}
          className={buttonClasses('outline')}
        >
          Register Interest
        </a>
      </PageHero>
      {/* Below the hero, so their remotes load when needed: the first view fetches only the shell. */}
      <RemoteSlot id="catalogue/HomeSections" kind="section" minHeight="60rem" load="when-needed" />
      <RemoteSlot id="advisor/InterestSection" kind="section" minHeight="32rem" load="when-needed" />
    </>
  );
}
