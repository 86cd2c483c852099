import { brand, ButtonLink, defineMessages, FadeIn, Section, useIntl } from 'shared';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.about.advisor-eyebrow', defaultMessage: 'AI Beauty Advisor' },
  title: { id: 'catalogue.about.advisor-title', defaultMessage: 'Meet {advisor}' },
  intro: {
    id: 'catalogue.about.advisor-intro',
    defaultMessage: 'Our AI beauty advisor knows melanin-rich skin and textured hair. Ask {advisor} about your routine, your undertone or the four domains behind {brand}.',
  },
  ask: { id: 'catalogue.about.advisor-ask', defaultMessage: 'Ask Our AI Beauty Advisor' },
});

/** The invitation to ask the AI beauty advisor, with the button to the chat. */
export function MeetTheAdvisor() {
  const intl = useIntl();
  return (
    <Section
      eyebrow={intl.formatMessage(messages.eyebrow)}
      title={intl.formatMessage(messages.title, { advisor: brand.advisorName })}
      intro={intl.formatMessage(messages.intro, { advisor: brand.advisorName, brand: brand.name })}
    >
      <FadeIn className="flex justify-center">
        <ButtonLink to="/chat">{intl.formatMessage(messages.ask)}</ButtonLink>
      </FadeIn>
    </Section>
  );
}
