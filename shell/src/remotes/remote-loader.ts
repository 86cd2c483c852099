import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { exposedPartOf, remoteNames, type FragmentTable, type IslandLoaders, type RemoteName } from 'shared';
import type { RemoteIslandsId, RemoteModuleId } from './remote-modules';
import { fetchRemotesConfig, toFederationRemote, type RemotesConfig } from './remotes-config';

export const remoteOf = (id: RemoteModuleId | RemoteIslandsId) => id.slice(0, id.indexOf('/')) as RemoteName;

/** What a slot needs from the outside world; tests give it a loader of their own. */
export interface RemoteLoader {
  /** A module's default export, if it was already loaded (no loading state on a second visit). */
  peek(id: RemoteModuleId): ComponentType | undefined;
  load(id: RemoteModuleId): Promise<ComponentType>;
  /** The build a loaded module came from (its `build` export), when it says. */
  buildOf?(id: RemoteModuleId): string | undefined;
  /** Forgets a failed remote so the next load goes to the network again. */
  reset(remote: RemoteName): Promise<void>;
  /**
   * Set on the loader the composed HTML is rendered with (in Node, at build time): a slot then
   * writes the place of its remote's HTML, which the composition fills, instead of loading it.
   */
  readonly composing?: true;
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/** A remote that has not answered by then is treated as down: a hanging server must not spin forever. */
export const REMOTE_TIMEOUT_MS = 12_000;

export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
}

/** `promise`, or a RemoteTimeoutError once `ms` have passed without it settling. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
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

/** Loads remotes through the Module Federation runtime, with addresses from remotes.json. */
export class FederationRemoteLoader implements RemoteLoader {
  private config: RemotesConfig | null = null;
  private readonly modules = new Map<string, ComponentType>();
  private readonly builds = new Map<string, string>();
  /** Loads under way: a prefetch and the page's own slot share one, never racing two first loads of a remote. */
  private readonly inFlight = new Map<RemoteModuleId, Promise<ComponentType>>();
  private readonly attempts = new Map<RemoteName, number>();
  /**
   * Remotes given up on (an island's code that did not come in time): every load of theirs fails
   * at once, so the whole app's slot shows its fallback and Retry without waiting again, until a
   * Retry resets the remote.
   */
  private readonly givenUp = new Set<RemoteName>();

  /**
   * `pageConfig` is the remotes.json the page came with, if any (remotesConfigOfPage): the first
   * registration uses it, and every later read (a Retry) fetches the file afresh.
   */
  constructor(
    private readonly fetchConfig: () => Promise<RemotesConfig> = fetchRemotesConfig,
    private pageConfig: RemotesConfig | null = null,
  ) {}

  /** Reads remotes.json and registers every remote. Called before the first render. */
  async init(): Promise<void> {
    this.config = this.pageConfig ?? (await this.fetchConfig());
    this.pageConfig = null;
    registerRemotes(
      remoteNames.flatMap((name) => {
        const entry = this.config?.[name];
        return entry ? [toFederationRemote(name, entry)] : [];
      }),
      { force: true },
    );
  }

  peek(id: RemoteModuleId): ComponentType | undefined {
    return this.modules.get(id);
  }

  load(id: RemoteModuleId): Promise<ComponentType> {
    if (this.givenUp.has(remoteOf(id))) return Promise.reject(new RemoteUnavailableError(`${remoteOf(id)} was given up on`));
    const cached = this.modules.get(id);
    if (cached) return Promise.resolve(cached);
    let loading = this.inFlight.get(id);
    if (!loading) {
      loading = this.loadOnce(id).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, loading);
    }
    return loading;
  }

  /**
   * A remote's pages are its `./routes` module's default export; a fragment is one entry of its
   * `./fragments` module (`catalogue/HomeSections` is `HomeSections` there), which every fragment of
   * the remote shares: the runtime loads it once. The build is that module's.
   */
  private async loadOnce(id: RemoteModuleId): Promise<ComponentType> {
    const { remote, module, name } = exposedPartOf(id);
    await this.registered(remote);
    if (module === 'fragments') return this.loadFragment(id, remote, name);
    const exposed = await loadRemote<{ default?: ComponentType; build?: unknown }>(id);
    if (!exposed?.default) throw new RemoteUnavailableError(`${id} has no default export`);
    return this.keep(id, exposed.default, exposed.build);
  }

  private async loadFragment(id: RemoteModuleId, remote: RemoteName, name: string): Promise<ComponentType> {
    let exposed: { default?: FragmentTable; build?: unknown } | null;
    try {
      exposed = await loadRemote<{ default?: FragmentTable; build?: unknown }>(`${remote}/fragments`);
    } catch (error) {
      // A remote still deployed from before it exposed `./fragments` exposes each fragment on its own,
      // under its name (`./HomeSections`): the shell goes out first and takes either, so no deploy
      // order breaks the home page. Not needed once every remote has deployed `./fragments`.
      const own = await loadRemote<{ default?: ComponentType; build?: unknown }>(id).catch(() => undefined);
      if (own?.default) return this.keep(id, own.default, own.build);
      throw error;
    }
    const component = exposed?.default?.[name];
    if (!component) throw new RemoteUnavailableError(`${remote}/fragments has no fragment ${name}`);
    return this.keep(id, component, exposed?.build);
  }

  /** Caches a loaded part and the build it came from (its module's `build` export). */
  private keep(id: RemoteModuleId, component: ComponentType, build: unknown): ComponentType {
    if (typeof build === 'string') this.builds.set(id, build);
    this.modules.set(id, component);
    return component;
  }

  /** Registers the remotes first if need be; fails for a remote remotes.json has no address for. */
  private async registered(remote: RemoteName): Promise<void> {
    if (!this.config) await this.init();
    if (!this.config?.[remote]) throw new RemoteUnavailableError(`remotes.json has no address for "${remote}"`);
  }

  buildOf(id: RemoteModuleId): string | undefined {
    return this.builds.get(id);
  }

  /** A remote's islands (its `./islands` module), and the build they came from. */
  async islandsOf(id: RemoteIslandsId): Promise<{ islands: IslandLoaders; build: string | undefined }> {
    if (this.givenUp.has(remoteOf(id))) throw new RemoteUnavailableError(`${remoteOf(id)} was given up on`);
    await this.registered(remoteOf(id));
    const exposed = await loadRemote<{ default?: IslandLoaders; build?: unknown }>(id);
    if (!exposed?.default) throw new RemoteUnavailableError(`${id} has no islands`);
    return { islands: exposed.default, build: typeof exposed.build === 'string' ? exposed.build : undefined };
  }

  /** Treats `remote` as down until it is reset (givenUp). */
  giveUp(remote: RemoteName): void {
    this.givenUp.add(remote);
  }

  async reset(remote: RemoteName): Promise<void> {
    this.givenUp.delete(remote);
    const attempt = (this.attempts.get(remote) ?? 0) + 1;
    for (const id of this.modules.keys()) if (id.startsWith(`${remote}/`)) this.modules.delete(id);
    for (const id of this.inFlight.keys()) if (id.startsWith(`${remote}/`)) this.inFlight.delete(id);
    this.attempts.set(remote, attempt);
    // Read remotes.json again: the remote may have been moved while it was down.
    this.config = await this.fetchConfig();
    const entry = this.config[remote];
    if (entry) registerRemotes([toFederationRemote(remote, entry, attempt)], { force: true });
  }
}
