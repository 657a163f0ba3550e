// CPU time of the processes a bench drives (Linux /proc), so figures can be compared across runs
// on a machine shared with other work: CPU per request does not depend on the load, rates do.
import fs from 'node:fs';

/**
 * CPU seconds used so far by process `pid` (or by its thread `tid`), user and system (clock ticks
 * of 1/100 s).
 */
export function cpuTimesOf(pid: number, tid?: number): { user: number; system: number } {
  const stat = fs.readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

/** CPU used so far by process `pid` (user plus system), in ms. */
export function cpuMsOfPid(pid: number): number {
  const { user, system } = cpuTimesOf(pid);
  return Math.round((user + system) * 1000);
}

/**
 * CPU used so far by the PostgreSQL backends serving `database` (a backend's command line names
 * its database), in ms. The server's shared processes (WAL writer, checkpointer) are not counted.
 */
export function postgresCpuMs(database: string, exceptPids: readonly number[] = []): number {
  let ms = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    if (exceptPids.includes(Number(pid))) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      ms += cpuMsOfPid(Number(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return ms;
}

/** The PostgreSQL backends serving `database` now, with their CPU so far (ms). */
function postgresBackendsCpuMs(database: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes(` ${database} `) && !cmdline.endsWith(` ${database}`)) continue;
      found.set(Number(pid), cpuMsOfPid(Number(pid)));
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

/**
 * The CPU the PostgreSQL backends of `database` use from now on, in ms, on a machine where other
 * databases' backends come and go: the backends are sampled every `sampleMs`, and one that ends
 * counts up to its last sample (what it used after that, at most `sampleMs` of an idle connection
 * closing, is lost). Unlike the postmaster's reaped children's time, other work on the same
 * PostgreSQL server is not counted.
 */
export function trackPostgresCpu(
  database: string,
  exceptPids: () => readonly number[],
  sampleMs = 500,
): { stop(): number } {
  const first = postgresBackendsCpuMs(database);
  const last = new Map(first);
  const sample = () => {
    for (const [pid, ms] of postgresBackendsCpuMs(database)) last.set(pid, ms);
  };
  const timer = setInterval(sample, sampleMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const except = exceptPids();
      let total = 0;
      for (const [pid, ms] of last) if (!except.includes(pid)) total += ms - (first.get(pid) ?? 0);
      return total;
    },
  };
}

/**
 * CPU so far of process `pid` split three ways, in ms: its main thread's user and system time
 * (JavaScript, and the system calls it makes) and all its other threads (V8's garbage collector
 * and compiler threads, libuv's pool).
 */
export function cpuSplitOfPid(pid: number): { mainUser: number; mainSystem: number; otherThreads: number } {
  const all = cpuTimesOf(pid);
  const main = cpuTimesOf(pid, pid);
  return {
    mainUser: Math.round(main.user * 1000),
    mainSystem: Math.round(main.system * 1000),
    otherThreads: Math.round((all.user + all.system - main.user - main.system) * 1000),
  };
}
