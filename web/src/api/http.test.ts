// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage, onSessionExpired, onTokenChange, setToken } from './http';

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends the Bearer token and echoes the anti-forgery cookie on writes', async () => {
    setToken('abc');
    document.cookie = 'XSRF-TOKEN=xyz';
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await api.put('/api/users/profile', { body: { bio: 'hi' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['X-XSRF-TOKEN']).toBe('xyz');
    expect(init.body).toBe(JSON.stringify({ bio: 'hi' }));
  });

  it('reads no cookie for a GET (a call into the browser at the start of every page load)', async () => {
    document.cookie = 'XSRF-TOKEN=xyz';
    const cookieRead = vi.spyOn(Document.prototype, 'cookie', 'get');
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/config');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
    expect(cookieRead).not.toHaveBeenCalled();
    cookieRead.mockRestore();
  });

  it("shows the server's message, else the spec's fallback", async () => {
    vi.stubGlobal('fetch', respond(409, { message: 'Username is already taken.' }));
    const failure = await api
      .post('/api/auth/register', {
        body: { username: 'taken', email: 'a@example.com', password: 'secret12' },
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorMessage(failure, 'Registration failed.')).toBe('Username is already taken.');
    vi.stubGlobal('fetch', respond(500, {}));
    const silent = await api
      .get('/api/photos/feed', { query: { page: 1, limit: 10 } })
      .catch((error: unknown) => error);
    expect(errorMessage(silent, 'Failed to load feed.')).toBe('Failed to load feed.');
  });

  it('drops a refused token and tells the app the session expired', async () => {
    setToken('revoked');
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    vi.stubGlobal(
      'fetch',
      respond(401, { message: 'Your session has expired. Please log in again.' }),
    );
    await expect(api.get('/api/users/profile')).rejects.toThrow('Your session has expired.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    stop();
  });

  it("cancels with the signal's reason, not as a network error", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            );
          }),
      ),
    );
    const controller = new AbortController();
    const request = api.get('/api/config', { signal: controller.signal });
    const reason = new Error('unmounted');
    controller.abort(reason);
    await expect(request).rejects.toBe(reason);
  });

  it('tells the app when the token changes, and only then', () => {
    const changed = vi.fn();
    const stop = onTokenChange(changed);
    setToken('one');
    setToken('one');
    setToken(null);
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
  });
});
