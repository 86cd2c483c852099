import { cityPath, defineMessages, Link, Section, useIntl } from 'shared';
import type { Location } from '../../data/locations';

const messages = defineMessages({
  eyebrow: { id: 'locations.others.eyebrow', defaultMessage: 'Elsewhere' },
  title: { id: 'locations.others.title', defaultMessage: 'Other Noirelle houses' },
});

/** Links to other Noirelle houses, by city. */
export function OtherHouses({ houses }: { houses: readonly Location[] }) {
  const intl = useIntl();
  return (
    <Section eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title)}>
      <ul className="flex flex-wrap justify-center gap-3">
        {houses.map((other) => (
          <li key={other.slug}>
            <Link to={cityPath(other.slug)} className="inline-block border border-espresso/25 px-5 py-3 transition-colors hover:border-gold-ink hover:text-gold-ink">
              {other.address.city}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
