import { Component, createContext, useContext, useEffect, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode, type RefObject } from 'react';
import { Button, whenNeeded } from 'shared';
import { remoteOf, type RemoteLoader } from './remote-loader';
import type { RemoteModuleId } from './remote-modules';

/** A remote that has not answered by then is treated as down: a hanging server must not spin forever. */
export const REMOTE_TIMEOUT_MS = 12_000;
/** The loading indicator shows only past this, so a fast load never flashes it. */
export const LOADING_INDICATOR_DELAY_MS = 300;

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type SlotState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'failed'; error: unknown };

interface RemoteSlotProps {
  id: RemoteModuleId;
  /** `page` for a route (the fallback carries the page's h1), `section` for a fragment of a page. */
  kind?: 'page' | 'section';
  /** Reserved height while loading, so the footer does not jump (no layout shift). */
  minHeight?: string;
  timeoutMs?: number;
  /**
   * `now` (the default) loads at once. `when-needed` waits until the slot shows in the viewport or the
   * visitor first interacts (a key, a pointer, a scroll): a section below the fold costs the first
   * view nothing (each home section's remote is about 50 KB of JavaScript), and the visitor's first
   * scroll or Tab starts it, well before it is reached.
   */
  load?: 'now' | 'when-needed';
}

/**
 * Where a remote's module renders inside the shell. It loads the module on first use, shows a
 * quiet loading state, gives up after a time-out, catches anything the remote throws, and offers
 * a Retry that loads it again without reloading the page. Keyed by its id at the call site, so one
 * remote's routes never render under another's path.
 */
export function RemoteSlot({ id, kind = 'page', minHeight = kind === 'page' ? '100svh' : '24rem', timeoutMs = REMOTE_TIMEOUT_MS, load = 'now' }: RemoteSlotProps) {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteSlot needs a RemoteLoaderContext provider');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>(() => {
    const cached = loader.peek(id);
    return cached ? { status: 'ready', Component: cached } : { status: 'loading' };
  });

  const placeholder = useRef<HTMLDivElement>(null);
  const [needed, setNeeded] = useState(load === 'now');
  useEffect(() => {
    if (needed || !placeholder.current) return;
    const abort = new AbortController();
    void whenNeeded(placeholder.current, abort.signal).then(() => {
      if (!abort.signal.aborted) setNeeded(true);
    });
    return () => abort.abort();
  }, [needed]);

  useEffect(() => {
    if (!needed && !loader.peek(id)) return;
    // A module may be loaded already, possibly by a hover or focus prefetch that finished after the first
    // render; it still goes through the promise below (returning early here left the slot on Loading for good).
    const cached = attempt === 0 ? loader.peek(id) : undefined;
    let cancelled = false;
    const loading = cached
      ? Promise.resolve(cached)
      : attempt > 0
        ? loader.reset(remoteOf(id)).then(() => loader.load(id))
        : loader.load(id);
    withTimeout(loading, timeoutMs, id).then(
      (Loaded) => {
        if (!cancelled) setState((current) => (current.status === 'ready' && current.Component === Loaded ? current : { status: 'ready', Component: Loaded }));
      },
      (error: unknown) => {
        console.warn(`[RemoteSlot] ${id} failed to load`, error);
        if (!cancelled) setState({ status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, id, loader, timeoutMs, needed]);

  // The router scrolls to a #fragment on navigation, which on a first visit is before the remote has
  // rendered its target (a deep link such as /terms#governing-law): once a page has rendered, go there.
  const ready = state.status === 'ready';
  useEffect(() => {
    if (kind !== 'page' || !ready || window.location.hash.length < 2) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [kind, ready]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') return <RemoteLoading minHeight={minHeight} kind={kind} placeholder={placeholder} />;
  if (state.status === 'failed') return <RemoteFallback kind={kind} minHeight={minHeight} onRetry={retry} />;
  return (
    <RemoteErrorBoundary key={attempt} id={id} fallback={<RemoteFallback kind={kind} minHeight={minHeight} onRetry={retry} />}>
      {/* The remote's stylesheet applies only inside this element (shared/build/scope-remote-css.ts). */}
      <div data-remote={remoteOf(id)} className="contents">
        <state.Component />
      </div>
    </RemoteErrorBoundary>
  );
}

function RemoteLoading({ minHeight, kind, placeholder }: { minHeight: string; kind: 'page' | 'section'; placeholder: RefObject<HTMLDivElement | null> }) {
  const [showIndicator, setShowIndicator] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowIndicator(true), LOADING_INDICATOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div
      ref={placeholder}
      role="status"
      aria-busy="true"
      style={{ minHeight }}
      className={`flex items-center justify-center ${kind === 'page' ? 'bg-espresso' : 'bg-ivory'}`}
    >
      <span className="sr-only">Loading</span>
      {showIndicator && (
        <span aria-hidden="true" className="block h-px w-24 animate-pulse bg-gold motion-reduce:animate-none" />
      )}
    </div>
  );
}

interface RemoteFallbackProps {
  kind: 'page' | 'section';
  minHeight: string;
  onRetry: () => void;
}

export function RemoteFallback({ kind, minHeight, onRetry }: RemoteFallbackProps) {
  const Heading = kind === 'page' ? 'h1' : 'h2';
  return (
    <section
      role="status"
      style={{ minHeight }}
      className="flex items-center bg-espresso text-ivory"
      data-testid="remote-fallback"
    >
      <div className="page-container py-32 text-center">
        <p className="eyebrow mb-5 text-gold">A brief pause</p>
        <Heading className="font-display text-4xl md:text-5xl">This part of the house is unavailable</Heading>
        <p className="mx-auto mt-5 max-w-md leading-relaxed text-mist">
          It could not be loaded just now. Everything else on the site is open to you, and you can try this again.
        </p>
        <Button className="mt-10" onClick={onRetry}>
          Retry
        </Button>
      </div>
    </section>
  );
}

interface BoundaryProps {
  id: RemoteModuleId;
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a remote that throws while rendering from taking the page down with it. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn(`[RemoteSlot] ${this.props.id} threw while rendering`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
