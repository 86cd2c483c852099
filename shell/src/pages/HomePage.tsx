import { brand, ButtonLink, homeAnchors, PageHero, usePageMeta } from 'shared';
import { homeMeta } from '../head/page-meta';
import { useHeroMedia } from '../home/HeroMedia';
import { RemoteSlot } from '../remotes/RemoteSlot';

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
        {/*
          A #fragment link that replaces the entry (no history entry per press): ScrollManager goes to
          the section, once its part is on the page. The sections are in the page's HTML from the first
          byte, so before the app has taken over the link does the same natively.
        */}
        <ButtonLink variant="outline" to={{ hash: `#${homeAnchors.collections}` }} replace>
          Explore Collections
        </ButtonLink>
        <ButtonLink variant="outline" to={{ hash: `#${homeAnchors.registerInterest}` }} replace>
          Register Interest
        </ButtonLink>
      </PageHero>
      {/* Their HTML comes with the page; their code loads when needed (they show, or the visitor moves). */}
      <RemoteSlot id="catalogue/HomeSections" kind="section" minHeight="60rem" when="needed" />
      <RemoteSlot id="advisor/InterestSection" kind="section" minHeight="32rem" when="needed" />
    </>
  );
}
