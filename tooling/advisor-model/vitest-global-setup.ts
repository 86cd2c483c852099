/**
 * Vitest's global setup: the advisor's model is learned (again, if its examples changed) before any
 * test imports it, as `npm start` and `npm test` do (./train.ts).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../lib/workspace';

export default function trainAdvisorWhenStale(): void {
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'tooling/advisor-model/train.ts'), '--when-stale'], { cwd: root, stdio: 'inherit' });
}
