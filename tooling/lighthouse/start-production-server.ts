// The production build (dist/server.js) on a free port of its own for the Lighthouse runs, on the product's database
// (DATA_DIR or DATABASE_URL from the caller's environment); resolved once /api/health answers.
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../free-port.mjs';

export interface ProductionServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** How the server is started: Node's arguments and the environment made from the caller's (`npm start`'s own). */
export interface ServerCommand {
  nodeArguments: string[];
  environment(base: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
}

export async function startProductionServer(environment: NodeJS.ProcessEnv, command: ServerCommand): Promise<ProductionServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, command.nodeArguments, {
    env: command.environment({
      ...environment,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The index build would take a core from the page being measured for its first minute.
      RECOMMEND_WARM_ON_START: 'false',
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not start within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
