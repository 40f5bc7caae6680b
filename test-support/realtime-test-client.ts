// Test helpers for the live count: a socket.io-client in Node that remembers the last `userCount`, and waits that
// resolve on events (never on sleeps) and fail after a time limit.
import { io, type Socket } from 'socket.io-client';

export type CountingClient = {
  socket: Socket;
  /** Every `userCount` received, in order. */
  received: number[];
  /** Resolves when the last received count is `expected` (now or on a later `userCount`). */
  waitForCount(expected: number, timeoutMs?: number): Promise<void>;
  /** Closes the connection from the client side, like a closed tab. */
  close(): void;
};

export type ClientOptions = { sessionId?: string; origin?: string | null; transports?: ('websocket' | 'polling')[] };

export function connectCountingClient(port: number, options: ClientOptions): CountingClient {
  const origin = options.origin === undefined ? `http://127.0.0.1:${port}` : options.origin;
  const socket = io(`http://127.0.0.1:${port}`, {
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.sessionId !== undefined && { auth: { sessionId: options.sessionId } }),
    ...(origin !== null && { extraHeaders: { origin } }),
  });
  let latest: number | undefined;
  const received: number[] = [];
  socket.on('userCount', (count: number) => {
    latest = count;
    received.push(count);
  });
  return {
    socket,
    received,
    waitForCount: (expected, timeoutMs = 5_000) => waitForCount(socket, expected, timeoutMs, () => latest),
    close: () => socket.disconnect(),
  };
}

export function waitForCount(socket: Socket, expected: number, timeoutMs = 5_000, latest?: () => number | undefined) {
  return new Promise<void>((resolve, reject) => {
    if (latest?.() === expected) return resolve();
    let last = latest?.();
    const onCount = (count: number) => {
      last = count;
      if (count !== expected) return;
      clearTimeout(timer);
      socket.off('userCount', onCount);
      resolve();
    };
    const timer = setTimeout(() => {
      socket.off('userCount', onCount);
      reject(new Error(`expected userCount ${expected} within ${timeoutMs} ms, last seen ${String(last)}`));
    }, timeoutMs);
    socket.on('userCount', onCount);
  });
}

/** Resolves with the error message when the handshake is refused; rejects if the client connects instead. */
export function waitForConnectError(socket: Socket, timeoutMs = 5_000): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no connect_error within ${timeoutMs} ms`)), timeoutMs);
    socket.once('connect_error', (error: Error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
    socket.once('connect', () => {
      clearTimeout(timer);
      reject(new Error('connected, but the handshake should have been refused'));
    });
  });
}
