import { brand, ButtonLink, FadeIn, Section } from 'shared';

/** The invitation to ask the AI beauty advisor, with the button to the chat. */
export function MeetTheAdvisor() {
  return (
    <Section
      eyebrow="AI Beauty Advisor"
      title={`Meet ${brand.advisorName}`}
      intro={`Our AI beauty advisor knows melanin-rich skin and textured hair. Ask ${brand.advisorName} about your routine, your undertone or the four domains behind ${brand.name}.`}
    >
      <FadeIn className="flex justify-center">
        <ButtonLink to="/chat">Ask Our AI Beauty Advisor</ButtonLink>
      </FadeIn>
    </Section>
  );
}
