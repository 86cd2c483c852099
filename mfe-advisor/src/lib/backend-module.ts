import { loadOnce } from 'shared';

/**
 * The Supabase client (about 55 KB of JavaScript) is loaded with the first call that needs it, so
 * the advisor's pages and the home page's interest form do not carry it.
 */
export const backendModule = loadOnce(() => import('./backend'));
