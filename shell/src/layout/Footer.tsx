import { ArrowUpRight } from 'lucide-react';
import { brand, brandText, defineMessages, Link, serviceLanguagesIn, useIntl, type IntlShape, type Locale } from 'shared';
import { CONSENT_BANNER_ID, REVIEW_CONSENT } from '../analytics/consent';
import { configuredMeasurementId } from '../analytics/config';
import { footerColumns, legalLinks, type FooterItem } from './footer-links';
import { LanguageSwitcher } from './LanguageSwitcher';

const messages = defineMessages({
  established: { id: 'shell.footer.established', defaultMessage: 'Est. {year} · {place}' },
  languages: { id: 'shell.footer.languages', defaultMessage: 'Client care worldwide in {languages}.' },
  copyright: { id: 'shell.footer.copyright', defaultMessage: '© {year} {legalName}. All rights reserved.' },
  cookies: { id: 'shell.footer.cookie-settings', defaultMessage: 'Cookie settings' },
  newTab: { id: 'shell.footer.new-tab', defaultMessage: '(opens in a new tab)' },
});

export function Footer() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const cookieSettings = configuredMeasurementId !== '';
  return (
    <footer className="border-t border-gold/20 bg-espresso text-ivory">
      <div className="page-container grid gap-12 py-20 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="font-display text-3xl font-medium tracking-[0.3em] text-gold uppercase">{brand.name}</p>
          <p className="mt-5 max-w-sm leading-relaxed text-mist">{brandText(locale).tagline}.</p>
          <p className="mt-6 text-sm text-mist">{intl.formatMessage(messages.established, { year: brand.established, place: brand.headOffice.label })}</p>
          <p className="mt-2 text-sm text-mist">{intl.formatMessage(messages.languages, { languages: serviceLanguagesIn(locale) })}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading.id} aria-label={intl.formatMessage(column.heading)}>
            <h2 className="eyebrow mb-5 text-gold">{intl.formatMessage(column.heading)}</h2>
            <ul className="space-y-3 text-sm">
              {column.items.map((item) => (
                <li key={item.kind === 'external' ? item.href : item.label.id}>
                  <FooterEntry item={item} intl={intl} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-gold/15">
        <div className="page-container flex flex-col gap-4 py-8 text-xs text-mist md:flex-row md:items-center md:justify-between">
          <p>{intl.formatMessage(messages.copyright, { year: new Date().getFullYear(), legalName: brand.legalName })}</p>
          <LanguageSwitcher />
          <ul className="flex gap-6">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-6 items-center hover:text-gold">
                  {intl.formatMessage(link.label)}
                </Link>
              </li>
            ))}
            {cookieSettings && (
              <li>
                {/* Consent must be as easy to withdraw as to give (GDPR art. 7(3)). */}
                {/* Answered by the boot script, with or without the app (src/boot/analytics.ts). */}
                <button type="button" commandfor={CONSENT_BANNER_ID} command={REVIEW_CONSENT} className="inline-flex min-h-6 cursor-pointer items-center hover:text-gold">
                  {intl.formatMessage(messages.cookies)}
                </button>
              </li>
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterEntry({ item, intl }: { item: FooterItem; intl: IntlShape }) {
  switch (item.kind) {
    case 'link':
      return (
        <Link to={item.to} className="text-ivory/90 transition-colors hover:text-gold">
          {intl.formatMessage(item.label)}
        </Link>
      );
    case 'external':
      return (
        <a href={item.href} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-ivory/90 transition-colors hover:text-gold">
          <span translate="no">{item.name}</span>
          <ArrowUpRight aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{intl.formatMessage(messages.newTab)}</span>
        </a>
      );
    case 'placeholder':
      // Spec: inert placeholders, rendered as text, never as a link that goes nowhere.
      return <span className="text-mist">{intl.formatMessage(item.label)}</span>;
  }
}
