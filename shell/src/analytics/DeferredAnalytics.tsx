import { createElement, useEffect, useState, type ComponentType } from 'react';
import { later } from 'shared';
import { configuredMeasurementId } from './config';

const analytics = later(() => import('./Analytics').then((module) => module.Analytics));

/**
 * What the layout mounts: the consent banner and Google Analytics client load only when a
 * measurement id is configured, and only once the app has started (the first render, hydrating the
 * composed HTML, has none of it). A site without analytics fetches none of it.
 */
export function Analytics() {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!configuredMeasurementId) return;
    let mounted = true;
    void analytics.start().then(
      (component) => mounted && setLoaded(() => component),
      (error: unknown) => console.warn('[analytics] could not be loaded', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return Loaded ? createElement(Loaded) : null;
}
