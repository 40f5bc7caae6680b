// Starts another instance of the production server (dist/server.js, or `npm start`) for tests of the process itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../tooling/free-port.mjs';

export interface SpawnedServer {
  process: ChildProcess;
  port: number;
  baseURL: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
}

export interface SpawnOptions {
  /** The command to run instead of `node dist/server.js`, e.g. ['npm', 'start', '--', '--no-build']. */
  command?: string[];
  /** In a process group of its own (its pid is the group's id), as a terminal's foreground job is. */
  detached?: boolean;
}

export async function spawnServer(env: Record<string, string>, options: SpawnOptions = {}): Promise<SpawnedServer> {
  const port = Number(env.PORT ?? (await freePort()));
  let output = '';
  const [command, ...args] = options.command ?? [process.execPath, 'dist/server.js'];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      REDIS_URL: '',
      DATABASE_URL: '',
      // These servers test the process itself: no need to spend CPU on the recommendation index.
      RECOMMEND_WARM_ON_START: 'false',
      // As for the suite's own server (playwright.config.ts): every spec registers and browses from this one address,
      // and a server on the suite's database counts in the same rate-limit windows, which live in that database.
      REGISTER_RATE_LIMIT: '10000',
      VISIT_RATE_LIMIT: '1000000',
      VISIT_SESSION_RATE_LIMIT: '1000000',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    process: child,
    port,
    baseURL: `http://localhost:${port}`,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Resolves when the output contains the text; rejects if the server exits first or the bound passes. */
export async function waitForOutput(server: SpawnedServer, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (server.process.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`"${text}" not seen in time:\n${server.output()}`);
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 1000);
      server.process.stdout?.once('data', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  }
}

/** Resolves when the server logs that it is ready; rejects if it exits first. */
export async function waitUntilReady(server: SpawnedServer, timeoutMs = 60_000): Promise<void> {
  await waitForOutput(server, 'Jurnal Finder is ready', timeoutMs);
}

/** A server started and ready, or stopped again when it never becomes ready (the test then fails with its output). */
export async function startReadyServer(env: Record<string, string>, options: SpawnOptions = {}): Promise<SpawnedServer> {
  const server = await spawnServer(env, options);
  try {
    await waitUntilReady(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
