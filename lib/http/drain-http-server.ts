// Stops an HTTP server without failing a request: no new connections; every answer from then on says
// `Connection: close`; idle keep-alive connections close at once and busy ones as soon as their answer is sent. What
// is still open when the timeout runs out is cut.
import type http from 'node:http';

export interface HttpDrain {
  /** Resolves true when every connection closed by itself, false when the timeout cut the rest. */
  drain(timeoutMs: number): Promise<boolean>;
}

export function trackHttpDrain(server: http.Server): HttpDrain {
  let isDraining = false;
  const answering = new Set<http.ServerResponse>();
  server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    // A request that came on a kept-alive connection while draining is answered, then its connection closes.
    if (isDraining) response.setHeader('Connection', 'close');
    answering.add(response);
    response.once('close', () => {
      answering.delete(response);
      // The connection becomes idle once Node has finished with this answer: close it then.
      if (isDraining) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    drain(timeoutMs: number) {
      isDraining = true;
      for (const response of answering) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          server.closeAllConnections();
          resolve(false);
        }, timeoutMs);
        server.close(() => {
          clearTimeout(timer);
          resolve(true);
        });
        server.closeIdleConnections();
      });
    },
  };
}
