// The settings that reach pages as links must be links of the expected kind: a javascript: URL in CONTACT_URL would
// otherwise run in every visitor's browser. The module reads process.env once, so each case loads it afresh.
function loadEnv(settings: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  try {
    let loaded: typeof import('./env') | undefined;
    jest.isolateModules(() => {
      loaded = require('./env') as typeof import('./env');
    });
    return loaded!.env;
  } finally {
    process.env = saved;
  }
}

describe('env: the contact and author links', () => {
  it('takes a mailto: or https: contact and an https: profile', () => {
    const env = loadEnv({ CONTACT_URL: 'mailto:team@example.org', AUTHOR_PROFILE_URL: 'https://scholar.google.com/citations?user=x' });
    expect(env.CONTACT_URL).toBe('mailto:team@example.org');
    expect(env.AUTHOR_PROFILE_URL).toBe('https://scholar.google.com/citations?user=x');
  });

  it('reads an empty value as unset', () => {
    const env = loadEnv({ CONTACT_URL: ' ', AUTHOR_PROFILE_URL: '' });
    expect(env.CONTACT_URL).toBeUndefined();
    expect(env.AUTHOR_PROFILE_URL).toBeUndefined();
  });

  it.each([
    ['CONTACT_URL', 'javascript:alert(1)'],
    ['CONTACT_URL', 'team@example.org'],
    ['AUTHOR_PROFILE_URL', 'mailto:team@example.org'],
    ['AUTHOR_PROFILE_URL', 'data:text/html,hi'],
  ])('refuses %s=%s with a clear message', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`Invalid configuration[\\s\\S]*${name}`));
  });
});
