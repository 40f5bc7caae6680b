import { visitorIdFor } from './visitor-id';

describe('visitorIdFor', () => {
  test('uses a valid browser session id, so the tabs of one session are one visitor', () => {
    const sessionId = 'mi0abc12-0f1e2d3c4b5a';
    expect(visitorIdFor({ sessionId }, 'socket-1')).toBe(`s:${sessionId}`);
    expect(visitorIdFor({ sessionId }, 'socket-2')).toBe(`s:${sessionId}`);
  });

  test.each([
    ['no auth', undefined],
    ['no session id', {}],
    ['a number', { sessionId: 12345678 }],
    ['too short', { sessionId: 'abc' }],
    ['too long', { sessionId: 'a'.repeat(65) }],
    ['forbidden characters', { sessionId: 'abcd efgh' }],
    ['a key-like value', { sessionId: 'x:presence:*' }],
  ])('counts a socket with %s by its own id', (_case, auth) => {
    expect(visitorIdFor(auth, 'socket-1')).toBe('c:socket-1');
  });

  test('a session id equal to some socket id stays a different visitor', () => {
    expect(visitorIdFor({ sessionId: 'socket-id-1' }, 'x')).not.toBe(visitorIdFor(undefined, 'socket-id-1'));
  });
});
