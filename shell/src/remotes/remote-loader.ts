import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { remoteNames, type CatalogLoader, type IslandLoaders, type RemoteName } from 'shared';
import type { RemoteIslandsId, RemoteModuleId } from './remote-modules';
import { fetchRemotesConfig, toFederationRemote, type RemotesConfig } from './remotes-config';

export const remoteOf = (id: RemoteModuleId | RemoteIslandsId) => id.slice(0, id.indexOf('/')) as RemoteName;

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

/** Loads remotes' islands through the Module Federation runtime, with addresses from remotes.json. */
export class FederationRemoteLoader {
  private config: RemotesConfig | null = null;
  private readonly attempts = new Map<RemoteName, number>();
  /**
   * Remotes given up on (an island's code that did not come in time): every other island of theirs
   * fails at once, showing its fallback without waiting again, until a Retry resets the remote.
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

  /** Reads remotes.json and registers every remote. Called before any island starts. */
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

  /**
   * A remote's islands (its `./islands` module), the build they came from, and its messages in a
   * language (the module's `messages`; none from a remote that declares none).
   */
  async islandsOf(id: RemoteIslandsId): Promise<{ islands: IslandLoaders; build: string | undefined; messages?: CatalogLoader }> {
    const remote = remoteOf(id);
    if (this.givenUp.has(remote)) throw new RemoteUnavailableError(`${remote} was given up on`);
    if (!this.config) await this.init();
    if (!this.config?.[remote]) throw new RemoteUnavailableError(`remotes.json has no address for "${remote}"`);
    const exposed = await loadRemote<{ default?: IslandLoaders; build?: unknown; messages?: CatalogLoader }>(id);
    if (!exposed?.default) throw new RemoteUnavailableError(`${id} has no islands`);
    return { islands: exposed.default, build: typeof exposed.build === 'string' ? exposed.build : undefined, ...(exposed.messages ? { messages: exposed.messages } : {}) };
  }

  /** Treats `remote` as down until it is reset (givenUp). */
  giveUp(remote: RemoteName): void {
    this.givenUp.add(remote);
  }

  /** Forgets a failed remote, so the next ask goes to the network again, from where remotes.json says it is now. */
  async reset(remote: RemoteName): Promise<void> {
    this.givenUp.delete(remote);
    const attempt = (this.attempts.get(remote) ?? 0) + 1;
    this.attempts.set(remote, attempt);
    // Read remotes.json again: the remote may have been moved while it was down.
    this.config = await this.fetchConfig();
    const entry = this.config[remote];
    if (entry) registerRemotes([toFederationRemote(remote, entry, attempt)], { force: true });
  }
}
