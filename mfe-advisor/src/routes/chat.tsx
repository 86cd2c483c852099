import { brand, buttonClasses, ButtonLink, defineRoute, Island, PageHero, Section } from 'shared';
import { FaqAccordion } from '../components/FaqAccordion';
import { RotatingHeadline } from '../components/RotatingHeadline';
import { beautyFaqs, chatFaqs } from '../data/faqs';
import InterestSection from '../components/InterestSection';
import conversation from '../islands/conversation';

/** /chat: the four domains on offer, the interest form, the advisor and the questions it answers. */
export default defineRoute({
  search: () => ({ keywords: 'AI beauty advisor Amara chat questions' }),
  head: () => ({
    title: 'AI Beauty Advisor',
    description: `Ask ${brand.advisorName}, the ${brand.name} AI beauty advisor, about skin, makeup and hair care for melanin-rich skin and textured hair, and about acquiring the four ${brand.name} domains.`,
    keywords: ['AI beauty advisor', 'skincare for Black skin', 'textured hair advice', 'beauty domains for sale'],
    canonicalPath: '/chat',
    jsonLd: [
      {
        '@type': 'FAQPage',
        '@id': `${brand.siteUrl}/chat#faq`,
        mainEntity: [...chatFaqs, ...beautyFaqs].map((faq) => ({
          '@type': 'Question',
          name: faq.question,
          keywords: faq.keywords.join(', '),
          acceptedAnswer: { '@type': 'Answer', text: faq.answer },
        })),
      },
    ],
  }),
  Page: ChatPage,
});

function ChatPage() {
  return (
    <>
      <PageHero eyebrow="AI Beauty Advisor" title={<RotatingHeadline />} subtitle={`Four beauty domains, one package for a serious buyer. And ${brand.advisorName}, our advisor, for every beauty question.`}>
        {/* An in-page link: the chat section takes focus, so keyboard users land in it too. */}
        <a href="#advisor-chat" className={buttonClasses()}>
          Ask {brand.advisorName}
        </a>
      </PageHero>

      <InterestSection source="chat" />

      <Section id="advisor-chat" eyebrow="Ask Anything" title={`Chat with ${brand.advisorName}`} intro="Products, routines, prices, our houses and their hours, booking, and the domain package. Answers are informational, not medical advice.">
        {/* Its history is fetched once it comes near. */}
        <Island load="visible" of={conversation} props={{}} />
      </Section>

      <Section tone="espresso" eyebrow="About the Package" title="Frequently asked questions">
        <div className="mx-auto max-w-3xl">
          <FaqAccordion name="package-faq" faqs={chatFaqs} tone="dark" />
        </div>
      </Section>

      <Section eyebrow="Frequently Asked" title="Beauty Questions">
        <div className="mx-auto max-w-3xl">
          <FaqAccordion name="beauty-faq" faqs={beautyFaqs} />
          <div className="mt-12 text-center">
            <p className="text-taupe">Have more questions about our beauty products for people of colour?</p>
            <ButtonLink to="/chat" className="mt-6">
              Ask Our AI Beauty Advisor
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
