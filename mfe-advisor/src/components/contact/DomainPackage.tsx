import { allDomains, brand, Card, Section } from 'shared';

/** What each of the four domains is for (the domain cards). */
const domainRoles: Record<(typeof allDomains)[number], string> = {
  'noirelle.beauty': 'The flagship: the house, its services and its nine cities.',
  'noirelle.skin': 'Skin care for melanin-rich skin.',
  'noirelle.hair': 'Care and styling for textured hair.',
  'noirelle.makeup': 'Color, shade and technique for deep skin.',
};

/** /contact's four domains, offered as one package: a card for each, then the portfolio. */
export function DomainPackage() {
  return (
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
  );
}
