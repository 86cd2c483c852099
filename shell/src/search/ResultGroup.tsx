import { useId } from 'react';
import { Link } from 'shared';
import type { SearchHit } from './search-site';

/** A heading with how many it holds, then a link to each result, with its description. Nothing when empty. */
export function ResultGroup({ heading, hits }: { heading: string; hits: readonly SearchHit[] }) {
  const headingId = useId();
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-14 last:mb-0">
      <h2 id={headingId} className="font-display text-3xl">
        {heading} <span className="text-base text-taupe">({hits.length})</span>
      </h2>
      <ul className="mt-6 divide-y divide-espresso/10 border-y border-espresso/10">
        {hits.map((hit) => (
          <li key={hit.id}>
            <Link to={hit.path} className="group block py-5">
              <span lang={hit.writtenIn} className="font-display text-2xl group-hover:text-gold-ink group-hover:underline">
                {hit.title}
              </span>
              <span className="mt-1 line-clamp-2 block text-sm leading-relaxed text-taupe">{hit.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
