import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useId, type ComponentType, type ReactNode } from 'react';
import { allDomains, brand, Card, cardClasses, cities, cityPath, defineRoute, FadeIn, Island, Link, PageHero, Section, serviceLanguagesText, STAGGER_SECONDS, topLevelBreadcrumb } from 'shared';
import contactForm from '../islands/contact-form';

/** /contact: the message form (?interest= preselects one), the contact details and the nine houses. */
export default defineRoute({
  head: () => ({
    title: 'Contact',
    description: `Contact ${brand.name}: our concierge replies ${brand.replyPromise}, by phone ${brand.phoneHours} and by email, in ${serviceLanguagesText}. Enquiries about the four beauty domains welcome.`,
    keywords: ['contact Noirelle', 'luxury beauty concierge', 'beauty domain enquiry', 'Beverly Hills beauty'],
    canonicalPath: '/contact',
    jsonLd: [topLevelBreadcrumb('Contact', '/contact')],
  }),
  Page: ContactPage,
});

/** What each of the four domains is for (the domain cards). */
const domainRoles: Record<(typeof allDomains)[number], string> = {
  'noirelle.beauty': 'The flagship: the house, its services and its nine cities.',
  'noirelle.skin': 'Skin care for melanin-rich skin.',
  'noirelle.hair': 'Care and styling for textured hair.',
  'noirelle.makeup': 'Color, shade and technique for deep skin.',
};

function ContactPage() {
  const id = useId();

  return (
    <>
      <PageHero eyebrow="Contact" title="Speak with Noirelle" subtitle={`Clients, partners and buyers: we reply ${brand.replyPromise}, in ${serviceLanguagesText}.`} />

      <Section>
        <div className="grid gap-14 lg:grid-cols-[22rem_1fr] lg:gap-20">
          <aside aria-labelledby={`${id}-details`}>
            <h2 id={`${id}-details`} className="font-display text-3xl">
              Contact details
            </h2>
            <dl className="mt-8 space-y-7 text-sm">
              <ContactDetail icon={Mail} term="Email" className="space-y-1">
                <a href={`mailto:${brand.email.concierge}`} className="block underline-offset-4 hover:underline">
                  {brand.email.concierge}
                </a>
                <a href={`mailto:${brand.email.acquisitions}`} className="block underline-offset-4 hover:underline">
                  {brand.email.acquisitions}
                </a>
              </ContactDetail>
              <ContactDetail icon={Phone} term="Phone">
                <a href={`tel:${brand.phone.tel}`} className="underline-offset-4 hover:underline">
                  {brand.phone.display}
                </a>
                <span className="block text-taupe">{brand.phoneHours}</span>
              </ContactDetail>
              <ContactDetail icon={MapPin} term="Head office">
                {brand.headOffice.street}
                <span className="block">
                  {brand.headOffice.city}, {brand.headOffice.region} {brand.headOffice.postalCode}
                </span>
              </ContactDetail>
              <ContactDetail icon={Clock} term="Response">
                We respond {brand.replyPromise}.
              </ContactDetail>
            </dl>
          </aside>

          <Island load="visible" of={contactForm} props={{}} />
        </div>
      </Section>

      <Section tone="espresso" eyebrow="Visit" title="Our nine houses" intro="Every house shares one support line and one standard of care.">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {cities.map((city, index) => (
            <FadeIn as="li" key={city.slug} delay={index * STAGGER_SECONDS * 0.5}>
              <Link to={cityPath(city.slug)} className={cardClasses('dark', 'flex min-h-16 items-center justify-between px-6 py-4 font-display text-xl text-ivory transition-colors hover:border-gold hover:bg-umber')}>
                {city.label}
                <span aria-hidden="true" className="text-gold">
                  →
                </span>
              </Link>
            </FadeIn>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/local" className="text-xs font-medium tracking-[0.2em] text-gold uppercase underline-offset-8 hover:underline">
            View All Locations
          </Link>
        </div>
      </Section>

      <Section eyebrow="The Digital Assets" title="Four domains, one package" intro="Offered together to a serious buyer: not sold individually, and not at auction.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {allDomains.map((domain) => (
            <Card as="li" key={domain} className="p-7">
              <p className="font-display text-2xl">{domain}</p>
              <p className="mt-3 text-sm leading-relaxed text-taupe">{domainRoles[domain]}</p>
            </Card>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <a href={brand.portfolioUrl} target="_blank" rel="noopener noreferrer" className="text-xs font-medium tracking-[0.2em] text-espresso uppercase underline-offset-8 hover:underline">
            View the Portfolio<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </Section>
    </>
  );
}

/** One of the contact details: its icon and name, then what it is. */
function ContactDetail({ icon: Icon, term, className = '', children }: { icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>; term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="eyebrow flex items-center gap-3 text-taupe">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-gold-ink" />
        {term}
      </dt>
      <dd className={`mt-2 pl-8 ${className}`.trim()}>{children}</dd>
    </div>
  );
}
