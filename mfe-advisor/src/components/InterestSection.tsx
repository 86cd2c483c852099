import { allDomains, FadeIn, homeAnchors, Island, Section } from 'shared';
import interestForm from '../islands/interest-form';

/**
 * The interest-registration section (spec): composed by the shell on the home page, and on /chat.
 * Its form is an island (../islands/interest-form.tsx); the rest is copy.
 */
export default function InterestSection({ source = 'home' }: { source?: string }) {
  return (
    <Section
      id={homeAnchors.registerInterest}
      tone="umber"
      eyebrow="For Buyers"
      title="Acquire the 4 digital assets behind Noirelle"
      intro="This is a demonstration site, not a newsletter signup. It presents four beauty domains offered together to a serious buyer; registering interest means leaving your email as a prospective buyer."
    >
      <FadeIn>
        <ul className="flex flex-wrap justify-center gap-3" aria-label="The four domains">
          {allDomains.map((domain) => (
            <li key={domain} className="border border-gold/40 px-5 py-2 font-display text-xl text-gold">
              {domain}
            </li>
          ))}
        </ul>
        <Island load="visible" of={interestForm} props={{ source }} />
        <p className="mt-4 text-center text-sm text-mist">The domains are not sold individually, and there is no auction.</p>
      </FadeIn>
    </Section>
  );
}
