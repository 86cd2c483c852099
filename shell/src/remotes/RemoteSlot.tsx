import { Component, createContext, createElement, Suspense, use, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode, type RefObject } from 'react';
import { LivePart, pageHoldsPart, PART_ATTRIBUTE } from 'shared';
import { firstViewBuildOf } from '../app/boot';
import { remoteHtmlPlaceholder } from '../first-view/markers';
import { RemoteFallback } from './RemoteFallback';
import { REMOTE_TIMEOUT_MS, remoteOf, withTimeout, type RemoteLoader } from './remote-loader';
import type { RemoteModuleId } from './remote-modules';

/** The loading indicator shows only past this, so a fast load never flashes it. */
export const LOADING_INDICATOR_DELAY_MS = 300;

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);


interface RemoteSlotProps {
  id: RemoteModuleId;
  /** `page` for a route (the fallback carries the page's h1), `section` for a fragment of a page. */
  kind?: 'page' | 'section';
  /** Reserved height while loading, so the footer does not jump (no layout shift). */
  minHeight?: string;
  timeoutMs?: number;
}

/**
 * Where a remote's module renders inside the shell. Its HTML may already be on the page (the
 * composed first view): React keeps it as it is, behind a Suspense boundary, until the module's
 * code is here, and then makes it live; interactions in the meantime are held and replayed
 * (shared/src/live.ts, the boot script). Otherwise it shows a quiet loading state. It gives up
 * after a time-out, catches anything the remote throws, and offers a Retry that loads it again
 * without reloading the page. Keyed by its id at the call site, so one remote's routes never render
 * under another's path.
 */
export function RemoteSlot({ id, kind = 'page', minHeight = kind === 'page' ? '100svh' : '24rem', timeoutMs = REMOTE_TIMEOUT_MS }: RemoteSlotProps) {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteSlot needs a RemoteLoaderContext provider');
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const boundary = useRef<HTMLDivElement>(null);
  // Version skew: the composed HTML came from one build of the remote, and the code loaded is
  // another (the remote was deployed in between). Hydrating would mismatch; the part is rendered
  // afresh instead, in one commit, as soon as the new code is here (no error, no loading state).
  const [holdsFirstView] = useState(() => pageHoldsPart(id));
  const skewed = useCallback(() => holdsFirstView && isSkewed(firstViewBuildOf(remoteOf(id)), loader.buildOf?.(id)), [holdsFirstView, id, loader]);
  const [fresh, setFresh] = useState(false);
  const module = useMemo<RemoteModule>(() => {
    if (attempt > 0) return { loading: loader.reset(remoteOf(id)).then(() => loader.load(id)) };
    const loaded = loader.peek(id);
    if (loaded && (fresh || !skewed())) return { loaded };
    // Even code that is here already must not meet the old HTML: the boundary waits, and the effect
    // below renders the part afresh.
    const loading = loaded ? Promise.resolve(loaded) : loader.load(id);
    // A skewed part's boundary is never handed the new code to hydrate with: it waits until the
    // slot renders it afresh (below).
    return { loading: loading.then((component) => (skewed() ? new Promise<never>(() => undefined) : component)), settled: loading };
  }, [attempt, fresh, id, loader, skewed]);

  useEffect(() => {
    if (!module.loading) return;
    const loading = module.settled ?? module.loading;
    let cancelled = false;
    void withTimeout(loading, timeoutMs, id)
      .then(() => {
        if (!cancelled && skewed()) setFresh(true);
      })
      .catch((error: unknown) => {
        console.warn(`[RemoteSlot] ${id} failed to load`, error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, id, module, skewed, timeoutMs]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  const fallback = useMemo(
    () => (
      <>
        <RemoteFallback kind={kind} minHeight={minHeight} retry={{ onRetry: retry }} />
        {/* The fallback is the shell's own, live at once: its Retry must never be held. */}
        <LivePart part={boundary} />
      </>
    ),
    [kind, minHeight, retry],
  );
  // Memoised: the slot's own re-renders must not reach a boundary that still holds the composed
  // HTML, or React would drop that HTML and show the loading state.
  const content = useMemo(
    () => (
      <RemoteErrorBoundary key={`${attempt}:${fresh}`} id={id} fallback={fallback}>
        <Suspense fallback={<RemoteLoading minHeight={minHeight} kind={kind} />}>
          <RemoteContent id={id} module={module} boundary={boundary} />
        </Suspense>
      </RemoteErrorBoundary>
    ),
    [attempt, fallback, fresh, id, kind, minHeight, module],
  );

  return (
    <div ref={boundary} {...{ [PART_ATTRIBUTE]: id }}>
      {failed ? fallback : content}
    </div>
  );
}

/**
 * A remote's module: there when the slot first rendered, or on its way. `settled` is
 * the load itself where `loading`, what the boundary waits on, may be held back (version skew).
 */
type RemoteModule = { loaded: ComponentType; loading?: undefined; settled?: undefined } | { loaded?: undefined; loading: Promise<ComponentType>; settled?: Promise<ComponentType> };

/** The first view's HTML came from `recorded`, the code loaded is `current`: both known and different. */
const isSkewed = (recorded: string | undefined, current: string | undefined): boolean => recorded !== undefined && current !== undefined && recorded !== current;

interface RemoteContentProps {
  id: RemoteModuleId;
  module: RemoteModule;
  boundary: RefObject<HTMLDivElement | null>;
}

function RemoteContent({ id, module, boundary }: RemoteContentProps) {
  const remote = remoteOf(id);
  // For the composed HTML: the remote's own HTML goes here (see remoteHtmlPlaceholder).
  if (useContext(RemoteLoaderContext)?.composing) return <div data-remote={remote} className="contents" dangerouslySetInnerHTML={{ __html: remoteHtmlPlaceholder(id) }} />;
  // Decided once per module, never per render: a render that suspended must call `use` again when retried.
  const Loaded = module.loaded ?? use(module.loading);
  return (
    // The remote's stylesheet applies only inside this element (shared/tooling/scope-remote-css.ts).
    <div data-remote={remote} className="contents">
      {/* A module's export, the same one every render (the loader caches it), not a component made here. */}
      {createElement(Loaded)}
      {/* Once the part has committed, hydrated or rendered: it is live, and its content is on the page. */}
      <LivePart part={boundary} />
    </div>
  );
}

function RemoteLoading({ minHeight, kind }: { minHeight: string; kind: 'page' | 'section' }) {
  const [showIndicator, setShowIndicator] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowIndicator(true), LOADING_INDICATOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-busy="true" style={{ minHeight }} className={`flex items-center justify-center ${kind === 'page' ? 'bg-espresso' : 'bg-ivory'}`}>
      <span className="sr-only">Loading</span>
      {showIndicator && <span aria-hidden="true" className="block h-px w-24 animate-pulse bg-gold motion-reduce:animate-none" />}
    </div>
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
