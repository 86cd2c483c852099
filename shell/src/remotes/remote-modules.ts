import type { ComponentType } from 'react';
import type { FragmentTable, IslandLoaders } from 'shared';
// Generated from each remote's exposed modules by Module Federation (tooling/remote-types.ts):
// types only, so nothing of a remote is bundled into the shell.
import type * as AdvisorFragments from 'advisor/fragments';
import type * as AdvisorIslands from 'advisor/islands';
import type * as AdvisorRoutes from 'advisor/routes';
import type * as BookingFragments from 'booking/fragments';
import type * as BookingIslands from 'booking/islands';
import type * as BookingRoutes from 'booking/routes';
import type * as CatalogueFragments from 'catalogue/fragments';
import type * as CatalogueIslands from 'catalogue/islands';
import type * as CatalogueRoutes from 'catalogue/routes';
import type * as LocationsFragments from 'locations/fragments';
import type * as LocationsIslands from 'locations/islands';
import type * as LocationsRoutes from 'locations/routes';
import type * as PressFragments from 'press/fragments';
import type * as PressIslands from 'press/islands';
import type * as PressRoutes from 'press/routes';
// Generated beside them from each remote's src/fragments folder (tooling/remote-types.ts): the
// table's keys come from a glob, which no type can name, so the names are listed from the files.
import type { FragmentName as AdvisorFragmentName } from 'advisor/fragment-names';
import type { FragmentName as BookingFragmentName } from 'booking/fragment-names';
import type { FragmentName as CatalogueFragmentName } from 'catalogue/fragment-names';
import type { FragmentName as LocationsFragmentName } from 'locations/fragment-names';
import type { FragmentName as PressFragmentName } from 'press/fragment-names';

/**
 * What the shell needs of every module a remote exposes: its default export (`Default`: the pages'
 * component, the fragments' or the islands' table) and the build it came from.
 */
interface ExposedModule<Default> {
  default: Default;
  build: string | undefined;
}

/** Fails the type check when a remote's module no longer meets the contract. */
type Exposed<Default, Module extends ExposedModule<Default>> = Module;

/** Each remote's pages, as the shell loads them (`loadRemote('<remote>/routes')`). */
export interface RemoteRouteModules {
  'catalogue/routes': Exposed<ComponentType, typeof CatalogueRoutes>;
  'locations/routes': Exposed<ComponentType, typeof LocationsRoutes>;
  'booking/routes': Exposed<ComponentType, typeof BookingRoutes>;
  'advisor/routes': Exposed<ComponentType, typeof AdvisorRoutes>;
  'press/routes': Exposed<ComponentType, typeof PressRoutes>;
}

/** Each remote's fragments module, as the shell's loader loads it for any of them (`loadRemote('<remote>/fragments')`). */
export interface RemoteFragmentModules {
  'advisor/fragments': Exposed<FragmentTable, typeof AdvisorFragments>;
  'booking/fragments': Exposed<FragmentTable, typeof BookingFragments>;
  'catalogue/fragments': Exposed<FragmentTable, typeof CatalogueFragments>;
  'locations/fragments': Exposed<FragmentTable, typeof LocationsFragments>;
  'press/fragments': Exposed<FragmentTable, typeof PressFragments>;
}

/** The names of each remote's fragments: its src/fragments files (`never` for a remote with none). */
interface RemoteFragmentNames {
  advisor: AdvisorFragmentName;
  booking: BookingFragmentName;
  catalogue: CatalogueFragmentName;
  locations: LocationsFragmentName;
  press: PressFragmentName;
}

/** A fragment a remote publishes, as the shell names it (`catalogue/HomeSections`): a name no remote has fails the type check. */
export type RemoteFragmentId = { [Remote in keyof RemoteFragmentNames]: `${Remote}/${RemoteFragmentNames[Remote]}` }[keyof RemoteFragmentNames];

/** A part of a page the shell renders from a remote: a remote's pages, or one of its fragments. */
export type RemoteModuleId = keyof RemoteRouteModules | RemoteFragmentId;

/** The remotes that expose islands, as the shell loads them (`loadRemote('<remote>/islands')`). */
export interface RemoteIslandModules {
  'advisor/islands': Exposed<IslandLoaders, typeof AdvisorIslands>;
  'booking/islands': Exposed<IslandLoaders, typeof BookingIslands>;
  'catalogue/islands': Exposed<IslandLoaders, typeof CatalogueIslands>;
  'locations/islands': Exposed<IslandLoaders, typeof LocationsIslands>;
  'press/islands': Exposed<IslandLoaders, typeof PressIslands>;
}

export type RemoteIslandsId = keyof RemoteIslandModules;
