/** The index `offset` places away from `index`, wrapping at both ends (spec: the carousel wraps around). */
export const wrapIndex = (index: number, offset: number, count: number) => (((index + offset) % count) + count) % count;
