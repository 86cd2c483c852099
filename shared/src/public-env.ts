/**
 * Where a build hands its public settings (`VITE_*`, never a secret) to the app modules it renders
 * in Node (shared/tooling/load-app-module.ts): loaded there, a module has no `import.meta.env`, and
 * the HTML it writes must name what its bundle's code uses (the backend a form sends to).
 */
export const BUILD_PUBLIC_ENV_KEY = '__noirellePublicEnv';

/** The build's public settings: Vite's `import.meta.env` in a bundle, else what the build handed over. */
export function publicEnvOf<Env extends object>(env: Env | undefined): Partial<Env> {
  return env ?? ((globalThis as Record<string, unknown>)[BUILD_PUBLIC_ENV_KEY] as Partial<Env> | undefined) ?? {};
}
