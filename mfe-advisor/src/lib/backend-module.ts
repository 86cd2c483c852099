import { later } from 'shared';

/**
 * The Supabase client (about 55 KB of JavaScript) is loaded with the first call that needs it, so
 * the advisor's pages and the home page's interest form do not carry it (shared/src/later.tsx).
 */
export const backendModule = later(() => import('./backend'));
