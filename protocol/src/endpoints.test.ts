import { describe, expect, it } from 'vitest';
import { apiUrl } from './endpoints';

describe('apiUrl', () => {
  it('fills path parameters URL-encoded and appends the query in order', () => {
    expect(apiUrl('/api/moderation/items/:subject', { subject: 'user:a/b' })).toBe(
      '/api/moderation/items/user%3Aa%2Fb',
    );
    expect(apiUrl('/api/rooms/:id/messages', { id: 'r1' }, { page: 2, limit: 20 })).toBe(
      '/api/rooms/r1/messages?page=2&limit=20',
    );
  });

  it('leaves out undefined query values and refuses a missing parameter', () => {
    expect(apiUrl('/api/rooms', {}, { q: undefined })).toBe('/api/rooms');
    expect(apiUrl('/api/users/search', {}, { username: 'a b&c' })).toBe(
      '/api/users/search?username=a%20b%26c',
    );
    expect(() => apiUrl('/api/users/:id')).toThrow('Missing path parameter id');
  });
});
