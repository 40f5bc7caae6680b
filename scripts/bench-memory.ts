// Memory figures for `npm run bench`: the server's own resident set (/proc/<pid>/status, and process.memoryUsage()
// asked over IPC from scripts/bench-memory-probe.cjs), and the embedded PostgreSQL's (the postmaster of DATA_DIR/pg and
// its backends). PostgreSQL's processes share their buffers, so their summed RSS counts the shared memory once per
// process; the proportional set size (PSS, /proc/<pid>/smaps_rollup) counts it once and is the figure to read.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

export interface ServerMemory {
  /** VmRSS of the server's process, MB. */
  rssMb: number;
  /** VmHWM: the largest resident set the process has had, MB. */
  peakRssMb: number;
  heapTotalMb: number;
  heapUsedMb: number;
  externalMb: number;
}

export interface PostgresMemory {
  processes: number;
  /** Proportional set size summed over the postmaster and its backends: shared buffers counted once, MB. */
  pssMb: number;
  /** Resident sets summed: shared buffers counted once per process, MB. */
  rssSumMb: number;
}

/** A field of /proc/<pid>/status or smaps_rollup, in kB (0 when the process is gone). */
function procKilobytes(pid: number, file: 'status' | 'smaps_rollup', field: string): number {
  try {
    const text = readFileSync(`/proc/${pid}/${file}`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function askMemoryUsage(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not answer the memory probe')), 5000);
    child.once('message', (message: { memoryUsage: NodeJS.MemoryUsage }) => {
      clearTimeout(timer);
      resolve(message.memoryUsage);
    });
    child.send('memory');
  });
}

export async function serverMemory(child: ChildProcess): Promise<ServerMemory> {
  const usage = await askMemoryUsage(child);
  const pid = child.pid!;
  return {
    rssMb: Math.round(procKilobytes(pid, 'status', 'VmRSS') / 1024),
    peakRssMb: Math.round(procKilobytes(pid, 'status', 'VmHWM') / 1024),
    heapTotalMb: megabytes(usage.heapTotal),
    heapUsedMb: megabytes(usage.heapUsed),
    externalMb: megabytes(usage.external),
  };
}

function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent's pid is the field after the state, after the command name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) children.push(Number(name));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

/** The embedded PostgreSQL of `dataDir`, or null when there is none running (a DATABASE_URL server is not ours). */
export function postgresMemory(dataDir: string): PostgresMemory | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const postmaster = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(postmaster) || procKilobytes(postmaster, 'status', 'VmRSS') === 0) return null;
  const pids = [postmaster, ...childrenOf(postmaster)];
  const sum = (file: 'status' | 'smaps_rollup', field: string) =>
    Math.round(pids.reduce((total, pid) => total + procKilobytes(pid, file, field), 0) / 1024);
  return { processes: pids.length, pssMb: sum('smaps_rollup', 'Pss'), rssSumMb: sum('status', 'VmRSS') };
}

export function describeMemory(when: string, server: ServerMemory, postgres: PostgresMemory | null): string {
  const database = postgres
    ? `${postgres.pssMb} MB PSS over ${postgres.processes} processes (their RSS summed: ${postgres.rssSumMb} MB)`
    : 'not measured (not an embedded PostgreSQL of this DATA_DIR)';
  return (
    `| ${when} | ${server.rssMb} MB (peak ${server.peakRssMb} MB) | ` +
    `${server.heapUsedMb} of ${server.heapTotalMb} MB, external ${server.externalMb} MB | ${database} |`
  );
}
