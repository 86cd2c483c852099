import { useLocale } from 'shared';
import { addressParts } from '../data/localized';
import type { Location } from '../data/locations';

/**
 * A house's postal address: as the data writes it in English; in another language, the address
 * itself kept as written (a name: it is what the post and a taxi read), and its country named in
 * the page's language.
 */
export function PostalAddress({ location }: { location: Location }) {
  const { local, country } = addressParts(location, useLocale());
  if (country === undefined) return local;
  return (
    <>
      <span translate="no">{local}</span>, {country}
    </>
  );
}
