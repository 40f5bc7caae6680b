// Runs a command with inherited output and resolves with its exit code (for the npm scripts written in Node).
// SIGINT, SIGTERM and SIGHUP sent to this wrapper are passed on, so the child shuts down cleanly; the wrapper waits for
// it and exits as it did (docker stop and systemd signal `npm start`, which passes them to this process).
import { constants } from 'node:os';
import { spawn } from 'node:child_process';

const forwardedSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    for (const signal of forwardedSignals) process.on(signal, forward);
    child.on('exit', (code, signal) => {
      for (const name of forwardedSignals) process.off(name, forward);
      // A child ended by a signal exits as a shell reports it: 128 + the signal's number.
      resolve(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 0));
    });
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
}
