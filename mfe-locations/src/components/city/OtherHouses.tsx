import { cityPath, Link, Section } from 'shared';
import type { Location } from '../../data/locations';

/** Links to other Noirelle houses, by city. */
export function OtherHouses({ houses }: { houses: readonly Location[] }) {
  return (
    <Section eyebrow="Elsewhere" title="Other Noirelle houses">
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
