import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('files for crawlers', () => {
  it('serves /robots.txt as text, pointing to the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('serves /sitemap.xml listing the public pages with absolute addresses', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain(`<loc>${server.url}/anonymous-chat</loc>`);
    expect(xml).toContain(`<loc>${server.url}/faq</loc>`);
    expect(xml).not.toContain('/conversations');
  });
});
