import { ArrowUpRight } from 'lucide-react';
import { brand, copyrightLine, Link, serviceLanguagesText } from 'shared';
import { CONSENT_BANNER_ID, REVIEW_CONSENT } from '../analytics/consent';
import { configuredMeasurementId } from '../analytics/config';
import { footerColumns, legalLinks, type FooterItem } from './footer-links';

export function Footer() {
  const cookieSettings = configuredMeasurementId !== '';
  return (
    <footer className="border-t border-gold/20 bg-espresso text-ivory">
      <div className="page-container grid gap-12 py-20 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="font-display text-3xl font-medium tracking-[0.3em] text-gold uppercase">{brand.name}</p>
          <p className="mt-5 max-w-sm leading-relaxed text-mist">{brand.tagline}.</p>
          <p className="mt-6 text-sm text-mist">
            Est. {brand.established} · {brand.headOffice.label}
          </p>
          <p className="mt-2 text-sm text-mist">Client care worldwide in {serviceLanguagesText}.</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="eyebrow mb-5 text-gold">{column.heading}</h2>
            <ul className="space-y-3 text-sm">
              {column.items.map((item) => (
                <li key={item.label}>
                  <FooterEntry item={item} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-gold/15">
        <div className="page-container flex flex-col gap-4 py-8 text-xs text-mist md:flex-row md:items-center md:justify-between">
          <p>{copyrightLine()}</p>
          <ul className="flex gap-6">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-6 items-center hover:text-gold">
                  {link.label}
                </Link>
              </li>
            ))}
            {cookieSettings && (
              <li>
                {/* Consent must be as easy to withdraw as to give (GDPR art. 7(3)). */}
                {/* Answered by the boot script, with or without the app (src/boot/analytics.ts). */}
                <button type="button" commandfor={CONSENT_BANNER_ID} command={REVIEW_CONSENT} className="inline-flex min-h-6 cursor-pointer items-center hover:text-gold">
                  Cookie settings
                </button>
              </li>
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterEntry({ item }: { item: FooterItem }) {
  switch (item.kind) {
    case 'link':
      return (
        <Link to={item.to} className="text-ivory/90 transition-colors hover:text-gold">
          {item.label}
        </Link>
      );
    case 'external':
      return (
        <a href={item.href} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-ivory/90 transition-colors hover:text-gold">
          {item.label}
          <ArrowUpRight aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      );
    case 'placeholder':
      // Spec: inert placeholders, rendered as text, never as a link that goes nowhere.
      return <span className="text-mist">{item.label}</span>;
  }
}
