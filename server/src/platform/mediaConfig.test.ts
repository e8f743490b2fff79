import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const s3 = {
  MEDIA_STORE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_BUCKET: 'serendip-media',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('loadConfig: media store', () => {
  it('keeps media on local disk by default', () => {
    expect(loadConfig({}).media).toEqual({ store: 'local' });
  });

  it('reads the S3 settings with their defaults', () => {
    expect(loadConfig(s3).media).toEqual({
      store: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'serendip-media',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: false,
      publicUrl: undefined,
    });
    const full = loadConfig({
      ...s3,
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/',
    }).media;
    expect(full).toMatchObject({
      region: 'auto',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/media',
    });
  });

  it('leaves out the endpoint and keys for AWS itself (instance role or AWS_* variables)', () => {
    const media = loadConfig({
      MEDIA_STORE: 's3',
      S3_BUCKET: 'media',
      S3_REGION: 'eu-west-1',
    }).media;
    expect(media).toMatchObject({ store: 's3', region: 'eu-west-1' });
    expect(media).not.toHaveProperty('credentials.accessKeyId');
    expect(media).toHaveProperty('endpoint', undefined);
  });

  it('refuses at start what would not work, naming the setting', () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ MEDIA_STORE: 'bucket' }, /MEDIA_STORE: Invalid option/],
      [{ MEDIA_STORE: 's3' }, /S3_BUCKET: required when MEDIA_STORE=s3/],
      [{ ...s3, S3_BUCKET: 'Not_A_Bucket' }, /S3_BUCKET: "Not_A_Bucket" is not a bucket name/],
      [{ ...s3, S3_SECRET_ACCESS_KEY: '' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both/],
      [
        { ...s3, S3_ENDPOINT: 'minio:9000' },
        /S3_ENDPOINT: must start with http:\/\/ or https:\/\//,
      ],
      [{ ...s3, S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT: "not a url" is not a URL/],
      [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE: Invalid option/],
      [
        { ...s3, MEDIA_PUBLIC_URL: 'https://cdn.example.com/?x=1' },
        /MEDIA_PUBLIC_URL: must not carry a query/,
      ],
      // Bucket settings without MEDIA_STORE=s3 would leave every machine with its own uploads.
      [{ S3_BUCKET: 'media' }, /S3_BUCKET is set but MEDIA_STORE is local; set MEDIA_STORE=s3/],
      [
        { MEDIA_PUBLIC_URL: 'https://cdn.example.com' },
        /MEDIA_PUBLIC_URL is set but MEDIA_STORE is local/,
      ],
    ];
    for (const [env, message] of refusals) expect(() => loadConfig(env)).toThrow(message);
  });
});
