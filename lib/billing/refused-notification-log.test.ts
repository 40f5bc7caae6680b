import { RefusedNotificationLog } from './refused-notification-log';

function setUp() {
  let now = 1_000_000;
  const lines: { message: string; fields: Record<string, unknown> }[] = [];
  const trace = new RefusedNotificationLog({
    write: (message, fields) => lines.push({ message, fields }),
    perAddress: 3,
    windowMs: 60_000,
    maxAddresses: 5,
    now: () => now,
  });
  return { trace, lines, advance: (ms: number) => (now += ms) };
}

describe('RefusedNotificationLog', () => {
  it('logs each refusal up to the limit per address, then one line saying the rest is dropped until the window ends', async () => {
    const { trace, lines, advance } = setUp();
    for (let index = 0; index < 50; index += 1) {
      await trace.note({ address: '203.0.113.1', reason: 'signature', orderId: `JF-${index}` });
    }
    expect(lines).toEqual([
      { message: 'payment notification refused', fields: { address: '203.0.113.1', reason: 'signature', orderId: 'JF-0' } },
      { message: 'payment notification refused', fields: { address: '203.0.113.1', reason: 'signature', orderId: 'JF-1' } },
      { message: 'payment notification refused', fields: { address: '203.0.113.1', reason: 'signature', orderId: 'JF-2' } },
      {
        message: 'refused payment notifications: more from this address are not logged for a while',
        fields: { address: '203.0.113.1', seconds: 60 },
      },
    ]);
    // Another address has its own allowance; the first gets one again once its window has closed.
    await trace.note({ address: '198.51.100.1', reason: 'malformed', orderId: '' });
    advance(60_000);
    await trace.note({ address: '203.0.113.1', reason: 'malformed', orderId: 'x'.repeat(500) });
    expect(lines.slice(4).map((line) => line.fields)).toEqual([
      { address: '198.51.100.1', reason: 'malformed', orderId: '' },
      { address: '203.0.113.1', reason: 'malformed', orderId: 'x'.repeat(64) },
    ]);
  });

  it('keeps its memory bounded whatever the number of addresses', async () => {
    const { trace, lines } = setUp();
    for (let index = 0; index < 1_000; index += 1) {
      await trace.note({ address: `10.0.${Math.floor(index / 250)}.${index % 250}`, reason: 'signature', orderId: 'JF' });
    }
    expect(lines).toHaveLength(1_000);
    expect(trace.trackedAddresses).toBe(5);
  });
});
