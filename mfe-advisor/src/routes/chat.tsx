import { brand, buttonClasses, ButtonLink, defineMessages, defineRoute, Island, localizedPath, Name, PageHero, Section, useIntl, type Locale } from 'shared';
import { FaqAccordion } from '../components/FaqAccordion';
import { RotatingHeadline } from '../components/RotatingHeadline';
import { copyIn } from '../data/copy';
import InterestSection from '../components/InterestSection';
import conversation from '../islands/conversation';

const messages = defineMessages({
  title: { id: 'advisor.chat.title', defaultMessage: 'AI Beauty Advisor' },
  description: {
    id: 'advisor.chat.description',
    defaultMessage: 'Ask {advisor}, the {brand} AI beauty advisor, about skin, makeup and hair care for melanin-rich skin and textured hair, and about acquiring the four {brand} domains.',
  },
  keywordAdvisor: { id: 'advisor.chat.keyword.advisor', defaultMessage: 'AI beauty advisor' },
  keywordSkin: { id: 'advisor.chat.keyword.skin', defaultMessage: 'skincare for Black skin' },
  keywordHair: { id: 'advisor.chat.keyword.hair', defaultMessage: 'textured hair advice' },
  keywordDomains: { id: 'advisor.chat.keyword.domains', defaultMessage: 'beauty domains for sale' },
  searchKeywords: { id: 'advisor.chat.search-keywords', defaultMessage: 'AI beauty advisor Amara chat questions' },
  subtitle: { id: 'advisor.chat.subtitle', defaultMessage: 'Four beauty domains, one package for a serious buyer. And {advisor}, our advisor, for every beauty question.' },
  ask: { id: 'advisor.chat.ask', defaultMessage: 'Ask {advisor}' },
  chatEyebrow: { id: 'advisor.chat.chat-eyebrow', defaultMessage: 'Ask Anything' },
  chatTitle: { id: 'advisor.chat.chat-title', defaultMessage: 'Chat with {advisor}' },
  chatIntro: {
    id: 'advisor.chat.chat-intro',
    defaultMessage: 'Products, routines, prices, our houses and their hours, booking, and the domain package. Answers are informational, not medical advice.',
  },
  packageEyebrow: { id: 'advisor.chat.package-eyebrow', defaultMessage: 'About the Package' },
  packageTitle: { id: 'advisor.chat.package-title', defaultMessage: 'Frequently asked questions' },
  beautyEyebrow: { id: 'advisor.chat.beauty-eyebrow', defaultMessage: 'Frequently Asked' },
  beautyTitle: { id: 'advisor.chat.beauty-title', defaultMessage: 'Beauty Questions' },
  moreQuestions: { id: 'advisor.chat.more-questions', defaultMessage: 'Have more questions about our beauty products for people of colour?' },
  askAdvisor: { id: 'advisor.chat.ask-advisor', defaultMessage: 'Ask Our AI Beauty Advisor' },
});

/** /chat: the four domains on offer, the interest form, the advisor and the questions it answers (in the page's language). */
export default defineRoute({
  search: ({ intl }) => ({ keywords: intl.formatMessage(messages.searchKeywords) }),
  // No data: site search reads the head of a page without params with none (shared/tooling/search-documents.ts).
  head: (_data, { locale, intl }) => ({
    title: intl.formatMessage(messages.title),
    description: intl.formatMessage(messages.description, { advisor: brand.advisorName, brand: brand.name }),
    keywords: [messages.keywordAdvisor, messages.keywordSkin, messages.keywordHair, messages.keywordDomains].map((keyword) => intl.formatMessage(keyword)),
    canonicalPath: '/chat',
    jsonLd: [
      {
        '@type': 'FAQPage',
        '@id': `${brand.siteUrl}${localizedPath('/chat', locale)}#faq`,
        mainEntity: [...copyIn(locale).chatFaqs, ...copyIn(locale).beautyFaqs].map((faq) => ({
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
  const intl = useIntl();
  const { chatFaqs, beautyFaqs } = copyIn(intl.locale as Locale);
  return (
    <>
      <PageHero eyebrow={intl.formatMessage(messages.title)} title={<RotatingHeadline />} subtitle={intl.formatMessage(messages.subtitle, { advisor: brand.advisorName })}>
        {/* An in-page link: the chat section takes focus, so keyboard users land in it too. */}
        <a href="#advisor-chat" className={buttonClasses()}>
          {intl.formatMessage(messages.ask, { advisor: <Name>{brand.advisorName}</Name> })}
        </a>
      </PageHero>

      <InterestSection source="chat" />

      <Section id="advisor-chat" eyebrow={intl.formatMessage(messages.chatEyebrow)} title={intl.formatMessage(messages.chatTitle, { advisor: brand.advisorName })} intro={intl.formatMessage(messages.chatIntro)}>
        {/* Its history is fetched once it comes near. */}
        <Island load="visible" of={conversation} props={{}} />
      </Section>

      <Section tone="espresso" eyebrow={intl.formatMessage(messages.packageEyebrow)} title={intl.formatMessage(messages.packageTitle)}>
        <div className="mx-auto max-w-3xl">
          <FaqAccordion name="package-faq" faqs={chatFaqs} tone="dark" />
        </div>
      </Section>

      <Section eyebrow={intl.formatMessage(messages.beautyEyebrow)} title={intl.formatMessage(messages.beautyTitle)}>
        <div className="mx-auto max-w-3xl">
          <FaqAccordion name="beauty-faq" faqs={beautyFaqs} />
          <div className="mt-12 text-center">
            <p className="text-taupe">{intl.formatMessage(messages.moreQuestions)}</p>
            <ButtonLink to="/chat" className="mt-6">
              {intl.formatMessage(messages.askAdvisor)}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
