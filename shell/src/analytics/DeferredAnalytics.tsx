import { useEffect, useState } from 'react';
import type { Analytics as AnalyticsComponent } from './Analytics';
import { configuredMeasurementId } from './config';

/**
 * What the layout mounts: the consent banner and Google Analytics client load only when a
 * measurement id is configured, and only once the app has started (the banner waits for the first
 * paint in any case). A site without analytics fetches none of it.
 */
export function Analytics() {
  const [Loaded, setLoaded] = useState<typeof AnalyticsComponent | null>(null);
  useEffect(() => {
    if (!configuredMeasurementId) return;
    let live = true;
    void import('./Analytics').then((module) => {
      if (live) setLoaded(() => module.Analytics);
    });
    return () => {
      live = false;
    };
  }, []);
  return Loaded ? <Loaded /> : null;
}
