import type { PageMeta } from '../seo/types';

export type ToastVariant = 'default' | 'success' | 'destructive';

/**
 * Every event that crosses an app boundary, with its payload. Remotes emit; the shell and other
 * remotes subscribe. Adding an event here is the only way two features talk to each other.
 */
export interface BusEvents {
  /** The shell shows it as a notification that closes by itself after about 4.5 s. */
  toast: { title: string; description?: string; variant?: ToastVariant };
  /** Forwarded by the shell to the analytics service, and nowhere else. */
  analytics: { name: string; params?: Record<string, string | number | boolean> };
  /** The page's SEO metadata; the shell writes it into the document head. */
  'page/meta': PageMeta;
  /** A buyer left their email in the interest-registration form. */
  'interest/registered': { email: string; source: string };
}

export type BusEventName = keyof BusEvents;

export interface BusEnvelope<K extends BusEventName = BusEventName> {
  type: K;
  payload: BusEvents[K];
  /** Increases with every emit, so the same payload emitted twice is still two events. */
  seq: number;
  at: number;
}
