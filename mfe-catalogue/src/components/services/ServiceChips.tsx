import { useId } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'shared';
import { ANNOUNCE_IN_ATTRIBUTE, CHOICE_ANNOUNCEMENT_ATTRIBUTE } from 'shared/page-protocol';
import { serviceOfferings, type OfferingCategory } from '../../data/offerings';

const messages = defineMessages({
  all: { id: 'catalogue.services.filter-all', defaultMessage: 'All Services' },
  consultations: { id: 'catalogue.services.filter-consultations', defaultMessage: 'Consultations' },
  treatments: { id: 'catalogue.services.filter-treatments', defaultMessage: 'Treatments' },
  experiences: { id: 'catalogue.services.filter-experiences', defaultMessage: 'Experiences' },
  filter: { id: 'catalogue.services.filter', defaultMessage: 'Filter services' },
  shown: { id: 'catalogue.services.shown', defaultMessage: '{count, plural, one {# service shown} other {# services shown}}', description: 'what a screen reader hears as a filter chip is chosen' },
});

/** The chips, in order; `all` is All Services (spec: none or one category). */
export const serviceFilters: readonly { value: OfferingCategory | 'all'; label: MessageDescriptor }[] = [
  { value: 'all', label: messages.all },
  { value: 'consultation', label: messages.consultations },
  { value: 'treatment', label: messages.treatments },
  { value: 'experience', label: messages.experiences },
];

/** What a chip shows, said as a screen reader hears it. */
function shownWords(value: OfferingCategory | 'all', intl: IntlShape): string {
  const shown = value === 'all' ? serviceOfferings.length : serviceOfferings.filter((offering) => offering.category === value).length;
  return intl.formatMessage(messages.shown, { count: shown });
}

/**
 * /services' filter chips. One choice of four (spec: none or one category), so native radio
 * buttons: the browser checks one at a click, a tap or an arrow key, and the stylesheet shows the
 * cards of the checked category (`data-service-menu` in index.css), from the page's HTML, in the
 * next frame. What a screen reader hears of it ("2 services shown") each chip declares, and the
 * boot script says it (shared/src/boot/choice-announcements.ts): no code of the page's own.
 */
export function ServiceChips() {
  const countId = useId();
  const intl = useIntl();
  return (
    <>
      <div role="radiogroup" aria-label={intl.formatMessage(messages.filter)} {...{ [ANNOUNCE_IN_ATTRIBUTE]: countId }} className="mb-12 flex flex-wrap justify-center gap-3 md:mb-16">
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
              {...{ [CHOICE_ANNOUNCEMENT_ATTRIBUTE]: shownWords(filter.value, intl) }}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full outline-none"
            />
            {intl.formatMessage(filter.label)}
          </label>
        ))}
      </div>
      <p id={countId} className="sr-only" aria-live="polite">
        {shownWords('all', intl)}
      </p>
    </>
  );
}
