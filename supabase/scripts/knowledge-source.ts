import { brand, cityPath } from '../../shared/src';
import { catalogueItems } from '../../mfe-catalogue/src/data/items';
import { serviceOfferings } from '../../mfe-catalogue/src/data/offerings';
import { addOns, experiences } from '../../mfe-booking/src/data/experiences';
import { immersionFacts, immersionHero } from '../../mfe-booking/src/data/immersion';
import { locations } from '../../mfe-locations/src/data/locations';
import { beautyFaqs, chatFaqs } from '../../mfe-advisor/src/data/faqs';
import type { Knowledge } from '../functions/_shared/advisor/knowledge';

const dollars = (price: string) => Number(price.replace(/[^0-9.]/g, ''));

/** The advisor's knowledge, read from the data modules the pages themselves render. */
export function buildKnowledge(): Knowledge {
  return {
    brand: {
      name: brand.name,
      advisorName: brand.advisorName,
      phone: brand.phone.display,
      phoneHours: brand.phoneHours,
      replyPromise: brand.replyPromise,
      languages: [...brand.serviceLanguages],
      emails: { concierge: brand.email.concierge, acquisitions: brand.email.acquisitions, from: brand.email.from, copies: [...brand.email.copies] },
      domains: Object.values(brand.domains),
      portfolioUrl: brand.portfolioUrl,
      headOffice: `${brand.headOffice.street}, ${brand.headOffice.city}, ${brand.headOffice.region} ${brand.headOffice.postalCode}`,
    },
    products: catalogueItems.map((item) => ({
      id: item.id,
      name: item.name,
      type: item.type,
      category: item.category,
      price: dollars(item.price),
      description: item.description,
      features: [...item.features],
      ...(item.duration ? { duration: item.duration } : {}),
      path: `/product/${item.id}`,
    })),
    services: serviceOfferings.map((offering) => ({ id: offering.id, name: offering.name, price: dollars(offering.price), duration: offering.duration, description: offering.description, path: '/services' })),
    experiences: experiences.map((experience) => ({ id: experience.id, name: experience.name, price: dollars(experience.price), duration: experience.duration, description: experience.description, path: '/booking' })),
    addOns: addOns.map((addOn) => ({ id: addOn.id, name: addOn.name, price: addOn.price })),
    immersion: { name: immersionHero.title, facts: immersionFacts.map((fact) => fact.value), path: '/beauty' },
    locations: locations.map((location) => ({
      slug: location.slug,
      city: location.address.city,
      name: location.name,
      country: location.country,
      address: location.address.formatted,
      timezone: location.timezone,
      hours: { ...location.hours },
      path: cityPath(location.slug),
    })),
    // The questions /chat answers on the page, so the advisor gives the same answer when asked them.
    faqs: [...chatFaqs, ...beautyFaqs].map((faq) => ({ question: faq.question, answer: faq.answer })),
  };
}
