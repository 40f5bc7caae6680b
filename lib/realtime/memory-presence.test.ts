import { MemoryPresence } from './memory-presence';

describe('MemoryPresence', () => {
  test('counts distinct visitors, not sockets', async () => {
    const presence = new MemoryPresence();
    await presence.join('s:a', 'socket-1');
    await presence.join('s:b', 'socket-2');
    await presence.join('s:a', 'socket-3');
    expect(await presence.count()).toBe(2);
  });

  test('a visitor leaves with its last socket only', async () => {
    const presence = new MemoryPresence();
    await presence.join('s:a', 'socket-1');
    await presence.join('s:a', 'socket-2');
    await presence.leave('s:a', 'socket-1');
    expect(await presence.count()).toBe(1);
    await presence.leave('s:a', 'socket-2');
    expect(await presence.count()).toBe(0);
  });

  test('reports first arrivals and last departures (what the Redis store mirrors)', () => {
    const presence = new MemoryPresence();
    expect(presence.add('s:a', 'socket-1')).toBe(true);
    expect(presence.add('s:a', 'socket-2')).toBe(false);
    expect(presence.remove('s:a', 'socket-1')).toBe(false);
    expect(presence.remove('s:a', 'socket-2')).toBe(true);
    expect(presence.visitorIds()).toEqual([]);
  });

  test('ignores a leave it never saw joining, and a repeated leave', async () => {
    const presence = new MemoryPresence();
    await presence.join('s:a', 'socket-1');
    await presence.leave('s:b', 'socket-9');
    await presence.leave('s:a', 'socket-9');
    expect(await presence.count()).toBe(1);
    await presence.leave('s:a', 'socket-1');
    await presence.leave('s:a', 'socket-1');
    expect(await presence.count()).toBe(0);
    expect(presence.remove('s:a', 'socket-1')).toBe(false);
  });

  test('close forgets everyone', async () => {
    const presence = new MemoryPresence();
    await presence.join('s:a', 'socket-1');
    await presence.close();
    expect(await presence.count()).toBe(0);
  });
});
