// Starts another instance of the production server (dist/server.js) for tests of the process itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../lib/net/free-port';

export interface SpawnedServer {
  process: ChildProcess;
  port: number;
  baseURL: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
}

export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const port = Number(env.PORT ?? (await freePort()));
  let output = '';
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      REDIS_URL: '',
      DATABASE_URL: '',
      // These servers test the process itself: no need to spend CPU on the recommendation index.
      RECOMMEND_WARM_ON_START: 'false',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
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
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Resolves when the server logs that it is ready; rejects if it exits first. */
export async function waitUntilReady(server: SpawnedServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes('Jurnal Finder is ready')) {
    if (server.process.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${server.output()}`);
    await new Promise((resolve) => server.process.stdout?.once('data', resolve));
  }
}
