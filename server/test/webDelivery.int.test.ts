import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webDist } from '../src/platform/paths';
import { sharedTestServer } from './support';

/**
 * How the built web app is delivered: precompressed files, immutable hashed
 * assets, an index.html that is always revalidated, and a landing page that does not load the
 * Socket.IO client up front. Needs the build (`npm run build -w web`; `npm test` builds first).
 */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

function readManifest(): Record<string, ManifestChunk> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error('web/dist is not built: run `npm run build -w web`.');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/** A chunk and every chunk it imports statically (manifest keys). */
function chunkKeysLoadedWith(manifest: Record<string, ManifestChunk>, key: string): string[] {
  if (!manifest[key]) throw new Error(`${key} is not a chunk of the build.`);
  const seen = new Set<string>();
  const visit = (chunk: string) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    manifest[chunk].imports?.forEach(visit);
  };
  visit(key);
  return [...seen];
}

/** A chunk and every chunk it imports statically: what the browser fetches before it can run. */
function chunksLoadedWith(manifest: Record<string, ManifestChunk>, key: string): string[] {
  return chunkKeysLoadedWith(manifest, key).map((chunk) => manifest[chunk].file);
}

function entryKey(manifest: Record<string, ManifestChunk>): string {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk.');
  return entry;
}

/** The entry chunk and every chunk it imports statically: what the landing page loads first. */
function chunksLoadedAtStart(manifest: Record<string, ManifestChunk>): string[] {
  return chunksLoadedWith(manifest, entryKey(manifest));
}

/** The stylesheets of these chunks (the browser fetches them with the chunks). */
function cssOf(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  return [...new Set(keys.flatMap((key) => manifest[key].css ?? []))];
}

/** What a page's first render needs: the entry's chunks and the page's own (preloaded at boot). */
function chunksForPage(manifest: Record<string, ManifestChunk>, pageModule: string): string[] {
  return [
    ...new Set([...chunksLoadedAtStart(manifest), ...chunksLoadedWith(manifest, pageModule)]),
  ];
}

const readChunk = (file: string) => fs.readFileSync(path.join(webDist, file), 'utf8');

/** The build's one chunk whose code contains `marker` (proves the marker still names the code). */
function chunkWith(manifest: Record<string, ManifestChunk>, marker: string): string {
  const files = [...new Set(Object.values(manifest).map((chunk) => chunk.file))];
  const found = files.filter((file) => file.endsWith('.js') && readChunk(file).includes(marker));
  expect(found, marker).toHaveLength(1);
  return found[0];
}

// Text found only in the code of: ALTCHA's widget (a class of its own stylesheet; its messages
// are in our catalogues too), the image compression library (one of its options), the photo
// upload form (a key it translates with; the catalogues nest keys, so hold no such string), and
// zod.
const ALTCHA_WIDGET = 'altcha-button-secondary';
const IMAGE_COMPRESSION = 'alwaysKeepResolution';
const UPLOAD_FORM = 'upload.videoDone';
const ZOD = 'ZodError';

