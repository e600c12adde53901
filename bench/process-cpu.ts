/**
 * The CPU a process's threads have used, read from Linux's /proc (the flight bench's CPU a new
 * search, all threads, the main thread and by thread). Elsewhere the readers answer nothing.
 */
import fs from 'node:fs';

/** CPU milliseconds each thread of a process has used, by thread id (Linux only; else empty). */
export function threadCpu(pid: number | undefined): Map<string, number> {
  const used = new Map<string, number>();
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const stat = fs.readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(task, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    }
  } catch {
    used.clear();
  }
  return used;
}

/**
 * A new search's CPU by thread: the main thread, the busiest other (the search worker, when it
 * is on) and the rest together (V8's helpers: the collector's and the optimising compiler's
 * threads; libuv's pool).
 */
export function cpuByThread(
  pid: number | undefined,
  before: Map<string, number>,
  after: Map<string, number>,
  searches: number,
): string {
  const used = [...after].map(([task, ms]) => ({ task, ms: ms - (before.get(task) ?? 0) }));
  const main = used.find((t) => t.task === String(pid));
  const others = used.filter((t) => t !== main).sort((a, b) => b.ms - a.ms);
  if (!main || others.length === 0) return '';
  const each = (ms: number) => `${(ms / searches).toFixed(2)} ms`;
  const rest = others.slice(1).reduce((n, t) => n + t.ms, 0);
  return `main ${each(main.ms)}, busiest other thread ${each(others[0]!.ms)}, the other ${others.length - 1} together ${each(rest)}`;
}

/** CPU milliseconds a process has used, all its threads and its main thread (Linux only). */
export function processCpu(pid: number | undefined): { all: number; main: number } | null {
  const ticks = (file: string) => {
    const stat = fs.readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
  };
  try {
    return { all: ticks(`/proc/${pid}/stat`), main: ticks(`/proc/${pid}/task/${pid}/stat`) };
  } catch {
    return null;
  }
}

/**
 * The machine's CPU time by kind since boot, from /proc/stat (Linux only; else null): busy (user,
 * system, interrupts), idle, and stolen (time the virtual machine's CPUs waited while the host
 * ran something else: a pass measured while it is high ran on less than two whole cores).
 */
export function machineCpu(): { busy: number; idle: number; steal: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number) as number[];
    return {
      busy: user! + nice! + system! + irq! + softirq!,
      idle: idle! + iowait!,
      steal,
    };
  } catch {
    return null;
  }
}

/** The share of the machine's CPU time the host took (steal) between two readings, as text. */
export function stealBetween(
  before: ReturnType<typeof machineCpu>,
  after: ReturnType<typeof machineCpu>,
): string {
  if (!before || !after) return '';
  const total = after.busy + after.idle + after.steal - (before.busy + before.idle + before.steal);
  if (total <= 0) return '';
  const share = (n: number) => `${((100 * n) / total).toFixed(0)}%`;
  return `machine: busy ${share(after.busy - before.busy)}, idle ${share(after.idle - before.idle)}, taken by the host (steal) ${share(after.steal - before.steal)}`;
}
