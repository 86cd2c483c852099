import { defineIsland } from 'shared';
import { useEffect, useRef, useState } from 'react';
import type { OfferingCategory } from '../data/offerings';

/** The chips, in order; `all` is All Services (spec: none or one category). */
export const serviceFilters: readonly { value: OfferingCategory | 'all'; label: string }[] = [
  { value: 'all', label: 'All Services' },
  { value: 'consultation', label: 'Consultations' },
  { value: 'treatment', label: 'Treatments' },
  { value: 'experience', label: 'Experiences' },
];

export type ServiceFilterValue = (typeof serviceFilters)[number]['value'];

export interface ServiceFilterProps {
  /** How many services each chip shows: the menu's data stays with the page, not in this code. */
  counts: Record<ServiceFilterValue, number>;
}

/** /services' filter chips and the count a screen reader hears, an island. */
export default defineIsland('catalogue/service-filter', ServiceFilter);

/**
 * One choice of four (spec: none or one category), so native radio buttons: the browser checks one
 * at a click, a tap or an arrow key, and the stylesheet shows the cards of the checked category
 * (`data-service-menu` in index.css). The filter works from the page's HTML, before any script, with
 * its effect in the next frame; this code only announces the count.
 */
function ServiceFilter({ counts }: ServiceFilterProps) {
  const [active, setActive] = useState<ServiceFilterValue>('all');
  const shown = counts[active];
  // The checked radio is the browser's, and may have been chosen before this code came (the boot
  // script lets the browser check it, and replays the `change` once the island is live: a native
  // event React's onChange does not see for a radio). So the count follows the DOM: read when the
  // island goes live, and on every change.
  const chips = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = chips.current;
    if (!element) return;
    const follow = () => {
      const value = element.querySelector<HTMLInputElement>('input[name="service-category"]:checked')?.value;
      setActive(serviceFilters.find((filter) => filter.value === value)?.value ?? 'all');
    };
    follow();
    element.addEventListener('change', follow);
    return () => element.removeEventListener('change', follow);
  }, []);

  return (
    <>
      <div ref={chips} role="radiogroup" aria-label="Filter services" className="mb-12 flex flex-wrap justify-center gap-3 md:mb-16">
        {serviceFilters.map((filter) => (
          <label
            key={filter.value}
            className="relative inline-flex min-h-11 cursor-pointer items-center rounded-full border border-espresso/30 px-6 py-2 text-xs font-medium tracking-[0.2em] text-espresso uppercase transition-colors duration-300 hover:border-espresso has-checked:border-espresso has-checked:bg-espresso has-checked:text-ivory has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-ink motion-reduce:transition-none"
          >
            <input
              type="radio"
              name="service-category"
              value={filter.value}
              defaultChecked={filter.value === 'all'}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full outline-none"
            />
            {filter.label}
          </label>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown === 1 ? '1 service shown' : `${shown} services shown`}
      </p>
    </>
  );
}