describe('web app delivery', () => {
  const server = sharedTestServer();

  it('sends a hashed script as Brotli, cached for a year and immutable', async () => {
    const [script] = chunksLoadedAtStart(readManifest());
    const response = await fetch(`${server.url}/${script}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch decodes the body: it must be the very script the build wrote.
    expect(await response.text()).toBe(fs.readFileSync(path.join(webDist, script), 'utf8'));
  });

  it('sends gzip to a browser without Brotli, and the plain file to one without either', async () => {
    const [script] = chunksLoadedAtStart(readManifest());
    const gzip = await fetch(`${server.url}/${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    await gzip.arrayBuffer();
    const plain = await fetch(`${server.url}/${script}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(fs.readFileSync(path.join(webDist, script), 'utf8'));
  });

  it('never lets index.html be cached without asking, at / and on an app route', async () => {
    for (const page of ['/', '/anonymous-chat']) {
      const response = await fetch(`${server.url}${page}`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('loads no Socket.IO client and no zod before the landing page shows', async () => {
    const manifest = readManifest();
    const atStart = chunksLoadedAtStart(manifest);
    const html = await (await fetch(`${server.url}/`)).text();
    // index.html references exactly the chunks loaded at start (entry + preloads), no others.
    const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    // (The entry may be named twice, as the script and as a preload of the shell's import.)
    expect([...new Set(referenced)].sort()).toEqual(atStart.sort());
    for (const file of atStart) {
      const code = fs.readFileSync(path.join(webDist, file), 'utf8');
      expect(code, file).not.toContain('engine.io');
      expect(code, file).not.toContain('ZodError');
    }
    // The Socket.IO client exists in the build, in a chunk of its own loaded later.
    const socketChunk = Object.values(manifest).find((chunk) =>
      fs.readFileSync(path.join(webDist, chunk.file), 'utf8').includes('engine.io'),
    );
    expect(socketChunk).toBeDefined();
    expect(atStart).not.toContain(socketChunk!.file);
    const zodChunk = Object.values(manifest).find((chunk) =>
      fs.readFileSync(path.join(webDist, chunk.file), 'utf8').includes('ZodError'),
    );
    expect(zodChunk).toBeDefined();
  });

  it('renders /anonymous-chat without the ALTCHA widget, the image compression library or zod', () => {
    const manifest = readManifest();
    const firstRender = chunksForPage(manifest, 'src/pages/anonymous-chat/AnonymousChatPage.tsx');
    for (const marker of [ALTCHA_WIDGET, IMAGE_COMPRESSION, ZOD]) {
      const chunk = chunkWith(manifest, marker);
      expect(firstRender, marker).not.toContain(chunk);
    }
  });

  it('fetches the start in one round of requests, and /anonymous-chat and /video-chat in one more', () => {
    // web/pageKits.ts: each page is its chunk plus one kit of the app code it shares with
    // others; left to the bundler, /anonymous-chat was ten scripts and three stylesheets, most
    // under 1 KiB, and a phone pays a round trip per round of requests. A browser opens six
    // connections to a server it reaches over HTTP/1.1, so six requests make one round.
    const manifest = readManifest();
    const atStart = new Set(chunksLoadedAtStart(manifest));
    const cssAtStart = new Set(cssOf(manifest, chunkKeysLoadedWith(manifest, entryKey(manifest))));
    // vite.config.ts's shell group: eight requests before it.
    expect(
      [...atStart, ...cssAtStart].length,
      [...atStart, ...cssAtStart].join(' '),
    ).toBeLessThanOrEqual(6);
    for (const page of [
      'src/pages/anonymous-chat/AnonymousChatPage.tsx',
      'src/pages/video-chat/VideoChatPage.tsx',
    ]) {
      const scripts = chunksForPage(manifest, page).filter((file) => !atStart.has(file));
      const styles = cssOf(manifest, chunkKeysLoadedWith(manifest, page)).filter(
        (file) => !cssAtStart.has(file),
      );
      expect(
        [...scripts, ...styles].length,
        `${page}: ${[...scripts, ...styles].join(' ')}`,
      ).toBeLessThanOrEqual(6);
    }
  });

  it('renders /video-chat without zod (its protocol module builds schemas it never uses)', () => {
    const manifest = readManifest();
    const firstRender = chunksForPage(manifest, 'src/pages/video-chat/VideoChatPage.tsx');
    expect(firstRender).not.toContain(chunkWith(manifest, ZOD));
  });

  it("renders a visitor's /feed with the welcome alone: no feed, upload form, compression or zod", () => {
    const manifest = readManifest();
    const firstRender = chunksForPage(manifest, 'src/pages/feed/WelcomeCard.tsx');
    for (const marker of [UPLOAD_FORM, IMAGE_COMPRESSION, ZOD]) {
      const chunk = chunkWith(manifest, marker);
      expect(firstRender, marker).not.toContain(chunk);
    }
    // The signed-in feed page is a chunk of its own, which does carry the upload form.
    expect(chunksLoadedWith(manifest, 'src/pages/feed/FeedPage.tsx')).toContain(
      chunkWith(manifest, UPLOAD_FORM),
    );
  });
});
