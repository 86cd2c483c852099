import { ButtonLink, cardClasses, cities, cityPath, defineRoute, DiamondList, FadeIn, Island, Link, NumberedPoint, PageHero, ResponsiveImage, Section, serviceLanguagesText, STAGGER_SECONDS, topLevelBreadcrumb } from 'shared';
import { art } from '../art/generated/manifest';
import { serviceOfferings, whyChoose, type OfferingCategory, type ServiceOffering } from '../data/offerings';
import serviceFilter, { serviceFilters, type ServiceFilterProps } from '../islands/service-filter';
import { formatPrice } from '../lib/format';

const categoryLabels: Record<OfferingCategory, string> = {
  consultation: 'Consultation',
  treatment: 'Treatment',
  experience: 'Experience',
};

const languages = serviceLanguagesText;

/** How many services each chip shows, for the count the filter announces. */
const serviceCounts = Object.fromEntries(
  serviceFilters.map(({ value }) => [value, value === 'all' ? serviceOfferings.length : serviceOfferings.filter((offering) => offering.category === value).length]),
) as ServiceFilterProps['counts'];

/** /services: the menu of consultations, treatments and experiences, filtered by kind. */
export default defineRoute({
  head: () => ({
    title: 'Services',
    description: `Luxury beauty consultations, treatments and experiences for melanin-rich skin and textured hair, in nine cities, with worldwide customer service in ${serviceLanguagesText}.`,
    keywords: ['luxury beauty services', 'skincare for Black skin', 'makeup artist for dark skin', 'textured hair specialist', 'beauty consultation', 'melanin-rich skin'],
    canonicalPath: '/services',
    jsonLd: [topLevelBreadcrumb('Services', '/services')],
  }),
  Page: ServicesPage,
});

function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Services for melanin-rich beauty"
        subtitle="Consultations, treatments and experiences, performed by specialists in deep skin and textured hair."
        media={<ResponsiveImage image={art['texture-silk']} alt="" priority className="absolute inset-0 h-full w-full object-cover" />}
      >
        <ButtonLink to="/booking">Book an Appointment</ButtonLink>
      </PageHero>

      <Section
        eyebrow="The Menu"
        title="Our services"
        intro="Every appointment takes place in a private suite, with a specialist trained in-house on melanin-rich skin and textured hair."
      >
        {/* The chips filter the cards by the stylesheet alone (./islands/service-filter.tsx). */}
        <div data-service-menu>
          <Island load="visible" of={serviceFilter} props={{ counts: serviceCounts }} />
          <ul className="grid gap-10 md:grid-cols-2 md:gap-12">
            {serviceOfferings.map((offering, index) => (
              <li key={offering.id} data-service-category={offering.category}>
                <FadeIn delay={index * STAGGER_SECONDS} className="h-full">
                  <ServiceCard offering={offering} />
                </FadeIn>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section
        tone="espresso"
        eyebrow="Why Noirelle"
        title="Why choose Noirelle"
        intro={`Care designed around melanin-rich skin and textured hair, and a concierge that serves clients worldwide in ${languages}.`}
      >
        <ul className="grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
          {whyChoose.map((reason, index) => (
            <FadeIn as="li" key={reason.title} delay={index * STAGGER_SECONDS} className="border-t border-gold/40 pt-8">
              <NumberedPoint index={index} title={reason.title}>
                {reason.text}
              </NumberedPoint>
            </FadeIn>
          ))}
        </ul>
      </Section>

      <Section
        eyebrow="Our Locations"
        title="Nine houses, one standard"
        intro={`Visit us in nine cities, or speak with our concierge from anywhere: customer service is worldwide, in ${languages}.`}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cities.map((city, index) => (
            <FadeIn as="li" key={city.slug} delay={index * STAGGER_SECONDS}>
              <Link
                to={cityPath(city.slug)}
                className={cardClasses('light', 'group flex min-h-24 items-center justify-between gap-4 px-7 py-6 text-espresso transition-colors duration-300 hover:border-espresso hover:bg-espresso hover:text-ivory')}
              >
                <span className="font-display text-2xl">{city.label}</span>
                <span aria-hidden="true" className="text-gold-ink transition-transform duration-300 group-hover:translate-x-1 group-hover:text-gold">
                  →
                </span>
              </Link>
            </FadeIn>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <ButtonLink to="/local" variant="outline-dark">
            View All Locations
          </ButtonLink>
        </div>
      </Section>

      <Section
        tone="umber"
        eyebrow="Reserve"
        title="Your appointment awaits"
        intro="Choose a service and a city, and our concierge will arrange every detail of your visit."
      >
        <FadeIn className="flex justify-center">
          <ButtonLink to="/booking">Reserve Your Appointment</ButtonLink>
        </FadeIn>
      </Section>
    </>
  );
}

function ServiceCard({ offering }: { offering: ServiceOffering }) {
  return (
    <article className="flex h-full flex-col bg-ivory-deep">
      <ResponsiveImage
        image={art[offering.image]}
        alt=""
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-8 md:p-10">
        <p className="eyebrow text-gold-ink">{categoryLabels[offering.category]}</p>
        <h3 className="mt-3 font-display text-3xl leading-tight md:text-4xl">{offering.name}</h3>
        <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div className="flex gap-2">
            <dt className="text-taupe">Duration</dt>
            <dd className="font-medium">{offering.duration}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-taupe">Price</dt>
            <dd className="font-medium">{formatPrice(offering.price)}</dd>
          </div>
        </dl>
        <p className="mt-5 leading-relaxed text-taupe">{offering.description}</p>
        <DiamondList items={offering.features} className="mt-6 flex-1 border-t border-espresso/10 pt-6 text-sm leading-relaxed" />
        <div className="mt-8">
          <ButtonLink to="/booking" variant="outline-dark">
            Book <span className="sr-only">{offering.name}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
