import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Module Federation runtime is replaced: this tests the loader's own bookkeeping, not federation.
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/runtime', () => runtime);

const { FederationRemoteLoader } = await import('./remote-loader');

const islands = { 'advisor/contact-form': async () => ({ name: 'advisor/contact-form', Component: () => null }) };
const config = async () => ({ catalogue: 'http://localhost:5174/remoteEntry.js' });

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
});

describe('FederationRemoteLoader', () => {
  it('loads a remote’s islands with the build they came from', async () => {
    runtime.loadRemote.mockResolvedValue({ default: islands, build: 'catalogue-3' });
    const loader = new FederationRemoteLoader(config);
    await loader.init();
    expect(await loader.islandsOf('catalogue/islands')).toEqual({ islands, build: 'catalogue-3' });
    expect(runtime.loadRemote).toHaveBeenCalledExactlyOnceWith('catalogue/islands');
  });

  it('fails for a remote remotes.json has no address for, saying so', async () => {
    const loader = new FederationRemoteLoader(config);
    await loader.init();
    await expect(loader.islandsOf('press/islands')).rejects.toThrow('remotes.json has no address for "press"');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('fails every ask of a remote given up on at once, without the network, until a Retry resets it', async () => {
    runtime.loadRemote.mockResolvedValue({ default: islands });
    const loader = new FederationRemoteLoader(config);
    await loader.init();
    loader.giveUp('catalogue');
    await expect(loader.islandsOf('catalogue/islands')).rejects.toThrow('catalogue was given up on');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    await loader.reset('catalogue');
    expect((await loader.islandsOf('catalogue/islands')).islands).toBe(islands);
  });

  it('registers the remotes the page came with, without fetching remotes.json, and reads the file afresh on a Retry', async () => {
    const fetchConfig = vi.fn(async () => ({ catalogue: 'http://moved:5174/remoteEntry.js' }));
    const loader = new FederationRemoteLoader(fetchConfig, { catalogue: 'http://localhost:5174/remoteEntry.js' });
    await loader.init();
    expect(fetchConfig).not.toHaveBeenCalled();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalogue', entry: 'http://localhost:5174/remoteEntry.js', type: 'module' }], { force: true });
    await loader.reset('catalogue');
    expect(fetchConfig).toHaveBeenCalledOnce();
    // A new attempt's address, so neither the runtime's nor the browser's record of the failed load is reused.
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalogue', entry: 'http://moved:5174/remoteEntry.js?attempt=1', type: 'module' }], { force: true });
  });
});
