import { defineMessages, defineRoute, leadImageOf, topLevelBreadcrumb } from 'shared';
import { art } from '../art/generated/manifest';
import { ImmersionChapters } from '../components/immersion/ImmersionChapters';
import { ImmersionEnhancements } from '../components/immersion/ImmersionEnhancements';
import { ImmersionFormat } from '../components/immersion/ImmersionFormat';
import { HERO_SIZES, ImmersionHero } from '../components/immersion/ImmersionHero';
import { ImmersionIntro } from '../components/immersion/ImmersionIntro';
import { ImmersionInvitation } from '../components/immersion/ImmersionInvitation';
import { immersionIn } from '../data/localized';

const messages = defineMessages({
  title: { id: 'booking.immersion.head-title', defaultMessage: '{immersion}: Four Hours of Skin, Hair and Makeup' },
  description: {
    id: 'booking.immersion.head-description',
    defaultMessage: '{immersion}: four private hours of skin, hair and makeup artistry for melanin-rich skin and textured hair. One appointment per day in each house; duo experience available.',
  },
  keywords: { id: 'booking.immersion.search-keywords', defaultMessage: 'immersion' },
});

const ENGLISH_KEYWORDS = ['luxury beauty experience', 'spa day for Black women', 'textured hair ritual', 'melanin-rich skin facial', 'bridal beauty day', 'duo spa experience'];

/**
 * /beauty, the Immersion: no part of it needs code (its parallax is the stylesheet's). When the
 * app navigates here, the table holds the hero's place while the route's chunk arrives
 * (src/routes.tsx).
 */
export default defineRoute({
  search: ({ intl }) => ({ keywords: intl.formatMessage(messages.keywords) }),
  head: (_data, { locale, intl }) => {
    const immersion = immersionIn(locale);
    const name = immersion.hero.title;
    return {
      title: intl.formatMessage(messages.title, { immersion: name }),
      description: intl.formatMessage(messages.description, { immersion: name }),
      keywords: [...(immersion.keywords ?? ENGLISH_KEYWORDS)],
      canonicalPath: '/beauty',
      jsonLd: [topLevelBreadcrumb(name, '/beauty')],
    };
  },
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
