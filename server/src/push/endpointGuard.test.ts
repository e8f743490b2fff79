import { describe, expect, it } from 'vitest';
import { checkEndpoint, isPrivateAddress } from './endpointGuard';

describe('push endpoint guard', () => {
  it("accepts browsers' push services", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQ',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYA',
    ])
      expect(checkEndpoint(endpoint, false).protocol).toBe('https:');
  });

  it('refuses plain http, credentials and the server’s own networks', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/x',
      'https://localhost/x',
      'https://metadata/x',
      'https://127.0.0.1:8443/x',
      'https://10.1.2.3/x',
      'https://169.254.169.254/latest',
      'https://192.168.0.1/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[fd00::1]/x',
      'file:///etc/passwd',
      'not a url',
    ])
      expect(() => checkEndpoint(endpoint, false), endpoint).toThrow('Invalid push endpoint.');
  });

  it('lets a test setting reach a receiver on loopback', () => {
    expect(checkEndpoint('https://127.0.0.1:8443/push/1', true).port).toBe('8443');
    expect(() => checkEndpoint('http://127.0.0.1:8443/push/1', true)).toThrow();
  });

  it('tells private addresses from public ones', () => {
    expect(isPrivateAddress('172.20.0.1')).toBe(true);
    expect(isPrivateAddress('100.64.1.1')).toBe(true);
    expect(isPrivateAddress('::ffff:10.0.0.1')).toBe(true);
    expect(isPrivateAddress('142.250.74.110')).toBe(false);
    expect(isPrivateAddress('2a00:1450:4007:80e::200a')).toBe(false);
  });
});
