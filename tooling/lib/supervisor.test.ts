import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackendProcess } from './backend-process';
import { supervise } from './supervisor';
import { freePort } from './free-port';


/** Running, not a zombie (one whose parent died with it may wait a moment for init to reap it). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

const until = async (check: () => boolean | Promise<boolean>, limitMs: number) => {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

const dataDir = mkdtempSync(join(tmpdir(), 'supervised-backend-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('supervisor', () => {
  it('starts the real backend again after a kill -9: it answers /health within 10 s', async () => {
    const port = await freePort();
    const backend = startBackendProcess({ port, host: '127.0.0.1', env: { BACKEND_DATA_DIR: join(dataDir, 'db'), BACKEND_SERVICE_KEY_FILE: join(dataDir, 'service-key') } });
    try {
      await backend.ready;
      const health = () => fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1_000) }).then((answer) => answer.ok, () => false);
      expect(await health()).toBe(true);
      const pid = backend.pid();
      expect(pid).toBeDefined();
      process.kill(pid!, 'SIGKILL');
      expect(await until(async () => !(await health()), 2_000)).toBe(true);
      const killedAt = Date.now();
      expect(await until(health, 10_000)).toBe(true);
      console.log(`backend answered again ${Date.now() - killedAt} ms after its kill -9`);
      expect(backend.pid()).not.toBe(pid);
    } finally {
      await backend.stop();
    }
    expect(await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1_000) }).catch(() => null)).toBeNull();
  }, 90_000);

  it('kills what the child started when the child is killed, before it starts it again', async () => {
    let grandchild = 0;
    const supervised = supervise({
      name: 'parent',
      command: process.execPath,
      // A child that starts a long-lived process of its own, as the backend starts Deno.
      args: ['-e', "const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); process.send(c.pid); setInterval(() => {}, 1000);"],
      onStart: (child) => child.once('message', (pid) => (grandchild = pid as number)),
      log: () => undefined,
    });
    try {
      expect(await until(() => grandchild !== 0, 5_000)).toBe(true);
      const first = grandchild;
      expect(alive(first)).toBe(true);
      process.kill(supervised.child!.pid!, 'SIGKILL');
      expect(await until(() => !alive(first), 2_000)).toBe(true);
      expect(await until(() => grandchild !== first, 5_000)).toBe(true);
    } finally {
      await supervised.stop();
    }
    expect(await until(() => !alive(grandchild), 2_000)).toBe(true);
  });

  it('backs off when a child keeps exiting at once, and logs one line each time', async () => {
    const startedAt: number[] = [];
    const lines: string[] = [];
    const supervised = supervise({
      name: 'crasher',
      command: process.execPath,
      args: ['-e', 'process.exit(3)'],
      initialDelayMs: 100,
      onStart: () => startedAt.push(Date.now()),
      log: (line) => lines.push(line),
    });
    try {
      expect(await until(() => startedAt.length >= 5, 10_000)).toBe(true);
    } finally {
      await supervised.stop();
    }
    // The waits double: 0.1, 0.2, 0.4, 0.8 s, as each line says. Between two starts there is the
    // wait and the child's own start and exit, whose time a busy machine stretches: so each gap is
    // checked as at least its wait, never against another gap.
    const waits = lines.slice(0, 4).map((line) => Number(/starting it again in (\d+\.\d) s$/.exec(line)?.[1]) * 1000);
    expect(waits).toEqual([100, 200, 400, 800]);
    const gaps = startedAt.slice(1).map((at, index) => at - startedAt[index]!);
    for (const [index, wait] of waits.entries()) expect(gaps[index]!).toBeGreaterThanOrEqual(wait);
    expect(lines[0]).toMatch(/^\[supervisor\] crasher exited \(code 3\) after \d+\.\d s; starting it again in 0\.1 s$/);
  });
});
