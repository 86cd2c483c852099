/** Builds every app with fake server secrets in the environment (see lib/secret-sentinels.ts). */
import { spawnSync } from 'node:child_process';
import { secretSentinels } from './lib/secret-sentinels';
import { root } from './lib/workspace';

const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...secretSentinels } });
process.exit(result.status ?? 1);
