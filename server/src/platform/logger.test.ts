import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides tokens in the query and reset tokens in the path, and nothing else', () => {
    expect(redactUrl('/socket.io/?EIO=4&transport=polling&token=eyJhbGc.x.y&t=1')).toBe(
      '/socket.io/?EIO=4&transport=polling&token=[redacted]&t=1',
    );
    expect(redactUrl('/x?token=abc')).toBe('/x?token=[redacted]');
    expect(redactUrl('/api/auth/resetpassword/AbC_12-xyz?x=1')).toBe(
      '/api/auth/resetpassword/[redacted]?x=1',
    );
    expect(redactUrl('/api/photos/feed?page=2&limit=10')).toBe('/api/photos/feed?page=2&limit=10');
  });
});
