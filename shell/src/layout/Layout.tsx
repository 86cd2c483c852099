import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useBusEvent, useFadeFlag } from 'shared';
import { Analytics } from '../analytics';
import { PageMetaWriter } from '../head/PageMetaWriter';
import { BusToaster } from '../toasts/BusToaster';
import { Footer } from './Footer';
import { Header } from './header/Header';

export function Layout() {
  // Spec: the layout fades in after about 100 ms (theme.css: sections fade, a hero's image shows at once).
  const visible = useFadeFlag();
  const [footerHidden, setFooterHidden] = useState(false);
  useBusEvent('layout/footer', ({ hidden }) => setFooterHidden(hidden));
  useEffect(() => {
    document.documentElement.lang = 'en';
  }, []);

  return (
    <div data-layout={visible ? 'shown' : 'entering'}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:bg-gold focus:px-5 focus:py-3 focus:text-espresso"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      {!footerHidden && <Footer />}
      <BusToaster />
      <PageMetaWriter />
      <Analytics />
      <ScrollRestoration />
    </div>
  );
}
