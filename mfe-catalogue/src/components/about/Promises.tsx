import { brand, defineMessages, FadeIn, Section, useIntl } from 'shared';
import { useCatalogue } from '../../data/localized';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.about.promise-eyebrow', defaultMessage: 'Our Promise' },
  title: { id: 'catalogue.about.promise-title', defaultMessage: 'The {brand} promise' },
});

/** The Noirelle promise: its commitments as a diamond-marked list. */
export function Promises() {
  const intl = useIntl();
  const { promises } = useCatalogue();
  return (
    <Section eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title, { brand: brand.name })}>
      <FadeIn className="mx-auto max-w-3xl">
        <ul className="divide-y divide-espresso/10 border-y border-espresso/10">
          {promises.map((promise) => (
            <li key={promise} className="flex gap-5 py-5 text-lg leading-relaxed">
              <span aria-hidden="true" className="mt-3 h-1.5 w-1.5 shrink-0 rotate-45 bg-gold-ink" />
              <span>{promise}</span>
            </li>
          ))}
        </ul>
      </FadeIn>
    </Section>
  );
}
