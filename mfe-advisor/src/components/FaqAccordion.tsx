import { ChevronDown } from 'lucide-react';
import { FadeIn, FAQ_STAGGER_SECONDS } from 'shared';
import type { Faq } from '../data/faqs';

interface FaqAccordionProps {
  faqs: readonly Faq[];
  /** Shared by this accordion's items and by no other `<details>` on the page: it makes them one group. */
  name: string;
  tone?: 'light' | 'dark';
}

/**
 * Spec: at most one answer open; clicking the open one closes it. An exclusive accordion (`<details>`
 * sharing a `name`) gets both from the browser, so the FAQ works in the composed HTML before the app
 * has hydrated it, and with no JavaScript at all. Each question is a heading inside its summary.
 */
export function FaqAccordion({ faqs, name, tone = 'light' }: FaqAccordionProps) {
  const dark = tone === 'dark';
  return (
    <div className={`divide-y border-y ${dark ? 'divide-gold/20 border-gold/20' : 'divide-espresso/15 border-espresso/15'}`}>
      {faqs.map((faq, index) => (
        <FadeIn key={faq.question} delay={index * FAQ_STAGGER_SECONDS}>
          <details name={name} className="group">
            {/* No native marker (Safari draws its own unless hidden): the turning chevron is the indicator. */}
            <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-6 py-5 text-left [&::-webkit-details-marker]:hidden">
              <h3 className="font-display text-xl leading-snug md:text-2xl">{faq.question}</h3>
              <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform duration-300 group-open:rotate-180 motion-reduce:transition-none ${dark ? 'text-gold' : 'text-gold-ink'}`} />
            </summary>
            <p className={`pb-6 leading-relaxed ${dark ? 'text-mist' : 'text-taupe'}`}>{faq.answer}</p>
          </details>
        </FadeIn>
      ))}
    </div>
  );
}
