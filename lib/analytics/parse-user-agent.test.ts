import { parseUserAgent } from './parse-user-agent';

describe('parseUserAgent', () => {
  it('reads a phone as mobile with its browser', () => {
    const agent =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(parseUserAgent(agent)).toEqual({ deviceType: 'mobile', browser: 'Mobile Safari' });
  });

  it('reads a tablet as tablet', () => {
    const agent =
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
    expect(parseUserAgent(agent).deviceType).toBe('tablet');
  });

  it('reads a desktop browser as desktop', () => {
    const agent =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    expect(parseUserAgent(agent)).toEqual({ deviceType: 'desktop', browser: 'Chrome' });
  });

  it('keeps an unknown or missing agent apart from real devices', () => {
    expect(parseUserAgent(undefined)).toEqual({ deviceType: 'other', browser: 'Unknown' });
    expect(parseUserAgent('curl/8.5.0').browser).toBe('Unknown');
  });
});
