/**
 * Builds every app in the end-to-end suite's environment (./build-env.ts): fake server secrets,
 * a test GA4 id, and loopback stand-ins for every third party. Nothing reaches the internet, and no
 * test intercepts a request.
 */
import { spawnSync } from 'node:child_process';
import { e2eBuildEnv } from './build-env';
import { root } from 'tooling/lib/workspace';

const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...e2eBuildEnv } });
process.exit(result.status ?? 1);
