import https from 'node:https';

/** What the test needs to reach the site through nginx: its port and the certificate to trust. */
export interface Site {
  /** nginx's HTTPS port on 127.0.0.1. */
  readonly port: number;
  /** The site's self-signed certificate (PEM), trusted by the test's clients only. */
  readonly ca: string;
  readonly hostname: string;
}

export interface SiteResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
  bytes: Buffer;
}

/**
 * A client of the site that connects from one local address (127.x.y.z: every address of the
 * loopback network is this machine's). nginx sends one client address to one app server, so
 * the address decides which app host answers.
 */
export class SiteClient {
  token?: string;

  constructor(
    readonly site: Site,
    readonly localAddress: string,
  ) {}

  get url(): string {
    return `https://127.0.0.1:${this.site.port}`;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<SiteResponse<T>> {
    const headers: Record<string, string> = { host: this.site.hostname, ...options.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let body: Buffer | undefined;
    if (options.json !== undefined) {
      body = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      // The multipart encoding fetch would send, boundary included.
      const encoded = new Response(options.form);
      body = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type')!;
    }
    if (body) headers['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
      const request = https.request(
        {
          method,
          host: '127.0.0.1',
          port: this.site.port,
          path,
          headers,
          localAddress: this.localAddress,
          ca: this.site.ca,
          servername: this.site.hostname,
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const bytes = Buffer.concat(chunks);
            let parsed: unknown = bytes.toString('utf8');
            if (String(response.headers['content-type']).startsWith('application/json'))
              parsed = JSON.parse(bytes.toString('utf8'));
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: parsed as T,
              bytes,
            });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, json?: unknown) {
    return this.request<T>('POST', path, { json });
  }
}
