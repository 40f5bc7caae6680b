// A port nobody listens on right now (the system picks it), for servers the scripts and tests start: the bench's,
// the test database's, the migration tool's throwaway PostgreSQL, the test run's Redis and browser-test server.
// Plain JavaScript, so the .mjs scripts that run before anything is compiled can use it too.
import net from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
