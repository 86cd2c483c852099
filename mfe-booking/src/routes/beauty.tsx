import { defineRoute, leadImageOf, topLevelBreadcrumb } from 'shared';
import { art } from '../art/generated/manifest';
import { ImmersionChapters } from '../components/immersion/ImmersionChapters';
import { ImmersionEnhancements } from '../components/immersion/ImmersionEnhancements';
import { ImmersionFormat } from '../components/immersion/ImmersionFormat';
import { HERO_SIZES, ImmersionHero } from '../components/immersion/ImmersionHero';
import { ImmersionIntro } from '../components/immersion/ImmersionIntro';
import { ImmersionInvitation } from '../components/immersion/ImmersionInvitation';
import { immersionHero } from '../data/immersion';

/**
 * /beauty, the Immersion: no part of it needs code (its parallax is the stylesheet's). When the
 * app navigates here, the table holds the hero's place while the route's chunk arrives
 * (src/routes.tsx).
 */
export default defineRoute({
  search: () => ({ keywords: 'immersion' }),
  head: () => ({
    title: `${immersionHero.title}: Four Hours of Skin, Hair and Makeup`,
    description: `${immersionHero.title}: four private hours of skin, hair and makeup artistry for melanin-rich skin and textured hair. One appointment per day in each house; duo experience available.`,
    keywords: ['luxury beauty experience', 'spa day for Black women', 'textured hair ritual', 'melanin-rich skin facial', 'bridal beauty day', 'duo spa experience'],
    canonicalPath: '/beauty',
    jsonLd: [topLevelBreadcrumb(immersionHero.title, '/beauty')],
  }),
  leadImage: () => leadImageOf(art['hero-immersion'], HERO_SIZES),
  Page: ImmersionPage,
});

/** The Immersion: hero, the format in three facts, intro, six chapters, enhancements, invitation. */
function ImmersionPage() {
  return (
    <>
      <ImmersionHero />
      <ImmersionFormat />
      <ImmersionIntro />
      <ImmersionChapters />
      <ImmersionEnhancements />
      <ImmersionInvitation />
    </>
  );
}
