import { originFromSettings } from './site-origin';

describe('originFromSettings', () => {
  it('is the origin of SITE_URL, without its path, query or trailing slash', () => {
    expect(originFromSettings({ SITE_URL: 'https://jurnalfinder.id', PORT: 3000 })).toBe('https://jurnalfinder.id');
    expect(originFromSettings({ SITE_URL: 'https://JurnalFinder.ID/app/?x=1', PORT: 3000 })).toBe('https://jurnalfinder.id');
    expect(originFromSettings({ SITE_URL: 'http://10.0.0.5:8080/', PORT: 3000 })).toBe('http://10.0.0.5:8080');
    expect(originFromSettings({ SITE_URL: 'https://jurnalfinder.id:443', PORT: 3000 })).toBe('https://jurnalfinder.id');
  });

  it('is the local trial address when SITE_URL is not set', () => {
    expect(originFromSettings({ PORT: 3107 })).toBe('http://localhost:3107');
    expect(originFromSettings({ SITE_URL: undefined, PORT: 3000 })).toBe('http://localhost:3000');
  });
});
