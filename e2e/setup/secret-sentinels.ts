/**
 * Recognisable fake values for every server-only secret. The end-to-end build runs with them in its
 * environment (./build-with-sentinels.ts) and a test then searches every built browser file
 * for them: a secret that leaks into a bundle (a VITE_ prefix, a define, an import of server code)
 * fails the build's own test run, long before a real key is ever at risk.
 */
export const secretSentinels = {
  FLOWISE_API_KEY: 'sentinel-flowise-api-key-7f3a',
  EMAIL_API_USER: 'sentinel-email-user-2b9c',
  EMAIL_API_PASSWORD: 'sentinel-email-password-9d1e',
  SUPABASE_SERVICE_ROLE_KEY: 'sentinel-service-role-key-4c8b',
  LOCAL_SERVICE_ROLE_KEY: 'sentinel-local-service-key-6a2f',
} as const;
