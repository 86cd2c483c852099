import { useEffect, useMemo, useState } from 'react';
import { ConsentBanner } from './ConsentBanner';
import { configuredMeasurementId, configuredTagUrl } from './config';
import { closeConsentSettings, readStoredConsent, useConsentSettingsOpen, writeStoredConsent, type ConsentChoice } from './consent-store';
import { createGtagClient, type GtagWindow } from './gtag';
import { useAnalytics } from './use-analytics';

/**
 * The banner waits a moment after the page's first paint, so it is never the page's largest
 * contentful paint and never competes with the hero for the first frame.
 */
export const BANNER_DELAY_MS = 200;

interface AnalyticsProps {
  /** GA4 measurement id; empty turns analytics off entirely. */
  measurementId?: string;
  bannerDelayMs?: number;
  titleFallbackMs?: number;
}

/** Mounted once by the layout: the consent banner and the route-change tracking. */
export function Analytics({ measurementId = configuredMeasurementId, ...timing }: AnalyticsProps) {
  if (!measurementId) return null;
  return <ConfiguredAnalytics measurementId={measurementId} {...timing} />;
}

function ConfiguredAnalytics({ measurementId, bannerDelayMs = BANNER_DELAY_MS, titleFallbackMs }: AnalyticsProps & { measurementId: string }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readStoredConsent());
  const settingsOpen = useConsentSettingsOpen();
  const [bannerReady, setBannerReady] = useState(false);
  const client = useMemo(() => createGtagClient(measurementId, window as unknown as GtagWindow, document, configuredTagUrl), [measurementId]);

  useAnalytics({ client, granted: choice === 'granted', titleFallbackMs });

  useEffect(() => {
    const timer = window.setTimeout(() => setBannerReady(true), bannerDelayMs);
    return () => window.clearTimeout(timer);
  }, [bannerDelayMs]);

  // A request to review that outlives the shell (a test, a remount) must not reopen the next one.
  useEffect(() => closeConsentSettings, []);

  const choose = (next: ConsentChoice) => {
    writeStoredConsent(next);
    setChoice(next);
    closeConsentSettings();
  };

  if (!bannerReady || (choice !== null && !settingsOpen)) return null;
  return <ConsentBanner onChoose={choose} current={settingsOpen ? choice : null} takeFocus={settingsOpen} />;
}
