import { buttonClasses, ButtonLink, cityLabel, defineMessages, PageHero, ResponsiveImage, useIntl, useLocale } from 'shared';
import { art } from '../../art/generated/manifest';
import { cityOf } from '../../data/localized';
import type { Location } from '../../data/locations';
import { common } from '../../messages';

/** The hero's `sizes`, which its preload in the composed HTML must repeat. */
export const HERO_SIZES = '100vw';

const messages = defineMessages({
  call: { id: 'locations.hero.call', defaultMessage: 'Call {city}' },
});

/** The house's hero: its name, its city as the site's menu names it, its description, and ways to call or book. */
export function CityHero({ location, tel }: { location: Location; tel: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const city = location.address.city;
  const label = cityLabel(cityOf(location), locale);
  // The house's name and its city are names: on a page in another language, marked as not to be translated.
  const name = (text: string) => (locale === 'en' ? text : <span translate="no">{text}</span>);
  return (
    <PageHero
      height="category"
      eyebrow={name(location.name)}
      title={name(label)}
      subtitle={location.description}
      media={<ResponsiveImage image={art[location.heroImage]} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover object-bottom" />}
    >
      <a href={tel} className={buttonClasses('outline')}>
        {intl.formatMessage(messages.call, { city: <>{city}</> })}
      </a>
      <ButtonLink to="/booking">{intl.formatMessage(common.bookAppointment)}</ButtonLink>
    </PageHero>
  );
}
