import crypto from 'node:crypto';
import http from 'node:http';

export interface StreamedUpload {
  method: 'POST' | 'PUT';
  path: string;
  token: string;
  field: string;
  filename: string;
  /** The first bytes of the file (its signature); the rest is filled up to `size`. */
  head: Buffer;
  size: number;
}

const CHUNK = crypto.randomBytes(256 * 1024);

/**
 * Sends one multipart upload of `size` bytes generated as it goes, so the client never holds
 * the file: what the server process holds is then the server's doing. Free of vitest (benches).
 */
export function streamUpload(
  baseUrl: string,
  upload: StreamedUpload,
): Promise<{ status: number; body: string }> {
  const boundary = `----serendip${crypto.randomBytes(8).toString('hex')}`;
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; ` +
      `filename="${upload.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const xsrf = crypto.randomBytes(12).toString('hex');
  return new Promise((resolve, reject) => {
    const request = http.request(
      baseUrl + upload.path,
      {
        method: upload.method,
        headers: {
          authorization: `Bearer ${upload.token}`,
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': opening.length + upload.size + closing.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    // The server may answer (413, 415) and close before the whole body is sent.
    request.on('error', reject);
    void (async () => {
      const write = (bytes: Buffer) =>
        new Promise<void>((done) => {
          if (request.write(bytes)) done();
          else request.once('drain', done);
        });
      await write(opening);
      await write(upload.head);
      let left = upload.size - upload.head.length;
      while (left > 0 && !request.destroyed) {
        const piece = CHUNK.subarray(0, Math.min(left, CHUNK.length));
        await write(piece);
        left -= piece.length;
      }
      request.end(closing);
    })();
  });
}
