import { allDomains, defineMessages, FadeIn, Name, Section, useIntl } from 'shared';
import { useCatalogue } from '../../data/localized';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.about.domains-eyebrow', defaultMessage: 'The Opportunity' },
  domains: { id: 'catalogue.about.domains', defaultMessage: 'The four domains' },
});

/** The opportunity: the story of the four domains, led by its first paragraph, then the domains themselves. */
export function DomainStory() {
  const intl = useIntl();
  const { domainStory } = useCatalogue();
  const [lead, ...story] = domainStory.paragraphs;

  return (
    <Section eyebrow={intl.formatMessage(messages.eyebrow)} title={domainStory.title}>
      <FadeIn className="mx-auto max-w-3xl">
        <p className="font-display text-2xl leading-relaxed text-espresso md:text-3xl">{lead}</p>
        <div className="mt-10 space-y-6 leading-relaxed text-taupe md:text-lg">
          {story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul aria-label={intl.formatMessage(messages.domains)} className="mt-12 flex flex-wrap justify-center gap-3">
          {allDomains.map((domain) => (
            <li key={domain} className="border border-gold-ink/40 px-5 py-2 text-sm tracking-[0.12em] text-gold-ink">
              <Name>{domain}</Name>
            </li>
          ))}
        </ul>
      </FadeIn>
    </Section>
  );
}
