import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides tokens and visitor ids in the query and reset tokens in the path, and nothing else', () => {
    expect(redactUrl('/socket.io/?EIO=4&transport=polling&token=eyJhbGc.x.y&t=1')).toBe(
      '/socket.io/?EIO=4&transport=polling&token=[redacted]&t=1',
    );
    expect(redactUrl('/x?token=abc')).toBe('/x?token=[redacted]');
    expect(redactUrl('/api/auth/resetpassword/AbC_12-xyz?x=1')).toBe(
      '/api/auth/resetpassword/[redacted]?x=1',
    );
    expect(redactUrl('/api/captcha/challenge?visitorId=1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBe(
      '/api/captcha/challenge?visitorId=[redacted]',
    );
    expect(redactUrl('/api/photos/feed?page=2&limit=10')).toBe('/api/photos/feed?page=2&limit=10');
  });
});
