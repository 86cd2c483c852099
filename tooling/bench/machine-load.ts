/**
 * Is something else running? The load average cannot say: the benchmark itself (Chromium with its
 * renderers, the site's server, Lighthouse) keeps this 2-core machine's 1-minute load average at
 * 1.5-2.5 on its own. So beside it, this counts the CPU time of every process that is not the
 * benchmark's (not this process or a descendant) over a figure's measurement, from /proc (Linux).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** Others busy: on average more than a quarter of the machine (half a core here) went to them. */
export const busyOthersCores = availableParallelism() / 4;

interface Process {
  parent: number;
  name: string;
  /** Since boot, in ticks: tells a reused pid from the process that had it. */
  start: number;
  /** CPU ticks, its own and its reaped children's. */
  ticks: number;
}

function processes(): Map<number, Process> {
  const all = new Map<number, Process>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return all;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (name) state ppid ... utime stime cutime cstime: the name may hold spaces and parentheses.
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      all.set(Number(entry), {
        parent: Number(fields[1]),
        name: stat.slice(stat.indexOf('(') + 1, close),
        start: Number(fields[19]),
        ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // Gone meanwhile.
    }
  }
  return all;
}

/** This process and its descendants (Chromium, the site's server...). */
function ours(all: Map<number, Process>): Set<number> {
  const mine = new Set<number>();
  for (const pid of all.keys()) {
    const chain: number[] = [];
    let at: number | undefined = pid;
    while (at !== undefined && at > 1 && !mine.has(at) && at !== process.pid) {
      chain.push(at);
      at = all.get(at)?.parent;
    }
    if (at === process.pid || (at !== undefined && mine.has(at))) for (const member of [...chain, process.pid]) mine.add(member);
  }
  return mine;
}

export interface OthersLoad {
  /** Average cores the other processes used over the measurement (NaN: unknown). */
  cores: number;
  /** The busiest of them, as "name (cores)". */
  top: string[];
  busy: boolean;
}

/** Starts counting; `stop()` gives what the other processes used since. */
export function watchOthers(): { stop: () => OthersLoad } {
  const startedAt = performance.now();
  const before = processes();
  return {
    stop() {
      const after = processes();
      // No /proc (not Linux): only the load average, over the cores, can say.
      if (after.size === 0) return { cores: Number.NaN, top: [], busy: loadavg()[0]! > availableParallelism() };
      const mine = ours(after);
      const seconds = (performance.now() - startedAt) / 1000;
      const used = new Map<string, number>();
      let total = 0;
      for (const [pid, now] of after) {
        // Kernel threads (kthreadd's) work for whoever asks, the benchmark included: not counted.
        if (mine.has(pid) || pid === 2 || now.parent === 2) continue;
        const then = before.get(pid);
        // A process born meanwhile counts whole; one that died is in its parent's reaped ticks.
        const ticks = then && then.start === now.start ? now.ticks - then.ticks : now.ticks;
        if (ticks <= 0) continue;
        total += ticks;
        used.set(now.name, (used.get(now.name) ?? 0) + ticks);
      }
      const cores = seconds > 0 ? total / ticksPerSecond / seconds : 0;
      const top = [...used]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .filter(([, ticks]) => ticks / ticksPerSecond / seconds >= 0.05)
        .map(([name, ticks]) => `${name} (${(ticks / ticksPerSecond / seconds).toFixed(2)})`);
      return { cores, top, busy: cores > busyOthersCores };
    },
  };
}
