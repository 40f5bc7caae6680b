import { isLoopbackHost } from './is-loopback-host';

describe('isLoopbackHost', () => {
  it('knows the names and addresses that only this machine can reach', () => {
    for (const host of ['localhost', 'LOCALHOST', 'localhost.', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect([host, isLoopbackHost(host)]).toEqual([host, true]);
    }
  });

  it('treats every other address or name as public', () => {
    for (const host of ['0.0.0.0', '::', '', '192.168.1.10', '10.0.0.2', 'jurnalfinder.id', 'localhost.example', 'app.localhost', '127.0.0.1.nip.io', '::ffff:10.0.0.1']) {
      expect([host, isLoopbackHost(host)]).toEqual([host, false]);
    }
  });
});
