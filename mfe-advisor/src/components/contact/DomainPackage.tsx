import { allDomains, brand, Card, defineMessages, nameMark, Section, useIntl, type MessageDescriptor } from 'shared';

const messages = defineMessages({
  eyebrow: { id: 'advisor.package.eyebrow', defaultMessage: 'The Digital Assets' },
  title: { id: 'advisor.package.title', defaultMessage: 'Four domains, one package' },
  intro: { id: 'advisor.package.intro', defaultMessage: 'Offered together to a serious buyer: not sold individually, and not at auction.' },
  portfolio: { id: 'advisor.package.portfolio', defaultMessage: 'View the Portfolio' },
  newTab: { id: 'advisor.package.new-tab', defaultMessage: '(opens in a new tab)' },
  flagship: { id: 'advisor.package.role.flagship', defaultMessage: 'The flagship: the house, its services and its nine cities.' },
  skin: { id: 'advisor.package.role.skin', defaultMessage: 'Skin care for melanin-rich skin.' },
  hair: { id: 'advisor.package.role.hair', defaultMessage: 'Care and styling for textured hair.' },
  makeup: { id: 'advisor.package.role.makeup', defaultMessage: 'Color, shade and technique for deep skin.' },
});

/** What each of the four domains is for (the domain cards). */
const domainRoles: Record<(typeof allDomains)[number], MessageDescriptor> = {
  'noirelle.beauty': messages.flagship,
  'noirelle.skin': messages.skin,
  'noirelle.hair': messages.hair,
  'noirelle.makeup': messages.makeup,
};

/** /contact's four domains, offered as one package: a card for each, then the portfolio. */
export function DomainPackage() {
  const intl = useIntl();
  return (
    <Section eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title)} intro={intl.formatMessage(messages.intro)}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {allDomains.map((domain) => (
          <Card as="li" key={domain} className="p-7">
            <p translate={nameMark(intl.locale)} className="font-display text-2xl">
              {domain}
            </p>
            <p className="mt-3 text-sm leading-relaxed text-taupe">{intl.formatMessage(domainRoles[domain])}</p>
          </Card>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <a href={brand.portfolioUrl} target="_blank" rel="noopener noreferrer" className="text-xs font-medium tracking-[0.2em] text-espresso uppercase underline-offset-8 hover:underline">
          {intl.formatMessage(messages.portfolio)}
          <span className="sr-only">{` ${intl.formatMessage(messages.newTab)}`}</span>
        </a>
      </div>
    </Section>
  );
}
