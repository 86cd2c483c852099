import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PENDING_FILE } from '../src/route-paths';

/** The route module files of the app in `root`, keyed as the browser's glob keys them (`./routes/x.tsx`). */
export function routeModuleFiles(root: string): string[] {
  return readdirSync(join(root, 'src/routes'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !PENDING_FILE.test(file))
    .sort()
    .map((file) => `./routes/${file}`);
}
