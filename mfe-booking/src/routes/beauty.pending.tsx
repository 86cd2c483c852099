/**
 * The Immersion while its route's chunk arrives (the app navigating here): it holds the hero's place
 * (full height, espresso), so nothing shifts. It sits beside the route's module and loads with the
 * route table, so it is here before the chunk is.
 */
export default function ImmersionPlaceholder() {
  return <div className="min-h-svh bg-espresso" aria-busy="true" />;
}
