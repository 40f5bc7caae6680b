import { readRequestToken } from './read-request-token';

const request = (headers: Record<string, string>) => new Request('http://localhost/api/x', { headers });

describe('readRequestToken', () => {
  it('reads x-auth-token and the Bearer header', () => {
    expect(readRequestToken(request({ 'x-auth-token': 'abc' }))).toBe('abc');
    expect(readRequestToken(request({ authorization: 'Bearer def' }))).toBe('def');
    expect(readRequestToken(request({ authorization: 'bearer ghi' }))).toBe('ghi');
  });
  it('prefers the named header and ignores other schemes', () => {
    expect(readRequestToken(request({ 'x-auth-token': 'abc', authorization: 'Bearer def' }))).toBe('abc');
    expect(readRequestToken(request({ authorization: 'Basic dXNlcjpwYXNz' }))).toBeNull();
    expect(readRequestToken(request({}))).toBeNull();
  });
  it('reads the admin header when asked', () => {
    expect(readRequestToken(request({ 'x-admin-token': 'adm' }), 'x-admin-token')).toBe('adm');
  });
});
