/** An HTTP client that behaves like the web app; free of vitest so benchmarks can use it too. */
export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** An HTTP client that behaves like the web app: cookie jar, anti-forgery header, Bearer token. */
export class TestClient {
  private cookies = new Map<string, string>();
  token?: string;

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    urlPath: string,
    options: {
      json?: unknown;
      form?: FormData;
      token?: string | null;
      xsrf?: boolean;
      headers?: Record<string, string>;
    } = {},
  ): Promise<TestResponse<T>> {
    if (method !== 'GET' && options.xsrf !== false && !this.cookies.has('XSRF-TOKEN')) {
      await this.request('GET', '/api/config');
    }
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && options.xsrf !== false && this.cookies.has('XSRF-TOKEN')) {
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    }
    let body: FormData | string | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(this.baseUrl + urlPath, { method, headers, body });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(urlPath: string, options?: Parameters<TestClient['request']>[2]) {
    return this.request<T>('GET', urlPath, options);
  }
  post<T = any>(urlPath: string, json?: unknown, options?: Parameters<TestClient['request']>[2]) {
    return this.request<T>('POST', urlPath, { ...options, json });
  }
  put<T = any>(urlPath: string, json?: unknown, options?: Parameters<TestClient['request']>[2]) {
    return this.request<T>('PUT', urlPath, { ...options, json });
  }
  delete<T = any>(urlPath: string, options?: Parameters<TestClient['request']>[2]) {
    return this.request<T>('DELETE', urlPath, options);
  }
}
