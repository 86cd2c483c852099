/**
 * Builds every app with fake server secrets in the environment (see lib/secret-sentinels.ts), and
 * with a test GA4 measurement id so the consent banner and analytics are under test (its requests
 * are intercepted by e2e/tests/analytics.spec.ts; nothing reaches Google).
 */
import { spawnSync } from 'node:child_process';
import { secretSentinels } from './lib/secret-sentinels';
import { root } from './lib/workspace';

export const E2E_MEASUREMENT_ID = 'G-NOIRELLE1';

const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...secretSentinels, VITE_GA_MEASUREMENT_ID: E2E_MEASUREMENT_ID } });
process.exit(result.status ?? 1);
