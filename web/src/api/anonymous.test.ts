// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAnonymousImageUrl, uploadAnonymousImage } from './anonymous';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('uploadAnonymousImage', () => {
  it('sends the upload token and the anti-forgery header, never the Bearer token', async () => {
    localStorage.setItem('token', 'session-token');
    document.cookie = 'XSRF-TOKEN=xsrf-value';
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ fileUrl: '/uploads/anon/x.jpg' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['x'], 'x.png', { type: 'image/png' });
    await expect(uploadAnonymousImage(file, 'upload-token')).resolves.toBe('/uploads/anon/x.jpg');
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/chat/upload-media');
    expect(init.headers).toEqual({
      'X-Anonymous-Upload': 'upload-token',
      'X-XSRF-TOKEN': 'xsrf-value',
    });
    expect((init.body as FormData).get('chatMedia')).toBeInstanceOf(File);
  });

  it("rejects with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Too many.' }), { status: 429 })),
    );
    await expect(uploadAnonymousImage(new File(['x'], 'x.png'), 't')).rejects.toThrow('Too many.');
  });
});

describe('isAnonymousImageUrl', () => {
  it('accepts only stored anonymous images', () => {
    expect(isAnonymousImageUrl('/uploads/anon/0123abcd-0123-4567-89ab-0123456789ab.webp')).toBe(
      true,
    );
    expect(isAnonymousImageUrl('/uploads/anon/../../etc.jpg')).toBe(false);
    expect(isAnonymousImageUrl('javascript:alert(1)')).toBe(false);
    expect(isAnonymousImageUrl('https://evil.example/x.jpg')).toBe(false);
  });
});
