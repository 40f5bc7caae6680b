import './instrumentation-client';

describe('instrumentation-client', () => {
  it('makes zod jitless, so it never probes new Function under the CSP', async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { util } = await import('zod/v4/core');
    expect(util.allowsEval.value).toBe(false);
  });
});
