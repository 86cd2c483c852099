import { defineMessages, FadeIn, Name, Section, STAGGER_SECONDS, useIntl } from 'shared';
import { useCatalogue } from '../../data/localized';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.about.quotes-eyebrow', defaultMessage: 'In Their Words' },
  title: { id: 'catalogue.about.quotes-title', defaultMessage: 'From our clients' },
});

/** What clients say: each quote with its author and city. */
export function ClientQuotes() {
  const intl = useIntl();
  const { clientQuotes } = useCatalogue();
  return (
    <Section tone="espresso" eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title)}>
      <ul className="grid gap-12 md:grid-cols-3 md:gap-10">
        {clientQuotes.map((client, index) => (
          <FadeIn as="li" key={client.author} delay={index * STAGGER_SECONDS}>
            <figure className="flex h-full flex-col border-t border-gold/40 pt-8">
              <span aria-hidden="true" className="font-display text-5xl leading-none text-gold">
                “
              </span>
              <blockquote className="mt-2 flex-1 font-display text-2xl leading-snug text-ivory">
                <p>{client.quote}</p>
              </blockquote>
              <figcaption className="mt-8">
                <span className="block text-sm font-medium text-ivory"><Name>{client.author}</Name></span>
                <span className="eyebrow mt-1 block text-gold">{client.city}</span>
              </figcaption>
            </figure>
          </FadeIn>
        ))}
      </ul>
    </Section>
  );
}
