/**
 * The Immersion while its route's chunk arrives (the app navigating here): it holds the hero's place
 * (full height, espresso), so nothing shifts. Declared in routes.tsx, so it is here before the chunk is.
 */
export function ImmersionPlaceholder() {
  return <div className="min-h-svh bg-espresso" aria-busy="true" />;
}
