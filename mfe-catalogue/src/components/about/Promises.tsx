import { FadeIn, Section } from 'shared';
import { promises } from '../../data/about';

/** The Noirelle promise: its commitments as a diamond-marked list. */
export function Promises() {
  return (
    <Section eyebrow="Our Promise" title="The Noirelle promise">
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
