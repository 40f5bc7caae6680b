// A port nobody listens on right now (the system picks it), for servers the scripts and tests start: the bench's,
// the test database's, the migration tool's throwaway PostgreSQL, the browser tests' spawned servers.
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
