import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { FadeIn, FAQ_STAGGER_SECONDS } from 'shared';
import type { Faq } from '../data/faqs';

/**
 * Spec: at most one answer open; clicking the open one closes it (Radix: single, collapsible).
 * Each question is a button in a heading; arrow keys, Home and End move between them.
 */
export function FaqAccordion({ faqs, tone = 'light' }: { faqs: readonly Faq[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <Accordion.Root type="single" collapsible className={`divide-y border-y ${dark ? 'divide-gold/20 border-gold/20' : 'divide-espresso/15 border-espresso/15'}`}>
      {faqs.map((faq, index) => (
        <FadeIn key={faq.question} delay={index * FAQ_STAGGER_SECONDS}>
          <Accordion.Item value={`faq-${index}`}>
            <Accordion.Header className="m-0">
              <Accordion.Trigger className="group flex min-h-16 w-full items-center justify-between gap-6 py-5 text-left font-display text-xl leading-snug md:text-2xl">
                {faq.question}
                <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform duration-300 group-data-[state=open]:rotate-180 motion-reduce:transition-none ${dark ? 'text-gold' : 'text-gold-ink'}`} />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className={`pb-6 leading-relaxed ${dark ? 'text-mist' : 'text-taupe'}`}>{faq.answer}</Accordion.Content>
          </Accordion.Item>
        </FadeIn>
      ))}
    </Accordion.Root>
  );
}
