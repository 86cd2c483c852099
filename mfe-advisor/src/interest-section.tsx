import { allDomains, FadeIn, homeAnchors, Section } from 'shared';
import './index.css';

/** The interest-registration section the shell composes on the home page. */
export default function InterestSection() {
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
      </FadeIn>
    </Section>
  );
}
