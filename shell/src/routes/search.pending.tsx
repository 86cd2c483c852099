/** The search page's place, on its own ground, while its chunk arrives: nothing below it jumps. */
export default function SearchPending() {
  return <div className="min-h-svh bg-ivory" aria-busy="true" />;
}
