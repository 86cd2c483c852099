import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Module Federation runtime is replaced: this tests the loader's own bookkeeping, not federation.
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/runtime', () => runtime);

const { FederationRemoteLoader } = await import('./remote-loader');

const Page = () => null;
const config = async () => ({ catalogue: 'http://localhost:5174/remoteEntry.js' });
const HomeSections = () => null;
const Other = () => null;

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
});

describe('FederationRemoteLoader', () => {
  it('shares one load between a prefetch and the page asking at the same time', async () => {
    let finish: (value: unknown) => void = () => {};
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const loader = new FederationRemoteLoader(config);
    await loader.init();
    const prefetch = loader.load('catalogue/routes');
    const page = loader.load('catalogue/routes');
    finish({ default: Page });
    expect(await prefetch).toBe(Page);
    expect(await page).toBe(Page);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(loader.peek('catalogue/routes')).toBe(Page);
  });

  it('lets a failed load be tried again', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: Page });
    const loader = new FederationRemoteLoader(config);
    await loader.init();
    await expect(loader.load('catalogue/routes')).rejects.toThrow('down');
    await loader.reset('catalogue');
    expect(await loader.load('catalogue/routes')).toBe(Page);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('fails every load of a remote given up on at once, without the network, until a Retry resets it', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Page });
    const loader = new FederationRemoteLoader(config);
    await loader.init();
    loader.giveUp('catalogue');
    await expect(loader.load('catalogue/routes')).rejects.toThrow('catalogue was given up on');
    await expect(loader.islandsOf('catalogue/islands')).rejects.toThrow('catalogue was given up on');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    await loader.reset('catalogue');
    expect(await loader.load('catalogue/routes')).toBe(Page);
  });

  it('registers the remotes the page came with, without fetching remotes.json, and reads the file afresh on a Retry', async () => {
    const fetchConfig = vi.fn(async () => ({ catalogue: 'http://moved:5174/remoteEntry.js' }));
    const loader = new FederationRemoteLoader(fetchConfig, { catalogue: 'http://localhost:5174/remoteEntry.js' });
    await loader.init();
    expect(fetchConfig).not.toHaveBeenCalled();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalogue', entry: 'http://localhost:5174/remoteEntry.js', type: 'module' }], { force: true });
    await loader.reset('catalogue');
    expect(fetchConfig).toHaveBeenCalledOnce();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalogue', entry: 'http://moved:5174/remoteEntry.js?attempt=1', type: 'module' }], { force: true });
  });
  it('loads a fragment by its name from its remote’s fragments module, with that module’s build', async () => {
    runtime.loadRemote.mockImplementation(async (id: string) =>
      id === 'catalogue/fragments' ? { default: { HomeSections, Other }, build: 'catalogue-2' } : { default: Page, build: 'catalogue-1' },
    );
    const loader = new FederationRemoteLoader(config);
    await loader.init();
    expect(await loader.load('catalogue/HomeSections')).toBe(HomeSections);
    expect(runtime.loadRemote).toHaveBeenCalledWith('catalogue/fragments');
    expect(loader.peek('catalogue/HomeSections')).toBe(HomeSections);
    expect(loader.buildOf('catalogue/HomeSections')).toBe('catalogue-2');
    expect(await loader.load('catalogue/routes')).toBe(Page);
    expect(loader.buildOf('catalogue/routes')).toBe('catalogue-1');
  });

  it('takes a fragment a remote deployed before `./fragments` exposes on its own, and fails as that remote does when it has neither', async () => {
    runtime.loadRemote.mockImplementation(async (id: string) => {
      if (id === 'catalogue/fragments') throw new Error('[ Federation Runtime ]: catalogue has no expose ./fragments');
      if (id === 'catalogue/HomeSections') return { default: HomeSections, build: 'catalogue-old' };
      throw new Error(`no ${id}`);
    });
    const loader = new FederationRemoteLoader(config);
    await loader.init();
    expect(await loader.load('catalogue/HomeSections')).toBe(HomeSections);
    expect(loader.buildOf('catalogue/HomeSections')).toBe('catalogue-old');
    await expect(loader.load('advisor/InterestSection')).rejects.toThrow('remotes.json has no address for "advisor"');
    runtime.loadRemote.mockImplementation(async () => {
      throw new Error('catalogue is down');
    });
    await loader.reset('catalogue');
    await expect(loader.load('catalogue/HomeSections')).rejects.toThrow('catalogue is down');
  });

  it('fails for a fragment its remote’s fragments module does not hold, saying which', async () => {
    runtime.loadRemote.mockResolvedValue({ default: { Other }, build: 'catalogue-2' });
    const loader = new FederationRemoteLoader(config);
    await loader.init();
    // @ts-expect-error -- the catalogue publishes no such fragment: the type check refuses the name too.
    await expect(loader.load('catalogue/HomeSectionz')).rejects.toThrow('catalogue/fragments has no fragment HomeSectionz');
  });
});
