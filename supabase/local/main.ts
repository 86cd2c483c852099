/** `npm run start -w backend`: the local backend alone on port 54321 (npm start and npm run dev include it). */
import { LOCAL_BACKEND_PORT } from './keys';
import { localDataDir, serviceKeyFile } from './paths';
import { startLocalBackend } from './server';

const backend = await startLocalBackend({ port: Number(process.env.BACKEND_PORT ?? LOCAL_BACKEND_PORT), dataDir: localDataDir, serviceKeyFile });
console.log(`backend    ${backend.url}/ (PGlite in ${localDataDir})`);
const stop = async () => {
  await backend.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
