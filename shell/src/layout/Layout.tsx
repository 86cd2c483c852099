import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'shared';
import { ConsentBanner } from '../analytics/ConsentBanner';
import { configuredMeasurementId } from '../analytics/config';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { LanguageOffers } from './LanguageOffer';

/**
 * What every page sits in: skip link, header, main, footer (which a route may hide: its module's
 * `hidesFooter`). Rendered by the server around each page (src/first-view/frame.tsx).
 */
const messages = defineMessages({
  skip: { id: 'shell.layout.skip', defaultMessage: 'Skip to content' },
});

export function LayoutFrame({ footerHidden = false, children }: { footerHidden?: boolean; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:bg-gold focus:px-5 focus:py-3 focus:text-espresso"
      >
        {intl.formatMessage(messages.skip)}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {!footerHidden && <Footer />}
      {configuredMeasurementId && <ConsentBanner />}
      <LanguageOffers />
    </div>
  );
}
