import { defineMessages, FadeIn, ResponsiveImage, Section, useIntl } from 'shared';
import { art } from '../../art/generated/manifest';
import type { Location } from '../../data/locations';
import { artAlt } from '../../messages';

const messages = defineMessages({
  eyebrow: { id: 'locations.story.eyebrow', defaultMessage: '{city}, a story' },
});

/** The city's story in two paragraphs, beside a picture of the house. */
export function CityStory({ location }: { location: Location }) {
  const intl = useIntl();
  const image = location.galleryImages[0] ?? location.heroImage;
  return (
    <Section eyebrow={intl.formatMessage(messages.eyebrow, { city: location.address.city })} title={location.cityStory.headline}>
      <div className="grid gap-10 lg:grid-cols-[1fr_1fr_0.8fr]">
        <FadeIn className="text-lg leading-relaxed text-taupe"><p>{location.cityStory.paragraph1}</p></FadeIn>
        <FadeIn delay={0.2} className="text-lg leading-relaxed text-taupe"><p>{location.cityStory.paragraph2}</p></FadeIn>
        <FadeIn delay={0.4}>
          <ResponsiveImage image={art[image]} alt={artAlt(image, location.address.city, intl)} sizes="(min-width: 1024px) 25vw, 100vw" className="aspect-[3/4] h-auto w-full object-cover" />
        </FadeIn>
      </div>
    </Section>
  );
}
