/**
 * How a priced item's facts lead its description ("$185, 90 minutes · "): written by the remotes
 * (./documents.ts) and read back by the engine (./engine.ts), in one place. Imports nothing, so
 * Deno runs it as it is.
 */
export const leadingFacts = ({ price, duration }: { price?: string; duration?: string }): string => (price ? `${price}${duration ? `, ${duration}` : ''} · ` : '');
