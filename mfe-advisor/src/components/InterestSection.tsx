import { allDomains, defineMessages, FadeIn, homeAnchors, Island, nameMark, Section, useIntl } from 'shared';
import interestForm from '../islands/interest-form';

const messages = defineMessages({
  eyebrow: { id: 'advisor.interest.eyebrow', defaultMessage: 'For Buyers' },
  title: { id: 'advisor.interest.title', defaultMessage: 'Acquire the 4 digital assets behind Noirelle' },
  intro: {
    id: 'advisor.interest.intro',
    defaultMessage:
      'This is a demonstration site, not a newsletter signup. It presents four beauty domains offered together to a serious buyer; registering interest means leaving your email as a prospective buyer.',
  },
  domains: { id: 'advisor.interest.domains', defaultMessage: 'The four domains' },
  terms: { id: 'advisor.interest.terms', defaultMessage: 'The domains are not sold individually, and there is no auction.' },
});

/**
 * The interest-registration section (spec): composed by the shell on the home page, and on /chat.
 * Its form is an island (../islands/interest-form.tsx); the rest is copy.
 */
export default function InterestSection({ source = 'home' }: { source?: string }) {
  const intl = useIntl();
  return (
    <Section id={homeAnchors.registerInterest} tone="umber" eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title)} intro={intl.formatMessage(messages.intro)}>
      <FadeIn>
        <ul className="flex flex-wrap justify-center gap-3" aria-label={intl.formatMessage(messages.domains)}>
          {allDomains.map((domain) => (
            <li key={domain} translate={nameMark(intl.locale)} className="border border-gold/40 px-5 py-2 font-display text-xl text-gold">
              {domain}
            </li>
          ))}
        </ul>
        <Island load="visible" of={interestForm} props={{ source }} />
        <p className="mt-4 text-center text-sm text-mist">{intl.formatMessage(messages.terms)}</p>
      </FadeIn>
    </Section>
  );
}
