import { isSandboxMessage } from './sandbox-messages';

describe('isSandboxMessage', () => {
  it('accepts the three outcomes of the sandbox popup', () => {
    for (const outcome of ['success', 'failure', 'close']) {
      expect(isSandboxMessage({ type: 'jf:sandbox-payment', token: 'abc', outcome })).toBe(true);
    }
  });

  it.each([
    null,
    'success',
    { type: 'jf:sandbox-payment', token: 'abc', outcome: 'paid' },
    { type: 'other', token: 'abc', outcome: 'success' },
    { type: 'jf:sandbox-payment', token: 1, outcome: 'success' },
  ])('rejects %p', (value) => {
    expect(isSandboxMessage(value)).toBe(false);
  });
});
