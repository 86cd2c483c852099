/**
 * Type-only map of what each remote exposes. `typeof import()` gives the shell the remotes'
 * types without bundling a line of them (Module Federation's own type server is off: dts: false).
 */
export interface RemoteModules {
  'catalogue/routes': typeof import('../../../mfe-catalogue/src/routes');
  'catalogue/HomeSections': typeof import('../../../mfe-catalogue/src/home-sections');
  'locations/routes': typeof import('../../../mfe-locations/src/routes');
  'booking/routes': typeof import('../../../mfe-booking/src/routes');
  'advisor/routes': typeof import('../../../mfe-advisor/src/routes');
  'advisor/InterestSection': typeof import('../../../mfe-advisor/src/interest-section');
  'press/routes': typeof import('../../../mfe-press/src/routes');
}

export type RemoteModuleId = keyof RemoteModules;
