import { useId } from 'react';
import { brand, defineRoute, PageHero, Section, serviceLanguagesText, topLevelBreadcrumb } from 'shared';
import { ContactDetails } from '../components/contact/ContactDetails';
import { DomainPackage } from '../components/contact/DomainPackage';
import { OurHouses } from '../components/contact/OurHouses';
import { ContactForm } from '../components/contact-form/ContactForm';

/** /contact: the message form (?interest= preselects one), the contact details and the nine houses. */
export default defineRoute({
  search: () => ({
    keywords: 'contact concierge message enquiry email phone',
    // What the page's details say (../components/contact/ContactDetails.tsx), a sentence each.
    body: [
      `Email our concierge at ${brand.email.concierge}.`,
      `Email our acquisitions team about the four domains at ${brand.email.acquisitions}.`,
      `Call our concierge on ${brand.phone.display}, ${brand.phoneHours}.`,
      `Our head office is at ${brand.headOffice.street}, ${brand.headOffice.city}, ${brand.headOffice.region} ${brand.headOffice.postalCode}.`,
      `We respond ${brand.replyPromise}, in ${serviceLanguagesText}.`,
    ].join('\n'),
  }),
  head: () => ({
    title: 'Contact',
    description: `Contact ${brand.name}: our concierge replies ${brand.replyPromise}, by phone ${brand.phoneHours} and by email, in ${serviceLanguagesText}. Enquiries about the four beauty domains welcome.`,
    keywords: ['contact Noirelle', 'luxury beauty concierge', 'beauty domain enquiry', 'Beverly Hills beauty'],
    canonicalPath: '/contact',
    jsonLd: [topLevelBreadcrumb('Contact', '/contact')],
  }),
  Page: ContactPage,
});

function ContactPage() {
  const id = useId();

  return (
    <>
      <PageHero eyebrow="Contact" title="Speak with Noirelle" subtitle={`Clients, partners and buyers: we reply ${brand.replyPromise}, in ${serviceLanguagesText}.`} />

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
