// Device type and browser of a visit, read from the User-Agent with ua-parser-js (a maintained parser).
import { UAParser } from 'ua-parser-js';

export interface ClientKind {
  deviceType: 'mobile' | 'tablet' | 'desktop' | 'other';
  browser: string;
}

export function parseUserAgent(userAgent: string | null | undefined): ClientKind {
  if (!userAgent) return { deviceType: 'other', browser: 'Unknown' };
  const result = new UAParser(userAgent).getResult();
  const type = result.device.type;
  // ua-parser-js leaves the device type empty for ordinary desktops.
  const deviceType = type === 'mobile' || type === 'tablet' ? type : type ? 'other' : 'desktop';
  return { deviceType, browser: result.browser.name ?? 'Unknown' };
}
