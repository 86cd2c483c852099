/**
 * Keeps a child process running, as a process manager (systemd, a container's restart policy) keeps
 * a service: one that exits, however (a crash, `kill -9` by hand), is started again, with one line
 * in the log; one that keeps exiting soon after it starts waits longer each time (doubling, up to
 * a ceiling) instead of spinning.
 *
 * Each child is the leader of its own process group, so what it started itself (the backend's Deno
 * functions) goes with it: the whole group is killed when the leader exits, before the next start,
 * and when the supervisor stops it. The child has an IPC channel, so it can tell when its supervisor
 * is gone (the channel disconnects, even after a `kill -9`) and stop rather than live on as an orphan.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface SupervisedExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** How long it ran. */
  uptimeMs: number;
}

export interface SupervisorOptions {
  /** As the log names it, e.g. `backend`. */
  name: string;
  command: string;
  args: readonly string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Called with each new child (the first and every restart), e.g. to listen to its messages. */
  onStart?: (child: ChildProcess) => void;
  /** Whether to start it again (default: always); false stops supervising it. */
  restart?: (exit: SupervisedExit) => boolean;
  /** The first wait before a restart; doubled after each exit that came sooner than `steadyMs` after its start. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A child that ran this long was steady: the wait before its restart starts again from `initialDelayMs`. */
  steadyMs?: number;
  /** How long a stopped child has, after SIGTERM, before its group is killed. */
  stopGraceMs?: number;
  log?: (line: string) => void;
}

export interface Supervised {
  /** The running child, if one runs. */
  readonly child: ChildProcess | undefined;
  /** How many times it has been started. */
  readonly starts: number;
  /** Stops it and its process group for good (SIGTERM, then SIGKILL after the grace). */
  stop(): Promise<void>;
}

const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already empty.
  }
};

export function supervise(options: SupervisorOptions): Supervised {
  const { name, initialDelayMs = 500, maxDelayMs = 30_000, steadyMs = 30_000, stopGraceMs = 5_000, log = (line: string) => console.error(line) } = options;
  let child: ChildProcess | undefined;
  let starts = 0;
  let quickExits = 0;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  const groups = new Set<number>();

  const start = () => {
    timer = undefined;
    const startedAt = Date.now();
    const current = spawn(options.command, [...options.args], { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], detached: true });
    child = current;
    starts += 1;
    if (current.pid !== undefined) groups.add(current.pid);
    current.once('error', (error) => log(`[supervisor] ${name} could not start: ${error.message}`));
    current.once('exit', (code, signal) => {
      // Anything it started that outlived it (a function's Deno process) goes with it.
      if (current.pid !== undefined) {
        killGroup(current.pid, 'SIGKILL');
        groups.delete(current.pid);
      }
      if (child === current) child = undefined;
      if (stopping) return;
      const uptimeMs = Date.now() - startedAt;
      if (options.restart && !options.restart({ code, signal, uptimeMs })) return;
      quickExits = uptimeMs >= steadyMs ? 0 : quickExits + 1;
      const delay = Math.min(maxDelayMs, initialDelayMs * 2 ** Math.max(0, quickExits - 1));
      log(`[supervisor] ${name} exited (${signal ?? `code ${code}`}) after ${(uptimeMs / 1000).toFixed(1)} s; starting it again in ${(delay / 1000).toFixed(1)} s`);
      timer = setTimeout(start, delay);
    });
    options.onStart?.(current);
  };

  // If this process ends without stopping them (an uncaught error), the groups go too.
  const killAll = () => {
    for (const pid of groups) killGroup(pid, 'SIGKILL');
  };
  process.once('exit', killAll);
  start();

  return {
    get child() {
      return child;
    },
    get starts() {
      return starts;
    },
    stop: async () => {
      stopping = true;
      process.off('exit', killAll);
      if (timer) clearTimeout(timer);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null || current.pid === undefined) {
        killAll();
        return;
      }
      const pid = current.pid;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      killGroup(pid, 'SIGTERM');
      const grace = setTimeout(() => killGroup(pid, 'SIGKILL'), stopGraceMs);
      await exited;
      clearTimeout(grace);
      killAll();
    },
  };
}
