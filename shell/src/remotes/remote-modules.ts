import type { ComponentType } from 'react';
import type { IslandLoaders } from 'shared';
// Generated from each remote's exposed modules by Module Federation (tooling/remote-types.ts):
// types only, so nothing of a remote is bundled into the shell.
import type * as AdvisorInterestSection from 'advisor/InterestSection';
import type * as AdvisorIslands from 'advisor/islands';
import type * as AdvisorRoutes from 'advisor/routes';
import type * as BookingIslands from 'booking/islands';
import type * as BookingRoutes from 'booking/routes';
import type * as CatalogueHomeSections from 'catalogue/HomeSections';
import type * as CatalogueIslands from 'catalogue/islands';
import type * as CatalogueRoutes from 'catalogue/routes';
import type * as LocationsIslands from 'locations/islands';
import type * as PressIslands from 'press/islands';
import type * as LocationsRoutes from 'locations/routes';
import type * as PressRoutes from 'press/routes';

/** What the shell needs of an exposed module: a component to render, and the build it came from. */
interface ExposedModule {
  default: ComponentType;
  build: string | undefined;
}

/** Fails the type check when a remote's module no longer meets the contract. */
type Exposed<Module extends ExposedModule> = Module;

/** What each remote exposes, as the shell loads it (`loadRemote('<remote>/<module>')`). */
export interface RemoteModules {
  'catalogue/routes': Exposed<typeof CatalogueRoutes>;
  'catalogue/HomeSections': Exposed<typeof CatalogueHomeSections>;
  'locations/routes': Exposed<typeof LocationsRoutes>;
  'booking/routes': Exposed<typeof BookingRoutes>;
  'advisor/routes': Exposed<typeof AdvisorRoutes>;
  'advisor/InterestSection': Exposed<typeof AdvisorInterestSection>;
  'press/routes': Exposed<typeof PressRoutes>;
}

export type RemoteModuleId = keyof RemoteModules;

/** What a remote's `./islands` module is (shared/src/islands): its islands by name, and its build. */
interface ExposedIslands {
  default: IslandLoaders;
  build: string | undefined;
}

/** Fails the type check when a remote's islands module no longer meets the contract. */
type IslandsModule<Module extends ExposedIslands> = Module;

/** The remotes that expose islands, as the shell loads them (`loadRemote('<remote>/islands')`). */
export interface RemoteIslandModules {
  'advisor/islands': IslandsModule<typeof AdvisorIslands>;
  'booking/islands': IslandsModule<typeof BookingIslands>;
  'catalogue/islands': IslandsModule<typeof CatalogueIslands>;
  'locations/islands': IslandsModule<typeof LocationsIslands>;
  'press/islands': IslandsModule<typeof PressIslands>;
}

export type RemoteIslandsId = keyof RemoteIslandModules;
