import type { MouseEvent } from 'react';
import { brand, buttonClasses, ButtonLink, homeAnchors, PageHero, usePageMeta } from 'shared';
import { homeMeta } from '../head/page-meta';
import { useHeroMedia } from '../home/HeroMedia';
import { RemoteSlot } from '../remotes/RemoteSlot';

function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return; // Not loaded yet: the plain #anchor still works once it is.
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  history.replaceState(null, '', `#${id}`);
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
          onClick={(event) => scrollToSection(event, homeAnchors.registerInterest)}
          className={buttonClasses('outline')}
        >
          Register Interest
        </a>
      </PageHero>
      <RemoteSlot id="catalogue/HomeSections" kind="section" minHeight="60rem" />
      <RemoteSlot id="advisor/InterestSection" kind="section" minHeight="32rem" />
    </>
  );
}
