import { useId } from 'react';
import { brand, brandText, defineMessages, defineRoute, PageHero, Section, serviceLanguagesIn, topLevelBreadcrumb, useIntl, type Locale } from 'shared';
import { ContactDetails } from '../components/contact/ContactDetails';
import { DomainPackage } from '../components/contact/DomainPackage';
import { OurHouses } from '../components/contact/OurHouses';
import { ContactForm } from '../components/contact-form/ContactForm';

const messages = defineMessages({
  title: { id: 'advisor.contact.title', defaultMessage: 'Contact' },
  description: {
    id: 'advisor.contact.description',
    defaultMessage: 'Contact {brand}: our concierge replies {within}, by phone {hours} and by email, in {languages}. Enquiries about the four beauty domains welcome.',
  },
  keywordContact: { id: 'advisor.contact.keyword.contact', defaultMessage: 'contact Noirelle' },
  keywordConcierge: { id: 'advisor.contact.keyword.concierge', defaultMessage: 'luxury beauty concierge' },
  keywordDomains: { id: 'advisor.contact.keyword.domains', defaultMessage: 'beauty domain enquiry' },
  keywordPlace: { id: 'advisor.contact.keyword.place', defaultMessage: 'Beverly Hills beauty' },
  searchKeywords: { id: 'advisor.contact.search-keywords', defaultMessage: 'contact concierge message enquiry email phone' },
  searchConcierge: { id: 'advisor.contact.search.concierge', defaultMessage: 'Email our concierge at {email}.' },
  searchAcquisitions: { id: 'advisor.contact.search.acquisitions', defaultMessage: 'Email our acquisitions team about the four domains at {email}.' },
  searchPhone: { id: 'advisor.contact.search.phone', defaultMessage: 'Call our concierge on {phone}, {hours}.' },
  searchOffice: { id: 'advisor.contact.search.office', defaultMessage: 'Our head office is at {street}, {city}, {region} {postalCode}.' },
  searchReply: { id: 'advisor.contact.search.reply', defaultMessage: 'We respond {within}, in {languages}.' },
  heroTitle: { id: 'advisor.contact.hero-title', defaultMessage: 'Speak with Noirelle' },
  heroSubtitle: { id: 'advisor.contact.hero-subtitle', defaultMessage: 'Clients, partners and buyers: we reply {within}, in {languages}.' },
});

/** /contact: the message form (?interest= preselects one), the contact details and the nine houses, in the page's language. */
export default defineRoute({
  search: ({ locale, intl }) => {
    const copy = brandText(locale);
    const languages = serviceLanguagesIn(locale);
    return {
      keywords: intl.formatMessage(messages.searchKeywords),
      // What the page's details say (../components/contact/ContactDetails.tsx), a sentence each.
      body: [
        intl.formatMessage(messages.searchConcierge, { email: brand.email.concierge }),
        intl.formatMessage(messages.searchAcquisitions, { email: brand.email.acquisitions }),
        intl.formatMessage(messages.searchPhone, { phone: brand.phone.display, hours: copy.phoneHours }),
        intl.formatMessage(messages.searchOffice, { street: brand.headOffice.street, city: brand.headOffice.city, region: brand.headOffice.region, postalCode: brand.headOffice.postalCode }),
        intl.formatMessage(messages.searchReply, { within: copy.replyPromise, languages }),
      ].join('\n'),
    };
  },
  head: (_data, { locale, intl }) => {
    const copy = brandText(locale);
    const title = intl.formatMessage(messages.title);
    return {
      title,
      description: intl.formatMessage(messages.description, { brand: brand.name, within: copy.replyPromise, hours: copy.phoneHours, languages: serviceLanguagesIn(locale) }),
      keywords: [messages.keywordContact, messages.keywordConcierge, messages.keywordDomains, messages.keywordPlace].map((keyword) => intl.formatMessage(keyword)),
      canonicalPath: '/contact',
      jsonLd: [topLevelBreadcrumb(title, '/contact')],
    };
  },
  Page: ContactPage,
});

function ContactPage() {
  const id = useId();
  const intl = useIntl();
  const locale = intl.locale as Locale;

  return (
    <>
      <PageHero
        eyebrow={intl.formatMessage(messages.title)}
        title={intl.formatMessage(messages.heroTitle)}
        subtitle={intl.formatMessage(messages.heroSubtitle, { within: brandText(locale).replyPromise, languages: serviceLanguagesIn(locale) })}
      />

      <Section>
        <div className="grid gap-14 lg:grid-cols-[22rem_1fr] lg:gap-20">
          <ContactDetails headingId={`${id}-details`} />

          <ContactForm />
        </div>
      </Section>

      <OurHouses />

      <DomainPackage />
    </>
  );
}
