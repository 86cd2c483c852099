/**
 * The element a URL's #fragment names, or null. The fragment is the visitor's (a hand-typed or
 * stale link, a history entry), so text that is not valid percent-encoding (`#%E0%A4%A`) names
 * nothing instead of throwing: it once took the whole page down with "URI malformed".
 */
export function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id);
}
