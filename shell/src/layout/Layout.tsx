import { useEffect, useState, type ReactNode } from 'react';
import { announceLive, Outlet, useBusEvent, useFadeFlag } from 'shared';
import { AnalyticsBridge, ConsentBanner } from '../analytics';
import { configuredMeasurementId } from '../analytics/config';
import { startedFromFirstView } from '../app/boot';
import { ScrollManager } from '../app/ScrollManager';
import { PageMetaWriter } from '../head/PageMetaWriter';
import { Footer } from './Footer';
import { Header } from './header/Header';

/**
 * What every page sits in: skip link, header, main, footer. Also rendered in Node at build time
 * around a page's first view (src/first-view/frame.tsx), so the composed HTML is this same markup.
 */
export function LayoutFrame({ shown, footerHidden = false, children }: { shown: boolean; footerHidden?: boolean; children: ReactNode }) {
  return (
    <div data-layout={shown ? 'shown' : 'entering'}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:bg-gold focus:px-5 focus:py-3 focus:text-espresso"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {!footerHidden && <Footer />}
      {configuredMeasurementId && <ConsentBanner />}
    </div>
  );
}

export function Layout() {
  // Spec: the layout fades in after about 100 ms (theme.css: sections fade, a hero's image shows at
  // once). Not when the page was already on screen from the composed HTML: fading out what the
  // visitor is reading, to fade it in again, is the flash the first view exists to avoid.
  const fadeFlag = useFadeFlag();
  const visible = startedFromFirstView || fadeFlag;
  const [footerHidden, setFooterHidden] = useState(false);
  useBusEvent('layout/footer', ({ hidden }) => setFooterHidden(hidden));
  useEffect(() => {
    document.documentElement.lang = 'en';
    // The app owns the page from here: interactions held before now (src/boot/event-replay.ts) are
    // replayed, except inside parts whose code comes later, which say so themselves.
    document.documentElement.dataset.app = 'ready';
    const root = document.getElementById('root');
    if (root) announceLive(root);
  }, []);

  return (
    <>
      <LayoutFrame shown={visible} footerHidden={footerHidden}>
        <Outlet />
      </LayoutFrame>
      <PageMetaWriter />
      {configuredMeasurementId && <AnalyticsBridge />}
      <ScrollManager />
    </>
  );
}
