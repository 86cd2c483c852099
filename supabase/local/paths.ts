import { fileURLToPath } from 'node:url';

/** Where the local backend keeps Postgres's files (git-ignored, like every .local folder). */
export const localDataDir = fileURLToPath(new URL('../../.local/backend-data', import.meta.url));

/** The running local backend's service-role key, readable by this machine's user only (npm run leads). */
export const serviceKeyFile = fileURLToPath(new URL('../../.local/backend-service-key', import.meta.url));
