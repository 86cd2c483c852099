import { defineMessages, useIntl, useLocale } from 'shared';
import { immersionIn } from '../../data/localized';

const messages = defineMessages({
  label: { id: 'booking.immersion.format', defaultMessage: 'The format' },
});

/** The format in three facts, in a band under the hero. */
export function ImmersionFormat() {
  const intl = useIntl();
  const { facts } = immersionIn(useLocale());
  return (
    <section aria-label={intl.formatMessage(messages.label)} className="border-t border-gold/20 bg-espresso text-ivory">
      <dl className="page-container grid divide-y divide-gold/20 py-4 sm:grid-cols-3 sm:divide-x sm:divide-y-0 sm:py-10">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col items-center gap-1 py-5 text-center sm:py-2">
            <dt className="eyebrow text-gold">{fact.label}</dt>
            <dd className="font-display text-2xl">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
